import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_MESSAGES, COMPLAINT_TEXTS, complaintActions } from '@dss/contract';
import { answer, enterText, mockWire, refuse, renderScreen } from '@dss/test-support';
import { ComplaintFormPage, partyPicker } from './ComplaintFormPage';

const TYPES = [
  { id: 2, txt: 'Learner about Instructor' },
  { id: 3, txt: 'Learner about Driving School' },
  { id: 9, txt: 'Third party about Learner' },
  { id: 11, txt: 'Third party about Driving School' },
];

function wire() {
  return mockWire(
    answer(complaintActions.complaintTypes, () => TYPES),
    answer(complaintActions.complaintLearners, () => ({
      rows: [
        {
          student_id: 12,
          title: 'Ms',
          fname: 'Jane',
          lname: 'Smith',
          mobile: '07700900456',
          email: 'j@x.invalid',
          postcode: 'E7 9HZ',
        },
      ],
      total: 1,
    })),
    answer(complaintActions.complaintInstructors, () => ({
      rows: [
        {
          adi_id: 4,
          title: 'Mr',
          fname: 'John',
          lname: 'Brown',
          mobile: '07700900123',
          email: 'b@x.invalid',
          postcode: 'E7 9HZ',
        },
      ],
      total: 1,
    })),
    answer(complaintActions.saveComplaint, () => 31),
  );
}

jest.setTimeout(30_000);

async function chooseType(name: string) {
  await screen.findByRole('option', { name });
  await userEvent.selectOptions(screen.getByLabelText(/^Complaint Type/), name);
}

async function blur(label: RegExp) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.tab();
}

describe('Complaint Form', () => {
  it('shows the pickers each complaint type needs', () => {
    expect([partyPicker(2, 0), partyPicker(2, 1)]).toEqual(['learner', 'instructor']);
    expect([partyPicker(3, 0), partyPicker(3, 1)]).toEqual(['learner', null]);
    expect([partyPicker(9, 0), partyPicker(9, 1)]).toEqual([null, 'learner']);
    expect([partyPicker(6, 0), partyPicker(6, 1)]).toEqual(['instructor', 'instructor']);
    expect([partyPicker(11, 0), partyPicker(11, 1)]).toEqual([null, null]);
  });

  it("asks for the discussion only when it happened, and the reply only when a solution was offered, with the spec's messages", async () => {
    wire();
    renderScreen(<ComplaintFormPage />);
    await chooseType('Third party about Driving School');
    expect(screen.queryByRole('button', { name: 'Select Learner' })).toBeNull();
    await blur(/^Incident Date/);
    expect(screen.getByText(COMPLAINT_MESSAGES.incidentDate)).toBeInTheDocument();
    await blur(/^Incident Time/);
    expect(screen.getByText(COMPLAINT_MESSAGES.incidentTime)).toBeInTheDocument();
    await blur(/^Complaint Description/);
    expect(screen.getByText(COMPLAINT_MESSAGES.description)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Complaint Description/), 'Too short');
    await userEvent.tab();
    expect(screen.getByText(COMPLAINT_MESSAGES.descriptionShort)).toBeInTheDocument();

    expect(screen.queryByLabelText(/^Discussion Date/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(COMPLAINT_TEXTS.discussedLabel), 'Yes');
    await blur(/^Discussion Date/);
    expect(screen.getByText(COMPLAINT_MESSAGES.discussionDate)).toBeInTheDocument();
    await blur(/^Discussion Time/);
    expect(screen.getByText(COMPLAINT_MESSAGES.discussionTime)).toBeInTheDocument();
    await blur(/^Complainee Reply Description/);
    expect(screen.queryByText(COMPLAINT_MESSAGES.reply)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(COMPLAINT_TEXTS.solutionLabel), 'Yes');
    await blur(/^Complainee Reply Description/);
    expect(screen.getByText(COMPLAINT_MESSAGES.reply)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(COMPLAINT_TEXTS.discussedLabel), 'No');
    expect(screen.queryByLabelText(/^Complainee Reply Description/)).toBeNull();
  });

  it('says which person is missing: once the picker closes without a choice, or the clerk goes on past it', async () => {
    // The message under the picker, not the incomplete-form notice's list, which names it from the start.
    const underPicker = { selector: '[role="alert"]' };
    wire();
    renderScreen(<ComplaintFormPage />);
    await chooseType('Learner about Instructor');
    expect(screen.queryByText(COMPLAINT_MESSAGES.complainant, underPicker)).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Select Learner' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.complainant, underPicker)).toBeInTheDocument();
    expect(screen.queryByText(COMPLAINT_MESSAGES.complainee, underPicker)).toBeNull();
    await blur(/^Incident Date/);
    expect(screen.getByText(COMPLAINT_MESSAGES.complainee, underPicker)).toBeInTheDocument();
  });

  it('resets the chosen people when the type changes, and records with the new reference', async () => {
    const calls = wire();
    renderScreen(<ComplaintFormPage />);
    await chooseType('Learner about Instructor');
    await userEvent.click(screen.getByRole('button', { name: 'Select Learner' }));
    await userEvent.click(await screen.findByRole('row', { name: 'L12 Ms Jane Smith' }));
    expect(screen.getByText('L12 Ms Jane Smith')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Complaint Type/), 'Learner about Driving School');
    expect(screen.queryByText('L12 Ms Jane Smith')).toBeNull();
    expect(screen.getByRole('button', { name: COMPLAINT_TEXTS.recordButton })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(/^Complaint Type/), 'Learner about Instructor');
    await userEvent.click(screen.getByRole('button', { name: 'Select Learner' }));
    await userEvent.click(await screen.findByRole('row', { name: 'L12 Ms Jane Smith' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select Instructor' }));
    await userEvent.click(await screen.findByRole('row', { name: 'A4 Mr John Brown' }));
    await userEvent.type(screen.getByLabelText(/^Incident Date/), '2026-11-20');
    await userEvent.type(screen.getByLabelText(/^Incident Time/), '10:30');
    await enterText(screen.getByLabelText(/^Complaint Description/), 'The instructor arrived forty minutes late twice.');
    await userEvent.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.recordButton }));
    expect(await screen.findByText('Success. Ref# C31')).toBeInTheDocument();
    expect(screen.getByText('Complaint Recorded. Please provide reference to complainant C31')).toBeInTheDocument();
    expect(JSON.parse(calls.sent(complaintActions.saveComplaint)[0]!.form!)).toMatchObject({
      complainantType: '2',
      complainant: '12',
      complainee: '4',
      incidentdate: '2026-11-20',
      incidenttime: '10:30',
    });
  });

  it("shows the spec's failure text with the server's reason", async () => {
    const calls = wire();
    calls.on(
      answer(complaintActions.saveComplaint, () =>
        refuse(409, `${COMPLAINT_TEXTS.failed} The complainant and the complainee can not be the same person.`),
      ),
    );
    renderScreen(<ComplaintFormPage />);
    await chooseType('Third party about Driving School');
    await userEvent.type(screen.getByLabelText(/^Incident Date/), '2026-11-20');
    await userEvent.type(screen.getByLabelText(/^Incident Time/), '10:30');
    await enterText(screen.getByLabelText(/^Complaint Description/), 'A neighbour reports cars parked across a driveway.');
    await userEvent.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.recordButton }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(COMPLAINT_TEXTS.errorTitle)).toBeInTheDocument();
    expect(within(alert).getByText(/Error recording complaint\. Please try again\. If error persists/)).toBeInTheDocument();
    expect(within(alert).getByText(/can not be the same person\.$/)).toBeInTheDocument();
  });
});
