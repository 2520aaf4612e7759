import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerActions, type LearnerListed } from '@dss/contract';
import { answer, CLERK, mockWire, renderScreen } from '@dss/test-support';
import { ManageLearnersPage } from './ManageLearnersPage';

const learner = (id: number, fname: string): LearnerListed => ({
  student_id: id,
  title: 'Ms',
  title_id: 3,
  gender: 'f',
  fname,
  mname: '',
  lname: 'Patel',
  mobile: '07700900123',
  landline: '',
  email: `${fname.toLowerCase()}@example.invalid`,
  dob: '2005-04-12',
  driving_licence_no: 'PATEL504125J99AB',
  lessons_type: 'manual',
  address: { line1: '1 High Street', line2: '', city: 'London', county: '', postcode: 'E7 9HZ' },
  pickup_pc: 'E7 9HZ',
  outer_pc: 'E7',
  req_adi_gender: 'any',
  req_language: null,
  req_car_type: 1,
  accState: 1,
  created: '2026-01-05T10:00:00.000Z',
  lesson_reminders: true,
});

jest.setTimeout(30_000);

describe('View/Edit Learners (document 1 §2)', () => {
  it('asks the server for the newest learners one page at a time and shows the total', async () => {
    const wire = mockWire(
      answer(learnerActions.loadLearners, ({ page }) => ({ rows: [learner(50 - page, `Asha${page}`)], total: 23 })),
    );
    renderScreen(<ManageLearnersPage />, { session: CLERK });
    expect(await screen.findByRole('row', { name: 'L50 Ms Asha0 Patel' })).toBeInTheDocument();
    expect(wire.sent(learnerActions.loadLearners)[0]).toMatchObject({
      sort: 'student_id',
      dir: 'desc',
      page: '0',
      pagesize: '10',
    });
    expect(screen.getByText(/of 23/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('row', { name: 'L49 Ms Asha1 Patel' })).toBeInTheDocument();
    expect(wire.sent(learnerActions.loadLearners).at(-1)).toMatchObject({ page: '1' });
  });

  it('sends a mobile as typed, with its spaces, and starts again at the first page', async () => {
    const wire = mockWire(answer(learnerActions.loadLearners, () => ({ rows: [learner(12, 'Jane')], total: 1 })));
    renderScreen(<ManageLearnersPage />, { session: CLERK });
    await screen.findByRole('row', { name: 'L12 Ms Jane Patel' });
    await userEvent.type(screen.getByRole('searchbox'), '0770 090 0123');
    await waitFor(() =>
      expect(wire.sent(learnerActions.loadLearners).at(-1)).toMatchObject({ search: '0770 090 0123', page: '0' }),
    );
  });

  it('opens the learner’s dialog on a row click, with their assignments asked for by id', async () => {
    const wire = mockWire(
      answer(learnerActions.loadLearners, () => ({ rows: [learner(12, 'Jane')], total: 1 })),
      answer(learnerActions.loadAssignments, () => ({ rows: [], total: 0 })),
      answer(learnerActions.learnerDeparture, () => []),
    );
    renderScreen(<ManageLearnersPage />, { session: CLERK });
    await userEvent.click(await screen.findByRole('row', { name: 'L12 Ms Jane Patel' }));
    const dialog = await screen.findByRole('dialog', { name: 'L12 - Ms Jane Patel' });
    expect(within(dialog).getByRole('button', { name: 'Learner Dash' })).toBeInTheDocument();
    await waitFor(() => expect(wire.sent(learnerActions.loadAssignments).at(-1)).toMatchObject({ id: '12' }));
  });
});
