import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditActions } from '@dss/contract';
import { ADMIN, answer, mockWire, refuse, renderScreen } from '@dss/test-support';
import { SUBJECT_ACCESS_FAILED, SubjectAccessForm } from './SubjectAccessForm';

jest.setTimeout(20_000);

/** Shows the form, chooses the person (a learner unless told), types the ID and presses Download ZIP. */
async function downloadZip(id: string, person?: 'Instructor') {
  renderScreen(<SubjectAccessForm />, { session: ADMIN });
  const user = userEvent.setup();
  if (person) await user.selectOptions(screen.getByLabelText(/^Person/), person);
  await user.type(screen.getByLabelText(/^ID/), id);
  await user.click(screen.getByRole('button', { name: 'Download ZIP' }));
}

describe('Subject access form', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:zip');
    URL.revokeObjectURL = jest.fn();
  });

  it("downloads a learner's ZIP by learner ID", async () => {
    const wire = mockWire(answer(auditActions.subjectAccess, () => ({ fileName: 'subject-access-L150.zip', file: 'PK' })));
    await downloadZip('L150');
    await waitFor(() =>
      expect(wire.sent(auditActions.subjectAccess)).toEqual([{ subjectaccess: '1', subject: 'learner', id: '150' }]),
    );
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it("downloads an instructor's ZIP when Instructor is chosen", async () => {
    const wire = mockWire(answer(auditActions.subjectAccess, () => ({ fileName: 'subject-access-A12.zip', file: 'PK' })));
    await downloadZip('a12', 'Instructor');
    await waitFor(() =>
      expect(wire.sent(auditActions.subjectAccess)).toEqual([{ subjectaccess: '1', subject: 'instructor', id: '12' }]),
    );
  });

  it('refuses an ID of the other kind of person before sending', async () => {
    const wire = mockWire(answer(auditActions.subjectAccess, () => ({ fileName: 'x.zip', file: 'PK' })));
    await downloadZip('A12');
    expect(await screen.findByText('Learner or instructor ID is required.')).toBeInTheDocument();
    expect(wire.sent(auditActions.subjectAccess)).toEqual([]);
  });

  it('says clearly when there is no such person', async () => {
    mockWire(answer(auditActions.subjectAccess, () => refuse(404, 'No such instructor.')));
    await downloadZip('999', 'Instructor');
    expect(await screen.findByText(SUBJECT_ACCESS_FAILED)).toBeInTheDocument();
    expect(await screen.findByText('No such instructor.')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
