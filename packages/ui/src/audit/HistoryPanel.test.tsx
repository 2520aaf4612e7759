import { screen, within } from '@testing-library/react';
import type { AuditEntry, PageRequest } from '@dss/contract';
import { renderWithUi } from '../test-utils/renderWithUi';
// The table's view loads lazily in the kit; the panel's rows are awaited with findBy.
import { HistoryPanel } from './HistoryPanel';

const QUERY: PageRequest<'at'> = { search: '', sort: 'at', dir: 'desc', page: 0, pagesize: 5 };

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-07-01T13:05:00.000Z',
  staff_id: 2,
  staff_name: 'Daniel Okafor',
  action: 'updatelearner',
  operation: 'U',
  record_kind: 'learner',
  record_id: 12,
  changes: {},
  ...over,
});

describe('History panel', () => {
  it('shows when (London time), who, the action, the record and each changed field before and after', async () => {
    const rows = [
      entry({ id: 3, changes: { fname: ['Amelia', 'Amy'], landline: [null, '02085550000'] } }),
      entry({
        id: 2,
        staff_id: null,
        staff_name: '',
        action: 'lifecycle',
        record_kind: 'learner_payment',
        record_id: 9,
        operation: 'I',
        changes: { price: [null, '70.00'] },
      }),
      entry({ id: 1, action: 'updateadiadvance', record_kind: 'instructor', changes: { sort_code: ['(masked)', '(masked)'] } }),
    ];
    renderWithUi(<HistoryPanel server={{ page: { rows, total: 3 }, query: QUERY, onQueryChange: () => {} }} />);
    const table = await screen.findByRole('table', { name: 'History' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    // 13:05 UTC in July is 14:05 in London (BST)
    expect(first).toHaveTextContent('01/07/2026 14:05');
    expect(first).toHaveTextContent('Daniel Okafor (2)');
    expect(first).toHaveTextContent('learner 12 changed');
    expect(within(first!).getByText('First name: Amelia → Amy')).toBeInTheDocument();
    expect(within(first!).getByText('Landline: — → 020 8555 0000')).toBeInTheDocument();
    expect(second).toHaveTextContent('System (nightly job)');
    expect(within(second!).getByText('Price: 70.00')).toBeInTheDocument();
    expect(second).toHaveTextContent('learner payment 9 added');
    expect(within(third!).getByText('Sort code: (masked) → (masked)')).toBeInTheDocument();
  });

  it('says so when nothing is recorded yet', async () => {
    renderWithUi(<HistoryPanel server={{ page: { rows: [], total: 0 }, query: QUERY, onQueryChange: () => {} }} />);
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });
});
