import { useState } from 'react';
import { selectUser } from '@dss/api';
import {
  LEARNER_TEXTS,
  PAYMENT_VOID_TEXTS,
  validateWithSchema,
  VOID_REASON_MAX,
  voidPaymentForm,
  type PaidCreditRow,
  type VoidPaymentFormValues,
} from '@dss/contract';
import {
  Box,
  Button,
  formatDateTime,
  formatGBP,
  Heading,
  HStack,
  paymentRef,
  SearchableTable,
  Stack,
  SubmitForm,
  type TableColumn,
  TextareaField,
} from '@dss/ui';
import { useSelector } from 'react-redux';
import { learnersApi } from '../api/learners-api';
import { paymentStatus } from './payment-status';

const COLUMNS: TableColumn<PaidCreditRow>[] = [
  { key: 'pay_id', header: 'Payment ID', render: (r) => paymentRef(r.pay_id) },
  { key: 'plan_desc', header: 'Package' },
  { key: 'plan_hours', header: 'Credits', render: (r) => String(r.plan_hours) },
  { key: 'plan_price', header: 'Price', render: (r) => formatGBP(r.plan_price) },
  { key: 'paid_on', header: 'Paid On', render: (r) => formatDateTime(r.paid_on) },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (r.voided_on ? `${paymentStatus(r)} (${r.voided_by ?? ''})` : paymentStatus(r)),
  },
];

const validate = validateWithSchema(voidPaymentForm);

/** The reason for voiding one payment, sent with a new key per submit. */
function VoidPaymentForm({ payment, onDone }: { payment: PaidCreditRow; onDone(): void }) {
  const [voidPayment] = learnersApi.useLearnersVoidPaymentMutation();
  return (
    <Box as="section" aria-label={`Void payment ${paymentRef(payment.pay_id)}`} borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <Heading as="h4" size="sm">
          Void payment {paymentRef(payment.pay_id)} ({payment.plan_desc}, {formatGBP(payment.plan_price)})
        </Heading>
        <SubmitForm<VoidPaymentFormValues>
          validate={validate}
          save={(values) => voidPayment({ payid: payment.pay_id, reason: values.reason, idemkey: crypto.randomUUID() })}
          texts={{ success: PAYMENT_VOID_TEXTS.voided, failure: PAYMENT_VOID_TEXTS.failed }}
          submitLabel="Void Payment"
          onSaved={onDone}
        >
          <TextareaField name="reason" label="Reason" maxLength={VOID_REASON_MAX} counter rows={3} required />
        </SubmitForm>
        <HStack>
          <Button variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * A learner's payments with their state; an administrator may void one whose credits are all
 * unused (the server decides, and says why when it refuses).
 */
export function PaidPaymentsTable({ learnerId }: { learnerId: string }) {
  const isAdmin = useSelector(selectUser)?.isAdmin === true;
  const paid = learnersApi.useLearnersPaidCreditsQuery({ id: learnerId });
  const [voiding, setVoiding] = useState<PaidCreditRow | null>(null);
  const columns: TableColumn<PaidCreditRow>[] = isAdmin
    ? [
        ...COLUMNS,
        {
          key: 'void',
          header: 'Void',
          searchValue: () => '',
          render: (r) =>
            r.voided_on ? null : (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setVoiding(r)}>
                Void {paymentRef(r.pay_id)}
              </Button>
            ),
        },
      ]
    : COLUMNS;
  return (
    <Stack gap="3">
      <SearchableTable
        label="Total Paid Credits"
        columns={columns}
        rows={paid.data ?? []}
        getRowId={(r) => r.pay_id}
        loading={paid.isLoading}
        searchable={false}
        pageSize={5}
        emptyText={LEARNER_TEXTS.noInformation}
      />
      {voiding ? <VoidPaymentForm key={voiding.pay_id} payment={voiding} onDone={() => setVoiding(null)} /> : null}
    </Stack>
  );
}
