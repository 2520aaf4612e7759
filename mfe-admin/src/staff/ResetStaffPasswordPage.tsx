import { ADMIN_TEXTS, RESET_STAFF_PASSWORD, staffActionsFor, staffFullName, type StaffMember } from '@dss/contract';
import { Alert, Button, ScreenLayout, SearchableTable, type TableColumn, useAlerts, useSubmit } from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { adminOutcome } from '../shared/admin-outcome';
import { staffApi } from './staff-api';
import { STAFF_COLUMNS } from './staff-columns';

export const RESET_BANNER = `A reset sets the staff member's password to ${RESET_STAFF_PASSWORD}. They must choose a new password when they next sign in.`;

/** Reset Office Staff Password (document 3 §2, §4): only Active staff can be reset. */
export function ResetStaffPasswordPage() {
  const { data: staff = [], isFetching } = staffApi.useAdminLoadStaffQuery();
  const [reset] = staffApi.useAdminResetStaffPasswordMutation();
  const alerts = useAlerts();
  const submit = useSubmit();

  async function resetPassword(member: StaffMember) {
    if (!(await alerts.confirm('Please confirm', ADMIN_TEXTS.confirmReset, { confirmLabel: 'Reset' }))) return;
    const answer = await reset({ staff_id: member.staff_id });
    await submit(answer, adminOutcome(ADMIN_TEXTS.staffPasswordReset, ADMIN_TEXTS.staffPasswordResetError));
  }

  const columns: TableColumn<StaffMember>[] = [
    ...STAFF_COLUMNS,
    {
      key: 'actions',
      header: 'Actions',
      searchValue: () => '',
      render: (member) => (
        <Button
          size="xs"
          colorPalette="red"
          disabled={!staffActionsFor(member.accState).reset}
          aria-label={`Reset password of ${staffFullName(member)}`}
          onClick={() => resetPassword(member)}
        >
          Reset Password
        </Button>
      ),
    },
  ];

  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Reset Office Staff Password">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{RESET_BANNER}</Alert.Title>
      </Alert.Root>
      <SearchableTable
        label="Office staff"
        columns={columns}
        rows={staff}
        getRowId={(s) => s.staff_id}
        loading={isFetching && staff.length === 0}
      />
    </ScreenLayout>
  );
}
