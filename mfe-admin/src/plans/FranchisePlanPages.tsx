import {
  ADMIN_TEXTS,
  franchisePlanFields,
  PROMO_CODE_MAX,
  REMOVE_CONFIRM_TEXTS,
  validateWithSchema,
  WORK_TYPES,
  type FranchisePlan,
  type FranchisePlanFormValues,
  filledFields,
} from '@dss/contract';
import {
  formatDate,
  formatGBP,
  franchisePlanRef,
  ScreenLayout,
  SearchableTable,
  SelectField,
  SimpleGrid,
  SubmitForm,
  type TableColumn,
  TextField,
} from '@dss/ui';
import { adminOutcome } from '../shared/admin-outcome';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { useStatusColumns } from '../shared/useStatusColumns';
import { plansApi } from './plans-api';

const validate = validateWithSchema(franchisePlanFields);
const WORK_TYPE_OPTIONS = WORK_TYPES.map((w) => ({ value: w, label: w }));

/** Create New Franchise Package (document 3 §2, §5). */
export function AddFranchisePlanPage() {
  const [save] = plansApi.useAdminSaveFranchisePlanMutation();

  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Create New Franchise Package">
      <Section title="Create New Franchise Package">
        <SubmitForm<FranchisePlanFormValues>
          validate={validate}
          save={(values) => save(filledFields(values, ['initial_fee', 'weekly_fee', 'work_type', 'weekly_hours', 'promo_code']))}
          texts={adminOutcome(ADMIN_TEXTS.franchiseAdded, ADMIN_TEXTS.franchiseAddError)}
          submitLabel="Create Franchise Package"
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="initial_fee" label="Joining Fee (£)" inputMode="decimal" required />
            <TextField name="weekly_fee" label="Weekly Fee (£)" inputMode="decimal" required />
            <SelectField name="work_type" label="Work Type" options={WORK_TYPE_OPTIONS} placeholder="Select work type" required />
            <TextField name="weekly_hours" label="Weekly Hours" inputMode="numeric" required />
            <TextField name="promo_code" label="Promotion Code" maxLength={PROMO_CODE_MAX} counter />
          </SimpleGrid>
        </SubmitForm>
      </Section>
    </ScreenLayout>
  );
}

/** Manage Franchise Plans: every plan, Remove for active ones after a confirmation. */
export function ManageFranchisePlansPage() {
  const { data: plans = [], isFetching } = plansApi.useAdminLoadFranchisePlansQuery();
  const [removePlan] = plansApi.useAdminRemoveFranchisePlanMutation();
  const statusColumns = useStatusColumns<FranchisePlan>({
    statusKey: 'state',
    isActive: (p) => p.state === 1,
    label: (p) => franchisePlanRef(p.plan_id),
    confirmText: REMOVE_CONFIRM_TEXTS.franchise,
    removeRow: (p) => removePlan({ plan_id: p.plan_id }),
    removed: ADMIN_TEXTS.franchiseRemoved,
    removeError: ADMIN_TEXTS.franchiseRemoveError,
  });
  const columns: TableColumn<FranchisePlan>[] = [
    { key: 'plan_id', header: 'Plan ID', render: (p) => franchisePlanRef(p.plan_id) },
    { key: 'initial_fee', header: 'Joining Fee', align: 'end', render: (p) => formatGBP(p.initial_fee) },
    { key: 'weekly_fee', header: 'Weekly Fee', align: 'end', render: (p) => formatGBP(p.weekly_fee) },
    { key: 'work_type', header: 'Work Type' },
    { key: 'weekly_hours', header: 'Weekly Hours', align: 'end', render: (p) => p.weekly_hours },
    { key: 'promo_code', header: 'Promo Code', render: (p) => p.promo_code ?? '' },
    { key: 'created_on', header: 'Created On', render: (p) => formatDate(p.created_on) },
    ...statusColumns,
  ];
  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Manage Franchise Plans">
      <SearchableTable
        label="Franchise plans"
        columns={columns}
        rows={plans}
        getRowId={(p) => p.plan_id}
        loading={isFetching && plans.length === 0}
      />
    </ScreenLayout>
  );
}
