import { shellApi } from '@dss/api';
import { formatGBP, Table, Text, ViewDialog } from '@dss/ui';

/** Active lesson packages and their prices (document 1 §2, §4: only status 1). */
export function PackagePricesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { data: plans, isLoading } = shellApi.useShellLessonPacksQuery(undefined, { skip: !open });
  return (
    <ViewDialog open={open} onClose={onClose} title="Package Prices" maxWidth={800}>
      {isLoading && <Text>Loading packages…</Text>}
      {plans && plans.length === 0 && <Text>No Data to display</Text>}
      {plans && plans.length > 0 && (
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Package</Table.ColumnHeader>
              <Table.ColumnHeader>Gear Type</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Credits</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plans.map((plan) => (
              <Table.Row key={plan.plan_id}>
                <Table.Cell>{plan.text_description}</Table.Cell>
                <Table.Cell textTransform="capitalize">{plan.gear_type}</Table.Cell>
                <Table.Cell textAlign="end">{plan.hours}</Table.Cell>
                <Table.Cell textAlign="end">{formatGBP(plan.plan_price)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </ViewDialog>
  );
}
