import { screen, within } from '@testing-library/react';
import { learnerActions, type LearnerMail } from '@dss/contract';
import { answer, mockWire, OFFICE_USER, renderScreen } from '@dss/test-support';
import { LearnerMails } from './LearnerMails';

const mail = (id: number, subject: string, status: LearnerMail['status'], done_at: string | null): LearnerMail => ({
  id,
  subject,
  created_at: '2026-11-02T18:00:00.000Z',
  done_at,
  status,
  attempts: 1,
});

describe('E-mails on the learner page', () => {
  it("lists the learner's e-mails as the server orders them (newest first) with their status", async () => {
    const wire = mockWire(
      answer(learnerActions.learnerMails, () => [
        mail(9, 'Reminder: your driving lesson tomorrow', 'queued', null),
        mail(8, 'Your driving lesson has moved', 'failed', '2026-11-02T18:40:00.000Z'),
        mail(7, 'Your driving lessons are booked', 'sent', '2026-11-01T10:00:05.000Z'),
      ]),
    );
    renderScreen(<LearnerMails learnerId={25} />, { session: OFFICE_USER });
    const table = await screen.findByRole('table', { name: 'E-mails' });
    const [, newest, middle, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('Reminder: your driving lesson tomorrow');
    expect(newest).toHaveTextContent('Waiting');
    expect(middle).toHaveTextContent('Not sent');
    expect(oldest).toHaveTextContent('Your driving lessons are booked');
    expect(oldest).toHaveTextContent('Sent');
    expect(wire.sent(learnerActions.learnerMails)).toEqual([expect.objectContaining({ id: '25' })]);
  });
});
