import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_MESSAGES, financeActions, FINANCE_TEXTS, type ActiveInstructorRow } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import { FranchisePaymentReportPage, NO_PACKAGE_TEXT } from './FranchisePaymentReportPage';

// Forms typed key by key take several seconds on the two shared cores when suites run side by side.
jest.setTimeout(30_000);

const INSTRUCTOR: ActiveInstructorRow = {
  adi_id: 4,
  title: 'Ms',
  fname: 'Amara',
  lname: 'Okoye',
  mobile: '07700900456',
  email: 'amara@example.co.uk',
  teaching_gears: 'automatic',
  created: '2022-05-01T10:00:00.000Z',
  currAddr: { fline: '2 Low Road', sline: '', city: 'York', county: '', postcode: 'YO1 1AA' },
  accState: 1,
};

function wire(plan: boolean) {
  return mockWire(
    answer(financeActions.activeInstructors, () => ({ rows: [INSTRUCTOR], total: 1 })),
    answer(financeActions.franchisePlan, () => ({
      adi_id: 4,
      name: 'Amara Okoye',
      plan_data: plan
        ? {
            plan_id: 3,
            initial_fee: '450.00',
            weekly_fee: '150.00',
            weekly_hours: 40,
            work_type: 'Full-Time' as const,
            created_on: '2022-01-01T00:00:00.000Z',
            promo_code: null,
          }
        : null,
      regularity: plan ? 4.33 : null,
      regularity_name: plan ? 'Monthly' : null,
      start_date: plan ? '2022-05-02' : null,
      recored_by: plan ? 'Sophie Clarke' : null,
    })),
    answer(financeActions.paymentHistory, (input) => ({
      rows: [
        {
          transaction_id: 9,
          reference: 'JAN-FEE',
          amount: '649.50',
          type_id: 2,
          type_name: 'Franchise fee',
          method_id: 1,
          method_name: 'Direct debit',
          date_of_transaction: '2025-01-03T10:00:00.000Z',
          added: '2025-01-03T10:00:00.000Z',
          staff_name: 'Sophie Clarke',
        },
      ],
      total: 1,
      start: input.start || '2025-01-01',
      end: input.end || '2025-03-31',
      amount_total: '649.50',
    })),
  );
}

describe('View Instructor Franchise Payment Report', () => {
  it("shows the chosen instructor's package and their payments between the two dates with the total", async () => {
    const mock = wire(true);
    renderScreen(<FranchisePaymentReportPage />);
    expect(screen.getByText(FINANCE_TEXTS.selectInstructor)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('row', { name: /A4 Ms Amara Okoye/ }));
    const plan = await screen.findByLabelText('Current franchise package');
    expect(await within(plan).findByText('F3')).toBeInTheDocument();
    expect(within(plan).getByText('Monthly')).toBeInTheDocument();
    expect(within(plan).getByText('£150.00')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: '2025-03-31' } });
    fireEvent.change(screen.getByLabelText(/^End Date/), { target: { value: '2025-01-01' } });
    fireEvent.blur(screen.getByLabelText(/^End Date/));
    expect(await screen.findByText(EXPORT_MESSAGES.order)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Report' })).toBeDisabled();
    expect(mock.sent(financeActions.paymentHistory)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText(/^End Date/), { target: { value: '2025-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'View Report' }));
    const table = await screen.findByRole('table', { name: 'Franchise payments' });
    expect(await within(table).findByText('JAN-FEE')).toBeInTheDocument();
    expect(screen.getByTestId('payments-total')).toHaveTextContent('£649.50');
    expect(mock.sent(financeActions.paymentHistory)[0]).toMatchObject({ id: '4', start: '2025-01-01', end: '2025-03-31' });
  });

  it('says when the instructor has no franchise package', async () => {
    wire(false);
    renderScreen(<FranchisePaymentReportPage />);
    await userEvent.click(await screen.findByRole('row', { name: /A4 Ms Amara Okoye/ }));
    expect(await screen.findByText(NO_PACKAGE_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another instructor' }));
    expect(await screen.findByRole('table', { name: 'Active instructors' })).toBeInTheDocument();
  });
});
