import { useState } from 'react';
import { EXPORT_MESSAGES, FINANCE_TEXTS, type ActiveInstructorRow, londonToday, fullName } from '@dss/contract';
import {
  Button,
  DateField,
  Form,
  formatDate,
  formatGBP,
  franchisePlanRef,
  HStack,
  instructorRef,
  ScreenLayout,
  SimpleGrid,
  Stack,
  Text,
} from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { ActiveInstructorTable } from '../payments/ActiveInstructorTable';
import { PaymentHistoryTable } from '../payments/PaymentHistoryTable';
import { Details, Section } from '../shared';

/** Shown when the instructor has no franchise package. */
export const NO_PACKAGE_TEXT = 'No franchise package on record.';

function FranchisePackage({ id }: { id: number }) {
  const { data, isFetching } = financeApi.useFinanceFranchisePlanQuery({ id });
  if (!data) return isFetching ? <Text>Loading…</Text> : null;
  const plan = data.plan_data;
  if (!plan) return <Text>{NO_PACKAGE_TEXT}</Text>;
  return (
    <Details
      label="Current franchise package"
      items={[
        ['Package', franchisePlanRef(plan.plan_id)],
        ['Joining Fee', formatGBP(plan.initial_fee)],
        ['Weekly Fee', formatGBP(plan.weekly_fee)],
        ['Weekly Hours', String(plan.weekly_hours)],
        ['Work Type', plan.work_type],
        ['Payment Regularity', data.regularity_name ?? ''],
        ['Promotion Code', plan.promo_code ?? ''],
        ['Started On', formatDate(data.start_date)],
        ['Recorded By', data.recored_by ?? ''],
      ]}
    />
  );
}

interface RangeValues {
  start?: string;
  end?: string;
}

function validateRange(values: RangeValues) {
  const errors: RangeValues = {};
  if (!values.start) errors.start = EXPORT_MESSAGES.start;
  if (!values.end) errors.end = EXPORT_MESSAGES.end;
  else if (values.start && values.start > values.end) errors.end = EXPORT_MESSAGES.order;
  return errors;
}

function InstructorReport({ instructor, onChange }: { instructor: ActiveInstructorRow; onChange(): void }) {
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const today = londonToday();
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="lg" fontWeight="semibold">
          {instructorRef(instructor.adi_id)} {fullName(instructor)}
        </Text>
        <Button variant="outline" onClick={onChange}>
          Choose another instructor
        </Button>
      </HStack>
      <Section title="Current Franchise Package">
        <FranchisePackage id={instructor.adi_id} />
      </Section>
      <Section title="Franchise Payments">
        <Form<RangeValues>
          subscription={{ invalid: true }}
          validate={validateRange}
          onSubmit={(values) => setRange({ start: values.start!, end: values.end! })}
          render={({ handleSubmit, invalid }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Reporting dates">
              <SimpleGrid templateColumns={{ base: '1fr', md: '1fr 1fr auto' }} gap="4" alignItems="end">
                <DateField name="start" label="Start Date" max={today} required />
                <DateField name="end" label="End Date" max={today} required />
                <Button type="submit" colorPalette="teal" disabled={invalid} alignSelf="start" mt={{ md: '7' }}>
                  View Report
                </Button>
              </SimpleGrid>
            </form>
          )}
        />
        {range ? (
          <PaymentHistoryTable
            key={`${range.start}-${range.end}`}
            id={instructor.adi_id}
            start={range.start}
            end={range.end}
            label="Franchise payments"
          />
        ) : null}
      </Section>
    </Stack>
  );
}

/** View Instructor Franchise Payment Report (document 2 §2.10): an instructor, their package, and their payments between two dates. */
export function FranchisePaymentReportPage() {
  const [chosen, setChosen] = useState<ActiveInstructorRow | null>(null);
  return (
    <ScreenLayout title="View Instructor Franchise Payment Report">
      {chosen ? (
        <InstructorReport key={chosen.adi_id} instructor={chosen} onChange={() => setChosen(null)} />
      ) : (
        <>
          <Text>{FINANCE_TEXTS.selectInstructor}</Text>
          <ActiveInstructorTable onChoose={setChosen} />
        </>
      )}
    </ScreenLayout>
  );
}
