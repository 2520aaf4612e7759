import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditActions, type AuditEntry } from '@dss/contract';
import { ADMIN, answer, mockWire, renderScreen } from '@dss/test-support';
import { AuditLogPage } from './AuditLogPage';

jest.setTimeout(20_000);

const ENTRY: AuditEntry = {
  id: 41,
  at: '2026-01-15T10:30:00.000Z',
  staff_id: 2,
  staff_name: 'Daniel Okafor',
  action: 'updatelearner',
  operation: 'U',
  record_kind: 'learner',
  record_id: 12,
  changes: { lname: ['Smith', 'Jones'] },
};

describe('Audit Log', () => {
  it('lists the newest entries first, a page from the server', async () => {
    const wire = mockWire(answer(auditActions.auditLog, () => ({ rows: [ENTRY], total: 1 })));
    renderScreen(<AuditLogPage />, { session: ADMIN });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Last name: Smith → Jones')).toBeInTheDocument();
    expect(within(table).getByText('Daniel Okafor (2)')).toBeInTheDocument();
    expect(wire.sent(auditActions.auditLog)[0]).toMatchObject({
      sort: 'at',
      dir: 'desc',
      page: '0',
      pagesize: '25',
      bystaff: '',
    });
  });

  it('searches by staff member, action, record and dates on the server, and exports the same selection', async () => {
    const wire = mockWire(
      answer(auditActions.auditLog, () => ({ rows: [ENTRY], total: 1 })),
      answer(auditActions.auditLogExport, () => ({ fileName: 'audit-log.csv', file: 'Entry\n' })),
    );
    URL.createObjectURL = jest.fn(() => 'blob:audit');
    URL.revokeObjectURL = jest.fn();
    renderScreen(<AuditLogPage />, { session: ADMIN });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Staff ID'), '2');
    await user.type(screen.getByLabelText('Action'), 'updatelearner');
    await user.type(screen.getByLabelText('Record ID'), '12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(wire.sent(auditActions.auditLog).at(-1)).toMatchObject({
        bystaff: '2',
        act: 'updatelearner',
        recordid: '12',
        page: '0',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(wire.sent(auditActions.auditLogExport)).toEqual([
        { auditlogexport: '1', bystaff: '2', kind: '', recordid: '12', act: 'updatelearner', from: '', to: '' },
      ]),
    );
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('refuses a staff ID that is not a number before asking the server', async () => {
    const wire = mockWire(answer(auditActions.auditLog, () => ({ rows: [], total: 0 })));
    renderScreen(<AuditLogPage />, { session: ADMIN });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Staff ID'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Staff ID is a number.')).toBeInTheDocument();
    expect(wire.sent(auditActions.auditLog).every((f) => f.bystaff === '')).toBe(true);
  });
});
