import {
  ADMIN_TEXTS,
  GEAR_TYPES,
  LESSON_DESCRIPTION_MAX,
  lessonPlanFields,
  PROMO_CODE_MAX,
  REMOVE_CONFIRM_TEXTS,
  validateWithSchema,
  type AdminLessonPlan,
  type LessonPlanFormValues,
  filledFields,
} from '@dss/contract';
import {
  formatDate,
  formatGBP,
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

const validate = validateWithSchema(lessonPlanFields);
const gear = (g: string) => GEAR_TYPES.find((t) => t.value === g)?.label ?? g;

const PACKAGE_COLUMNS: TableColumn<AdminLessonPlan>[] = [
  { key: 'text_description', header: 'Package' },
  { key: 'gear_type', header: 'Gear Type', render: (p) => gear(p.gear_type) },
  { key: 'hours', header: 'Credits', align: 'end', render: (p) => p.hours },
  { key: 'plan_price', header: 'Price', align: 'end', render: (p) => formatGBP(p.plan_price) },
];

/** Current Lesson Packages and Create New Lesson Package (document 3 §2, §5). */
export function AddLessonPlanPage() {
  const { data: plans = [], isFetching } = plansApi.useAdminLoadLessonPlansQuery();
  const [save] = plansApi.useAdminSaveLessonPlanMutation();
  const current = plans.filter((p) => p.status === 1);

  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Create New Lesson Package">
      <Section title="Current Lesson Packages">
        <SearchableTable
          label="Current lesson packages"
          columns={PACKAGE_COLUMNS}
          rows={current}
          getRowId={(p) => p.plan_id}
          loading={isFetching && plans.length === 0}
        />
      </Section>
      <Section title="Create New Lesson Package">
        <SubmitForm<LessonPlanFormValues>
          validate={validate}
          save={(values) => save(filledFields(values, ['desc', 'price', 'hours', 'gears', 'promocode']))}
          texts={adminOutcome(ADMIN_TEXTS.lessonAdded, ADMIN_TEXTS.lessonAddError)}
          submitLabel="Create Lesson Package"
        >
          <TextField name="desc" label="Package Description" maxLength={LESSON_DESCRIPTION_MAX} counter required />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="price" label="Package Price (£)" inputMode="decimal" required />
            <TextField name="hours" label="Package Total Hours" inputMode="numeric" helperText="One credit per hour" required />
            <SelectField name="gears" label="Gear Type" options={GEAR_TYPES} placeholder="Select gear type" required />
            <TextField name="promocode" label="Promotion Code" maxLength={PROMO_CODE_MAX} counter />
          </SimpleGrid>
        </SubmitForm>
      </Section>
    </ScreenLayout>
  );
}

/** Manage Lesson Plans: every plan, Remove for active ones after a confirmation. */
export function ManageLessonPlansPage() {
  const { data: plans = [], isFetching } = plansApi.useAdminLoadLessonPlansQuery();
  const [removePlan] = plansApi.useAdminRemoveLessonPlanMutation();
  const statusColumns = useStatusColumns<AdminLessonPlan>({
    statusKey: 'status',
    isActive: (p) => p.status === 1,
    label: (p) => p.text_description,
    confirmText: REMOVE_CONFIRM_TEXTS.lesson,
    removeRow: (p) => removePlan({ plan_id: p.plan_id }),
    removed: ADMIN_TEXTS.lessonRemoved,
    removeError: ADMIN_TEXTS.lessonRemoveError,
  });

  const columns: TableColumn<AdminLessonPlan>[] = [
    { key: 'plan_id', header: 'ID', render: (p) => p.plan_id },
    ...PACKAGE_COLUMNS,
    { key: 'promocode', header: 'Promo Code', render: (p) => p.promocode ?? '' },
    { key: 'created_on', header: 'Created On', render: (p) => formatDate(p.created_on) },
    ...statusColumns,
  ];
  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Manage Lesson Plans">
      <SearchableTable
        label="Lesson plans"
        columns={columns}
        rows={plans}
        getRowId={(p) => p.plan_id}
        loading={isFetching && plans.length === 0}
      />
    </ScreenLayout>
  );
}
