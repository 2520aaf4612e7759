import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { dashboardPath, LEARNER_TEXTS, type LearnerListed, type LearnerSort, type LessonPlan, fullName } from '@dss/contract';
import { shellApi } from '@dss/api';
import {
  Alert,
  Button,
  DataList,
  formatDate,
  formatGBP,
  formatMobile,
  Heading,
  HStack,
  learnerRef,
  Link,
  PersistentDialog,
  ScreenLayout,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  Text,
  TextField,
  useFieldValue,
  useTableQuery,
} from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { LEARNER_COLUMNS } from '../manage/learner-columns';
import { LearnerPickerTable } from '../manage/LearnerPickerTable';

/** Card and billing fields: shown with their counters, never validated and never sent (document 1 §5). */
const CARD_FIELDS = [
  { name: 'cardname', label: 'Name on Card', max: 22 },
  { name: 'cardnumber', label: 'Card Number', max: 16 },
  { name: 'cardexpiry', label: 'Expiry (MM/YY)', max: 5 },
  { name: 'cardcvv', label: 'CVV', max: 4 },
  { name: 'cardholder', label: 'Card Holder', max: 50 },
  { name: 'billingline', label: 'Billing Address Line', max: 16 },
  { name: 'billingpostcode', label: 'Billing Postcode', max: 9 },
] as const;

interface PaymentValues {
  lessonplanid?: string;
}

/** The lesson package, the card fields and the total it comes to. */
function PaymentFields({ offered }: { offered: readonly LessonPlan[] }) {
  // The package alone: subscribed to every value, the card fields drew again with each keystroke.
  const chosen = useFieldValue('lessonplanid');
  const plan = offered.find((p) => String(p.plan_id) === chosen);
  return (
    <>
      <SelectField
        name="lessonplanid"
        label="Lesson Package"
        placeholder="Select lesson package"
        options={offered.map((p) => ({
          value: String(p.plan_id),
          // The description already names the hours ("Starter pack - 5 hours manual");
          // the credits bought are stated beside the total.
          label: `${p.text_description} - ${formatGBP(p.plan_price)}`,
        }))}
        required
      />
      <Text>
        Additional Costs: <strong>£00.00</strong>
      </Text>
      <Heading as="h3" size="sm">
        Card and Billing Details
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {CARD_FIELDS.map((f) => (
          <TextField key={f.name} name={`card.${f.name}`} label={f.label} maxLength={f.max} counter autoComplete="off" />
        ))}
      </SimpleGrid>
      <Text fontSize="lg" data-testid="payment-total">
        Total: <strong>{plan ? formatGBP(plan.plan_price) : formatGBP(0)}</strong>
        {plan ? ` for ${plan.hours} lesson ${plan.hours === 1 ? 'credit' : 'credits'}` : null}
      </Text>
    </>
  );
}

function PaymentDialog({
  learner,
  onClose,
  onPaid,
}: {
  learner: LearnerListed;
  onClose(): void;
  onPaid(learner: LearnerListed): void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const { data: plans = [] } = shellApi.useShellLessonPacksQuery();
  const [pay] = learnersApi.useLearnersProcessPaymentMutation();
  const offered = plans.filter((p) => p.status === 1 && p.gear_type === learner.lessons_type);

  return (
    <PersistentDialog open onClose={onClose} maxWidth={800} title={step === 1 ? 'Confirm Learner' : 'Payment Details'} scrollable>
      {step === 1 ? (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            {[
              ['Learner ID', learnerRef(learner.student_id)],
              ['Name', fullName(learner)],
              ['Mobile', formatMobile(learner.mobile)],
              ['E-mail', learner.email],
              ['Lessons Type', learner.lessons_type === 'manual' ? 'Manual' : 'Automatic'],
              ['Pickup Postcode', learner.pickup_pc],
              ['Date Joined', formatDate(learner.created)],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <HStack justify="flex-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button colorPalette="teal" onClick={() => setStep(2)}>
              Continue
            </Button>
          </HStack>
        </Stack>
      ) : (
        <SubmitForm<PaymentValues>
          name="Payment details"
          // No field rules: the card fields are never checked (document 1 §5), and the button
          // waits for a lesson package.
          validate={() => ({})}
          canSubmit={(values) => offered.some((p) => String(p.plan_id) === values.lessonplanid)}
          save={(values) =>
            pay({
              learnerid: learner.student_id,
              lessonplanid: values.lessonplanid ?? '',
              // One key per submit: a repeat of this request takes no second payment.
              idemkey: crypto.randomUUID(),
            })
          }
          texts={{ success: LEARNER_TEXTS.paymentProcessed, failure: LEARNER_TEXTS.paymentFailed }}
          submitLabel="Process Payment"
          notice={false}
          resetOnSuccess={false}
          onSaved={() => onPaid(learner)}
          leadingActions={
            <Button variant="outline" onClick={() => setStep(1)}>
              Back
            </Button>
          }
          align="end"
          // Kept in view at the foot of the scrolling body, so Process Payment is reachable on a laptop screen.
          pinActions
        >
          <PaymentFields offered={offered} />
        </SubmitForm>
      )}
    </PersistentDialog>
  );
}

/**
 * The success text asks for an instructor to be assigned next; this is the way there, with the
 * learner who has just paid opened on Assign Instructor.
 */
function AssignNext({ learner }: { learner: LearnerListed }) {
  return (
    <Alert.Root status="success" mb="4" data-testid="assign-next">
      <Alert.Indicator />
      <Alert.Description>
        Payment taken for {learnerRef(learner.student_id)} {fullName(learner)}.{' '}
        <Link asChild color="teal.700" fontWeight="semibold">
          <RouterLink to={`${dashboardPath('assigninstructor')}?learner=${learner.student_id}`}>
            Assign an instructor now
          </RouterLink>
        </Link>
      </Alert.Description>
    </Alert.Root>
  );
}

/** Accept Payments (document 1 §2): learner table, then Confirm Learner and Payment Details. */
export function AcceptPaymentsPage() {
  const { query, setQuery } = useTableQuery<LearnerSort>({ sort: 'student_id', dir: 'desc' });
  const { data, isLoading, isFetching } = learnersApi.useLearnersListQuery(query);
  const [paid, setPaid] = useState<LearnerListed | null>(null);
  return (
    <ScreenLayout title="Accept Payments">
      {paid ? <AssignNext learner={paid} /> : null}
      <LearnerPickerTable
        label="Learners"
        columns={LEARNER_COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        loading={isLoading}
        dialog={(learner, close) => (
          <PaymentDialog
            learner={learner}
            onClose={close}
            onPaid={(who) => {
              setPaid(who);
              close();
            }}
          />
        )}
      />
    </ScreenLayout>
  );
}
