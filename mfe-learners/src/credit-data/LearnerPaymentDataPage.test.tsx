import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEARNER_TEXTS, learnerActions, type CreditLearner } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import { LearnerPaymentDataPage } from './LearnerPaymentDataPage';

jest.setTimeout(30_000);

const learner = (id: number, over: Partial<CreditLearner> = {}): CreditLearner => ({
  student_id: id,
  title: 'Ms',
  fname: 'Ava',
  lname: 'Stone',
  mobile: '07700900123',
  email: `ava${id}@example.co.uk`,
  address: { postcode: 'E7 9QP' },
  pickup_pc: 'E7 9QP',
  created: '2026-10-01T09:00:00.000Z',
  credit_balance: 3,
  ...over,
});

describe("Learners' Payments Data (document 2 §2.9)", () => {
  it('asks the server for one page of the learners the keyword finds, newest first, and pages and sorts there', async () => {
    const wire = mockWire(
      answer(learnerActions.learnerPaymentSearch, ({ keyword }) =>
        keyword === 'nobody' ? { rows: [], total: 0 } : { rows: [learner(42), learner(41, { fname: 'Ben' })], total: 37 },
      ),
      answer(learnerActions.learnerCreditSummary, () => ({
        total_cred: 10,
        used_cred: 4,
        wasted_cred: 1,
        unused_cred: 3,
        booked_cred: 2,
      })),
      answer(learnerActions.learnerBookedCredits, () => [
        {
          booking_id: 77,
          booking_starts: '2026-12-01T10:00:00.000Z',
          booking_status: 1,
          booking_adi: 'John Brown',
          booking_added: '2026-11-20T09:00:00.000Z',
          booking_by: 'Demo Clerk',
        },
      ]),
    );
    renderScreen(<LearnerPaymentDataPage />);
    expect(wire.sent(learnerActions.learnerPaymentSearch)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox'), 'stone');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Learners' });
    expect(await within(table).findByText('L42')).toBeInTheDocument();
    expect(wire.sent(learnerActions.learnerPaymentSearch)[0]).toEqual({
      learnerpaymentsearch: '1',
      keyword: 'stone',
      sort: 'student_id',
      dir: 'desc',
      page: '0',
      pagesize: '10',
    });
    expect(screen.getByText(/of 37/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(wire.sent(learnerActions.learnerPaymentSearch).at(-1)).toMatchObject({ keyword: 'stone', page: '1' }),
    );
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(wire.sent(learnerActions.learnerPaymentSearch).at(-1)).toMatchObject({ keyword: 'stone', sort: 'name', page: '0' }),
    );

    await userEvent.click(within(table).getByRole('row', { name: /L41 Ms Ben Stone/ }));
    const dialog = await screen.findByRole('dialog', { name: /L41 - Ms Ben Stone/ });
    expect(await within(dialog).findByText('10')).toBeInTheDocument();
    // unused, booked, used and forfeited add up to the credits paid for; unused is what can still be booked
    expect(within(dialog).getByTestId('credits-unused')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('credits-booked')).toHaveTextContent('Booked Credits2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'More: Booked Credits' }));
    const booked = await within(dialog).findByRole('table', { name: 'Booked Credits' });
    expect(await within(booked).findByText('John Brown')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const box = screen.getByRole('textbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(LEARNER_TEXTS.noInformation)).toBeInTheDocument();
    expect(wire.sent(learnerActions.learnerPaymentSearch).at(-1)).toMatchObject({ keyword: 'nobody', sort: 'name', page: '0' });
  });
});
