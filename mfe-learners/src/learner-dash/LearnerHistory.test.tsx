import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditActions, type AuditEntry } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import { LearnerHistory } from './LearnerHistory';

jest.setTimeout(20_000);

const entry = (id: number): AuditEntry => ({
  id,
  at: '2026-01-15T10:30:00.000Z',
  staff_id: 2,
  staff_name: 'Daniel Okafor',
  action: 'updatelearner',
  operation: 'U',
  record_kind: 'learner',
  record_id: 12,
  changes: { mobile: ['07700900001', `0770090${String(id).padStart(4, '0')}`] },
});

describe("learner dashboard's History", () => {
  it("asks the server for the learner's entries, newest first, page by page", async () => {
    const wire = mockWire(answer(auditActions.recordHistory, ({ page }) => ({ rows: [entry(page === 0 ? 7 : 2)], total: 6 })));
    renderScreen(<LearnerHistory learnerId={12} />);
    const table = await screen.findByRole('table', { name: 'History' });
    expect(await within(table).findByText('Mobile: 0770 090 0001 → 0770 090 0007')).toBeInTheDocument();
    expect(wire.sent(auditActions.recordHistory)[0]).toMatchObject({
      kind: 'learner',
      id: '12',
      sort: 'at',
      dir: 'desc',
      page: '0',
      pagesize: '5',
    });
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(wire.sent(auditActions.recordHistory).at(-1)).toMatchObject({ page: '1' }));
    expect(await screen.findByText('Mobile: 0770 090 0001 → 0770 090 0002')).toBeInTheDocument();
  });
});
