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
      answer(learnerActions.learnerCreditSummary, () => ({ total_cred: 10, used_cred: 4, wasted_cred: 1, unused_cred: 5 })),
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

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const box = screen.getByRole('textbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(LEARNER_TEXTS.noInformation)).toBeInTheDocument();
    expect(wire.sent(learnerActions.learnerPaymentSearch).at(-1)).toMatchObject({ keyword: 'nobody', sort: 'name', page: '0' });
  });
});
