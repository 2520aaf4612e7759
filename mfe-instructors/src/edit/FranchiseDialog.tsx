import {
  franchiseChangeForm,
  INSTRUCTOR_TEXTS,
  PAYMENT_REGULARITIES,
  validateWithSchema,
  type FranchisePlanData,
  type InstructorInfo,
  londonToday,
} from '@dss/contract';
import { DateField, SelectField, Stack, Text, useFieldValue } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { FeeCards, planLabel } from '../register/RegisterInstructorPage';
import { EditDialog, FieldGrid } from './EditDialog';

type Values = { fplan?: string; feeregularity?: string; startdate?: string };

function ChosenPlanFees({ plans }: { plans: FranchisePlanData[] }) {
  const chosen = useFieldValue('fplan');
  return <FeeCards plan={plans.find((p) => String(p.plan_id) === chosen)} />;
}

/** Update Franchise Plan (Update Franchise Agreement): a new plan, its regularity and start date. */
export function FranchiseDialog({ info, onClose }: { info: InstructorInfo; onClose(): void }) {
  const [save] = instructorsApi.useInstructorsChangeFranchiseMutation();
  const { data: plans = [] } = instructorsApi.useInstructorsPlanOptionsQuery();
  const current = info.adi_franchise?.plan_data ?? null;
  const offered = plans.filter((p) => p.plan_id !== current?.plan_id);
  return (
    <EditDialog<Values>
      title="Update Franchise Agreement"
      onClose={onClose}
      validate={validateWithSchema(franchiseChangeForm(current?.plan_id ?? null))}
      save={(v) =>
        save({
          adiid: info.adi_id,
          fplan: v.fplan ?? '',
          francplan: v.fplan ?? '',
          feeregularity: v.feeregularity ?? '',
          startdate: v.startdate ?? '',
          currentPlan: current ? String(current.plan_id) : '',
        })
      }
      texts={{ success: INSTRUCTOR_TEXTS.franchiseUpdated, failure: INSTRUCTOR_TEXTS.franchiseFailed }}
      submitLabel="Update Franchise Plan"
      initialValues={{ startdate: londonToday() }}
      maxWidth={960}
    >
      <Stack gap="4">
        <Text>Current plan: {current ? planLabel(current) : 'none'}</Text>
        <FieldGrid>
          <SelectField
            name="fplan"
            label="Franchise Plan"
            options={offered.map((p) => ({ value: String(p.plan_id), label: planLabel(p) }))}
            required
          />
          <SelectField name="feeregularity" label="Payment Regularity" options={PAYMENT_REGULARITIES} required />
          <DateField name="startdate" label="Start Date" required />
        </FieldGrid>
        <ChosenPlanFees plans={plans} />
      </Stack>
    </EditDialog>
  );
}
