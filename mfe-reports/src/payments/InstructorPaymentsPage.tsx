import { useState } from 'react';
import {
  acceptPaymentForm,
  CARD_FIELD_COUNTERS,
  CARD_PAYMENT_METHOD_ID,
  FINANCE_TEXTS,
  PAYMENT_DEFAULTS,
  paymentForm,
  REFERENCE_MAX,
  validateWithSchema,
  type ActiveInstructorRow,
  fullName,
  filledFields,
} from '@dss/contract';
import {
  Button,
  formatDate,
  formatMobile,
  Heading,
  instructorRef,
  PersistentDialog,
  ScreenLayout,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  Text,
  TextField,
  useForm,
} from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { Details, GEAR_LABELS, oneLineAddress, Section } from '../shared';
import { ActiveInstructorTable } from './ActiveInstructorTable';
import { PaymentHistoryTable } from './PaymentHistoryTable';

/** Which of the two payment screens: Record takes any method; Accept is card only, with card fields. */
export type PaymentMode = 'record' | 'accept';

/** The card fields of Accept Instructor Payments: counters only, never validated and never sent (document 3 §9). */
const CARD_FIELDS = [
  { name: 'nameOnCard', label: 'Name on Card', max: CARD_FIELD_COUNTERS.nameOnCard },
  { name: 'cardNumber', label: 'Card Number', max: CARD_FIELD_COUNTERS.cardNumber },
  { name: 'expiry', label: 'Expiry (MM/YY)', max: CARD_FIELD_COUNTERS.expiry },
  { name: 'securityCode', label: 'Security Code', max: CARD_FIELD_COUNTERS.securityCode },
  { name: 'holderName', label: 'Card Holder Name', max: CARD_FIELD_COUNTERS.holderName },
  { name: 'addressLine', label: 'First Line of Address', max: CARD_FIELD_COUNTERS.addressLine },
  { name: 'postcode', label: 'Postcode', max: CARD_FIELD_COUNTERS.postcode },
] as const;

interface PaymentValues {
  ref?: string;
  amount?: string;
  type?: string;
  method?: string;
  trdatetime?: string;
  /** display only: never validated, never sent */
  card?: Record<string, string>;
}

const validateRecord = validateWithSchema(paymentForm);
const validateAccept = validateWithSchema(acceptPaymentForm);

function initialValues(mode: PaymentMode): PaymentValues {
  return {
    type: String(PAYMENT_DEFAULTS.type),
    method: String(mode === 'record' ? PAYMENT_DEFAULTS.recordMethod : PAYMENT_DEFAULTS.acceptMethod),
  };
}

/** 'YYYY-MM-DDTHH:mm' from the date-time input, sent as the wire's 'date time'. */
const wireDateTime = (value: string) => value.replace('T', ' ');

/** Reset: the form back to its defaults, in the submit button's row. */
function ResetButton({ mode }: { mode: PaymentMode }) {
  const form = useForm<PaymentValues>();
  return (
    <Button variant="outline" onClick={() => form.restart(initialValues(mode))}>
      Reset
    </Button>
  );
}

function PaymentForm({ mode, instructor, onClose }: { mode: PaymentMode; instructor: ActiveInstructorRow; onClose(): void }) {
  const { data: types = [] } = financeApi.useFinancePaymentTypesQuery();
  const { data: methods = [] } = financeApi.useFinancePaymentMethodsQuery();
  const [record] = financeApi.useFinanceRecordPaymentMutation();
  const [accept] = financeApi.useFinanceAcceptPaymentMutation();
  const accepting = mode === 'accept';

  async function save(values: PaymentValues) {
    // One key per submit: a repeat of this request writes nothing twice.
    const idemkey = crypto.randomUUID();
    const common = {
      id: instructor.adi_id,
      ...filledFields(values, ['ref', 'amount', 'type']),
      trdatetime: wireDateTime(values.trdatetime ?? ''),
      idemkey,
    };
    // The card fields stay in the form: nothing of them is sent.
    return accepting ? accept(common) : record({ ...common, method: values.method ?? '' });
  }

  return (
    <SubmitForm<PaymentValues>
      name="Payment details"
      initialValues={initialValues(mode)}
      validate={(values) => (accepting ? validateAccept(values) : validateRecord(values))}
      save={save}
      texts={{ success: FINANCE_TEXTS.paymentRecorded, failure: FINANCE_TEXTS.paymentFailed }}
      submitLabel="Record"
      align="end"
      actions={
        <>
          <ResetButton mode={mode} />
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="ref" label="Reference" maxLength={REFERENCE_MAX} counter required autoComplete="off" />
        <TextField name="amount" label="Amount (£)" inputMode="decimal" required autoComplete="off" />
        <SelectField
          name="type"
          label="Payment Type"
          placeholder="Select payment type"
          options={types.map((t) => ({ value: String(t.id), label: t.txt }))}
          required
        />
        <SelectField
          name="method"
          label="Payment Method"
          placeholder="Select payment method"
          options={methods.map((m) => ({ value: String(m.id), label: m.txt }))}
          disabled={accepting}
          helperText={accepting ? 'Card payments only.' : undefined}
          required
        />
        <TextField name="trdatetime" label="Transaction Date & Time" type="datetime-local" required />
      </SimpleGrid>
      {accepting ? (
        <>
          <Heading as="h3" size="sm">
            Card Details
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {CARD_FIELDS.map((f) => (
              <TextField key={f.name} name={`card.${f.name}`} label={f.label} maxLength={f.max} counter autoComplete="off" />
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </SubmitForm>
  );
}

function PaymentDialog({ mode, instructor, onClose }: { mode: PaymentMode; instructor: ActiveInstructorRow; onClose(): void }) {
  return (
    <PersistentDialog
      open
      onClose={onClose}
      maxWidth={960}
      scrollable
      title={`${mode === 'record' ? 'Record Franchise Payment' : 'Accept Payment'}: ${instructorRef(instructor.adi_id)} ${fullName(instructor)}`}
    >
      <Stack gap="6">
        <Section title="Instructor Details">
          <Details
            label="Instructor details"
            items={[
              ['Instructor ID', instructorRef(instructor.adi_id)],
              ['Name', fullName(instructor)],
              ['Mobile', formatMobile(instructor.mobile)],
              ['E-mail', instructor.email],
              ['Gear Type', GEAR_LABELS[instructor.teaching_gears]],
              ['Address', oneLineAddress(instructor.currAddr)],
              ['Date Joined', formatDate(instructor.created)],
            ]}
          />
        </Section>
        <Section title="Payments in the Last 6 Months">
          <PaymentHistoryTable id={instructor.adi_id} label="Payments in the last 6 months" />
        </Section>
        <Section title="Payment Details">
          {mode === 'accept' ? (
            <Text fontSize="sm" color="fg.muted">
              Card payments are recorded with payment method {CARD_PAYMENT_METHOD_ID} (card). Card details are not stored.
            </Text>
          ) : null}
          <PaymentForm mode={mode} instructor={instructor} onClose={onClose} />
        </Section>
      </Stack>
    </PersistentDialog>
  );
}

function InstructorPaymentsScreen({ mode, title }: { mode: PaymentMode; title: string }) {
  const [chosen, setChosen] = useState<ActiveInstructorRow | null>(null);
  return (
    <ScreenLayout title={title}>
      <Text>{FINANCE_TEXTS.selectInstructor}</Text>
      <ActiveInstructorTable onChoose={setChosen} />
      {chosen ? <PaymentDialog key={chosen.adi_id} mode={mode} instructor={chosen} onClose={() => setChosen(null)} /> : null}
    </ScreenLayout>
  );
}

/** Record Instructor Franchise Payments (document 3 §2): any payment method, default 1. */
export function RecordInstructorPaymentsPage() {
  return <InstructorPaymentsScreen mode="record" title="Record Instructor Franchise Payments" />;
}

/** Accept Instructor Payments (document 3 §2): card payments, method fixed to 2. */
export function AcceptInstructorPaymentsPage() {
  return <InstructorPaymentsScreen mode="accept" title="Accept Instructor Payments" />;
}
