import { useState } from 'react';
import {
  ADMIN_TEXTS,
  staffActionsFor,
  staffForm,
  staffFullName,
  validateWithSchema,
  type StaffFormValues,
  type StaffMember,
} from '@dss/contract';
import {
  Button,
  DataList,
  formatDate,
  formatMobile,
  HStack,
  PersistentDialog,
  ScreenLayout,
  SearchableTable,
  Stack,
  SubmitForm,
  type TableColumn,
  useAlerts,
  useSubmit,
  ViewDialog,
} from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { adminOutcome } from '../shared/admin-outcome';
import { staffApi } from './staff-api';
import { STAFF_COLUMNS } from './staff-columns';
import { StaffFields, staffFormValues, staffWireFields } from './StaffFields';
import { StaffHistory } from './StaffHistory';
import { StaffStateBadge } from './StaffStateBadge';

const STAFF_DIALOG_WIDTH = 500;
/** The view dialog holds the member's History table as well. */
const HISTORY_DIALOG_WIDTH = 960;
const validate = validateWithSchema(staffForm);

/** View/Edit Office Staff (document 3 §2, §4): the allowed actions of each account state. */
export function ManageStaffPage() {
  const { data: staff = [], isFetching, refetch } = staffApi.useAdminLoadStaffQuery();
  const [update] = staffApi.useAdminUpdateStaffMutation();
  const [block] = staffApi.useAdminBlockStaffMutation();
  const [unblock] = staffApi.useAdminUnblockStaffMutation();
  const [remove] = staffApi.useAdminDeleteStaffMutation();
  const alerts = useAlerts();
  const submit = useSubmit();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [viewing, setViewing] = useState<StaffMember | null>(null);

  async function change(member: StaffMember, kind: 'block' | 'unblock' | 'delete') {
    const texts = {
      block: {
        confirm: ADMIN_TEXTS.confirmBlock,
        label: 'Block',
        done: ADMIN_TEXTS.staffBlocked,
        run: () => block({ staff_id: member.staff_id }),
      },
      unblock: {
        confirm: ADMIN_TEXTS.confirmUnblock,
        label: 'Un-block',
        done: ADMIN_TEXTS.staffUnblocked,
        run: () => unblock({ staff_id: member.staff_id }),
      },
      delete: {
        confirm: ADMIN_TEXTS.confirmDelete,
        label: 'Delete',
        done: ADMIN_TEXTS.staffDeleted,
        run: () => remove({ staff_id: member.staff_id }),
      },
    }[kind];
    if (!(await alerts.confirm('Please confirm', texts.confirm, { confirmLabel: texts.label }))) return;
    await submit(await texts.run(), adminOutcome(texts.done, ADMIN_TEXTS.staffUpdateError));
  }

  const columns: TableColumn<StaffMember>[] = [
    ...STAFF_COLUMNS,
    {
      key: 'actions',
      header: 'Actions',
      searchValue: () => '',
      render: (member) => {
        const allowed = staffActionsFor(member.accState);
        const name = staffFullName(member);
        return (
          <HStack gap="1" wrap="wrap">
            {allowed.edit ? (
              <Button size="xs" colorPalette="teal" aria-label={`Edit ${name}`} onClick={() => setEditing(member)}>
                Edit
              </Button>
            ) : (
              <Button size="xs" variant="outline" aria-label={`View ${name}`} onClick={() => setViewing(member)}>
                View
              </Button>
            )}
            {allowed.block && (
              <Button size="xs" colorPalette="orange" aria-label={`Block ${name}`} onClick={() => change(member, 'block')}>
                Block
              </Button>
            )}
            {allowed.unblock && (
              <Button size="xs" colorPalette="green" aria-label={`Unblock ${name}`} onClick={() => change(member, 'unblock')}>
                Unblock
              </Button>
            )}
            {allowed.delete && (
              <Button size="xs" colorPalette="red" aria-label={`Delete ${name}`} onClick={() => change(member, 'delete')}>
                Delete
              </Button>
            )}
          </HStack>
        );
      },
    },
  ];

  return (
    <ScreenLayout
      home={ADMIN_CRUMB}
      title="View/Edit Office Staff"
      actions={
        staff.length === 0 ? (
          <Button onClick={() => refetch()} loading={isFetching}>
            Load
          </Button>
        ) : null
      }
    >
      <SearchableTable
        label="Office staff"
        columns={columns}
        rows={staff}
        getRowId={(s) => s.staff_id}
        loading={isFetching && staff.length === 0}
        searchHint="Search by ID, Name, Mobile, E-mail or Account Status"
      />

      <PersistentDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit Office Staff"
        maxWidth={STAFF_DIALOG_WIDTH}
      >
        {editing && (
          <SubmitForm<StaffFormValues>
            validate={validate}
            save={(values) => update({ staff_id: editing.staff_id, ...staffWireFields(values) })}
            texts={adminOutcome(ADMIN_TEXTS.staffUpdated, ADMIN_TEXTS.staffUpdateError)}
            submitLabel="Update Staff"
            initialValues={staffFormValues(editing)}
            resetOnSuccess={false}
            requireChange
            onSaved={() => setEditing(null)}
            leadingActions={
              <Button variant="outline" onClick={() => setEditing(null)}>
                Close
              </Button>
            }
            align="end"
          >
            <StaffFields />
          </SubmitForm>
        )}
      </PersistentDialog>

      <ViewDialog open={viewing !== null} onClose={() => setViewing(null)} title="Office Staff" maxWidth={HISTORY_DIALOG_WIDTH}>
        {viewing && (
          <Stack gap="4">
            <StaffDetails member={viewing} />
            <StaffHistory staffId={viewing.staff_id} />
          </Stack>
        )}
      </ViewDialog>
    </ScreenLayout>
  );
}

function StaffDetails({ member }: { member: StaffMember }) {
  const items: [string, React.ReactNode][] = [
    ['ID', member.staff_id],
    ['Name', staffFullName(member)],
    ['Mobile', formatMobile(member.mobile)],
    ['E-mail', member.email],
    ['Account Status', <StaffStateBadge key="s" state={member.accState} />],
    ['Reports privilege', member.privileges.includes(12) ? 'Yes' : 'No'],
    ['Added on', formatDate(member.created)],
  ];
  return (
    <DataList.Root orientation="horizontal">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
