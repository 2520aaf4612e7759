import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_TEXTS,
  adminActions,
  auditActions,
  DEFAULT_STAFF_PASSWORD,
  RESET_STAFF_PASSWORD,
  type StaffMember,
} from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen, TITLES } from '@dss/test-support';
import { AddStaffPage } from './AddStaffPage';
import { ManageStaffPage } from './ManageStaffPage';
import { ResetStaffPasswordPage } from './ResetStaffPasswordPage';

const member = (id: number, accState: number, fname: string): StaffMember => ({
  staff_id: id,
  title_id: 2,
  title: 'Mrs',
  fname,
  mname: '',
  lname: 'Shah',
  mobile: '07700900777',
  email: `${fname.toLowerCase()}@school.invalid`,
  accState,
  privileges: [11],
  created: '2024-01-02T09:00:00.000Z',
});
const STAFF = [
  member(4, 1, 'Active'),
  member(5, 0, 'Blocked'),
  member(6, 2, 'Readonly'),
  member(7, 3, 'Deleted'),
  member(8, 9, 'Odd'),
];

/** The staff screens' reads; saves answer SUCCESS. */
// Staff titles answer the title without its gender (TitleOption), unlike the learners' dictionary.
const STAFF_TITLES = TITLES.map(({ id, txt, favourite }) => ({ id, txt, favourite }));
const STAFF_READS = [answer(adminActions.staffTitles, () => STAFF_TITLES), answer(adminActions.loadStaff, () => STAFF)];
const asAdmin = { session: ADMIN };

// Typing whole forms key by key takes several seconds on a loaded two-core machine.
jest.setTimeout(20_000);

describe('Add Staff', () => {
  it('shows the read-only default password with its note', async () => {
    mockWire(...STAFF_READS);
    renderScreen(<AddStaffPage />, asAdmin);
    const password = screen.getByLabelText('Default Password');
    expect(password).toHaveValue(DEFAULT_STAFF_PASSWORD);
    expect(password).toHaveAttribute('readonly');
    expect(screen.getByText(/must change it on login/)).toBeInTheDocument();
  });

  it("shows the spec's messages for each field", async () => {
    mockWire(...STAFF_READS);
    renderScreen(<AddStaffPage />, asAdmin);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^First Name/));
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile/), '0770abc');
    await user.tab();
    expect(screen.getByText('Only numbers are allowed.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Mobile/));
    await user.type(screen.getByLabelText(/^Mobile/), '07700');
    await user.tab();
    expect(screen.getByText('Mobile number can not be less than 9 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'not-mail');
    await user.tab();
    expect(screen.getByText('Invalid e-mail address')).toBeInTheDocument();
    // Names stop at 20 characters.
    expect(screen.getByLabelText(/^Surname/)).toHaveAttribute('maxlength', '20');
    expect(screen.getByRole('button', { name: 'Add Office Staff' })).toBeDisabled();
  });

  it('sends the person with the title id and privlist, says the new User ID, then clears the form', async () => {
    const wire = mockWire(
      ...STAFF_READS,
      answer(adminActions.saveStaff, () => ({ id: 14 })),
    );
    renderScreen(<AddStaffPage />, asAdmin);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Mrs' });
    await user.selectOptions(screen.getByLabelText(/^Title/), 'Mrs');
    await user.type(screen.getByLabelText(/^First Name/), 'Priya');
    await user.type(screen.getByLabelText(/^Surname/), 'Shah');
    await user.type(screen.getByLabelText(/^Mobile/), '07700900777');
    await user.type(screen.getByLabelText(/^E-mail/), 'priya@school.invalid');
    await user.click(screen.getByText('Financial & management reports'));
    await user.click(screen.getByRole('button', { name: 'Add Office Staff' }));
    await closeAlert('Staff Added to system successfully. Their User ID is 14.');
    expect(wire.calls.find((c) => c.action === adminActions.saveStaff)).toMatchObject({
      endpoint: 'ctroaV2.php',
      token: ADMIN.token,
    });
    expect(wire.sent(adminActions.saveStaff)[0]).toMatchObject({
      title: '2',
      fname: 'Priya',
      lname: 'Shah',
      mobile: '07700900777',
      email: 'priya@school.invalid',
      privlist: '[11,12]',
    });
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue(''));
  });

  it("shows the spec's error when the server refuses", async () => {
    mockWire(
      ...STAFF_READS,
      answer(adminActions.saveStaff, () => refuse(409, 'x')),
    );
    renderScreen(<AddStaffPage />, asAdmin);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Mr' });
    await user.selectOptions(screen.getByLabelText(/^Title/), 'Mr');
    await user.type(screen.getByLabelText(/^First Name/), 'Sam');
    await user.type(screen.getByLabelText(/^Surname/), 'Hill');
    await user.type(screen.getByLabelText(/^Mobile/), '07700900778');
    await user.type(screen.getByLabelText(/^E-mail/), 'sam@school.invalid');
    await user.click(screen.getByRole('button', { name: 'Add Office Staff' }));
    expect(await screen.findByText(ADMIN_TEXTS.staffAddError)).toBeInTheDocument();
  });
});

describe('View/Edit Office Staff', () => {
  it('labels each account state and offers only its allowed actions', async () => {
    mockWire(...STAFF_READS);
    renderScreen(<ManageStaffPage />, asAdmin);
    const table = await screen.findByRole('table', { name: 'Office staff' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`Mrs ${name} Shah`) });
    await within(table).findByText('Mrs Active Shah');
    const buttons = (name: string) =>
      within(row(name))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Active')).toEqual(['Edit', 'Block', 'Delete']);
    expect(buttons('Blocked')).toEqual(['Edit', 'Unblock', 'Delete']);
    expect(buttons('Readonly')).toEqual(['View']);
    expect(buttons('Deleted')).toEqual(['View']);
    expect(within(row('Active')).getByText('Active')).toHaveAttribute('data-state-colour', '#2f855a');
    expect(within(row('Blocked')).getByText('Blocked')).toHaveAttribute('data-state-colour', '#c05621');
    expect(within(row('Readonly')).getByText('Readonly')).toHaveAttribute('data-state-colour', '#546e7a');
    expect(within(row('Deleted')).getByText('Deleted')).toHaveAttribute('data-state-colour', '#c53030');
    expect(within(row('Odd')).getByText('Error')).toBeInTheDocument();
  });

  it('confirms block, unblock and delete with their texts before sending', async () => {
    const wire = mockWire(...STAFF_READS);
    renderScreen(<ManageStaffPage />, asAdmin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block Mrs Active Shah' }));
    expect(await screen.findByText(ADMIN_TEXTS.confirmBlock)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(wire.sent(adminActions.blockStaff)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Block Mrs Active Shah' }));
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await closeAlert(ADMIN_TEXTS.staffBlocked);
    expect(wire.sent(adminActions.blockStaff)[0]).toMatchObject({ staff_id: '4' });

    await user.click(screen.getByRole('button', { name: 'Unblock Mrs Blocked Shah' }));
    expect(await screen.findByText(ADMIN_TEXTS.confirmUnblock)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Un-block' }));
    await closeAlert(ADMIN_TEXTS.staffUnblocked);

    await user.click(screen.getByRole('button', { name: 'Delete Mrs Blocked Shah' }));
    expect(await screen.findByText(ADMIN_TEXTS.confirmDelete)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_TEXTS.staffDeleted)).toBeInTheDocument();
    expect(wire.sent(adminActions.deleteStaff)[0]).toMatchObject({ staff_id: '5' });
  });

  it('edits a member in a dialog and shows a deleted one read-only', async () => {
    const wire = mockWire(...STAFF_READS);
    renderScreen(<ManageStaffPage />, asAdmin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Mrs Active Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Office Staff' });
    const fname = within(dialog).getByLabelText(/^First Name/);
    expect(fname).toHaveValue('Active');
    await user.clear(fname);
    await user.tab();
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    await user.type(fname, 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Update Staff' }));
    await closeAlert(ADMIN_TEXTS.staffUpdated);
    expect(wire.sent(adminActions.updateStaff)[0]).toMatchObject({
      staff_id: '4',
      fname: 'Renamed',
      title: '2',
      privlist: '[11]',
    });

    await user.click(screen.getByRole('button', { name: 'View Mrs Deleted Shah' }));
    const view = await screen.findByRole('dialog', { name: 'Office Staff' });
    expect(within(view).getByText('deleted@school.invalid')).toBeInTheDocument();
    expect(within(view).queryByRole('textbox')).toBeNull();
  });

  it("shows the member's History, newest first, in the view dialog", async () => {
    const wire = mockWire(
      ...STAFF_READS,
      answer(auditActions.recordHistory, () => ({
        rows: [
          {
            id: 9,
            at: '2026-01-15T10:30:00.000Z',
            staff_id: 1,
            staff_name: 'Helen Whitmore',
            action: 'blockstaff',
            operation: 'U' as const,
            record_kind: 'staff',
            record_id: 5,
            changes: { acc_state: [1, 0] as [number, number] },
          },
        ],
        total: 1,
      })),
    );
    renderScreen(<ManageStaffPage />, asAdmin);
    await userEvent.click(await screen.findByRole('button', { name: 'View Mrs Deleted Shah' }));
    const view = await screen.findByRole('dialog', { name: 'Office Staff' });
    const history = await within(view).findByRole('table', { name: 'History' });
    expect(await within(history).findByText('Account state: 1 → 0')).toBeInTheDocument();
    expect(within(history).getByText('Helen Whitmore (1)')).toBeInTheDocument();
    expect(wire.sent(auditActions.recordHistory)[0]).toMatchObject({ kind: 'staff', id: '7', sort: 'at', dir: 'desc' });
  });

  it('shows a Load button when the table is empty', async () => {
    const wire = mockWire(
      ...STAFF_READS,
      answer(adminActions.loadStaff, () => []),
    );
    renderScreen(<ManageStaffPage />, asAdmin);
    await userEvent.click(await screen.findByRole('button', { name: 'Load' }));
    await waitFor(() => expect(wire.sent(adminActions.loadStaff)).toHaveLength(2));
  });
});

describe('Reset Office Staff Password', () => {
  it('names the reset password and resets only active staff after confirmation', async () => {
    const wire = mockWire(...STAFF_READS);
    renderScreen(<ResetStaffPasswordPage />, asAdmin);
    expect(screen.getByText(new RegExp(RESET_STAFF_PASSWORD))).toBeInTheDocument();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Reset password of Mrs Blocked Shah' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset password of Mrs Deleted Shah' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset password of Mrs Active Shah' }));
    expect(await screen.findByText(ADMIN_TEXTS.confirmReset)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(ADMIN_TEXTS.staffPasswordReset)).toBeInTheDocument();
    expect(wire.sent(adminActions.resetStaffPassword)[0]).toMatchObject({ staff_id: '4' });
  });
});
