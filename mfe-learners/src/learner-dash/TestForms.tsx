import { dictionaryApi } from '@dss/api';
import {
  eyeTestForm,
  LEARNER_TEXTS,
  londonToday,
  TEST_OUTCOMES,
  theoryTestForm,
  validateWithSchema,
  type EyeTestFormValues,
  type LearnerAssignment,
  type TheoryTestFormValues,
  filledFields,
} from '@dss/contract';
import { DateField, instructorRef, SelectField, SimpleGrid, SubmitForm, Text, TextField } from '@dss/ui';
import { learnersApi } from '../api/learners-api';

const OUTCOME_OPTIONS = TEST_OUTCOMES.map((o) => ({ value: String(o.value), label: o.label }));
const validateTheory = validateWithSchema(theoryTestForm);
const validateEye = validateWithSchema(eyeTestForm);

/** Record a theory test: date not in the future, scores 0-50 and 0-75, outcome. */
export function TheoryTestForm({ learnerId }: { learnerId: number }) {
  const [save] = learnersApi.useLearnersSaveTheoryTestMutation();
  return (
    <SubmitForm<TheoryTestFormValues>
      name="Record theory test"
      validate={validateTheory}
      save={(values) =>
        save({
          learner: learnerId,
          ...filledFields(values, ['dateoftest', 'mcqpoints', 'hppoints', 'outcome']),
        })
      }
      texts={{ success: LEARNER_TEXTS.theoryRecorded, failure: LEARNER_TEXTS.theoryFailed }}
      submitLabel="Record Theory Test"
      align="end"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <DateField name="dateoftest" label="Date of Test" max={londonToday()} required />
        <TextField
          name="mcqpoints"
          label="Multiple-choice Score"
          type="number"
          min={0}
          max={50}
          helperText={LEARNER_TEXTS.mcqHint}
          required
        />
        <TextField
          name="hppoints"
          label="Hazard Perception Score"
          type="number"
          min={0}
          max={75}
          helperText={LEARNER_TEXTS.hpHint}
          required
        />
        <SelectField name="outcome" label="Test Outcome" options={OUTCOME_OPTIONS} required />
      </SimpleGrid>
    </SubmitForm>
  );
}

/** Why Record Eye Test is unavailable: the test is recorded against the learner's instructor. */
export const EYE_TEST_NEEDS_INSTRUCTOR =
  'An eye test is recorded with the instructor who carried it out: assign an instructor to this learner first.';
const EYE_TEST_NEEDS_INSTRUCTOR_ID = 'eye-test-needs-instructor';

/** The latest active (status 1) assignment: the instructor who carries out an eye test. */
export function activeTester(assignments: readonly LearnerAssignment[]): LearnerAssignment | undefined {
  return [...assignments].filter((a) => a.assign_status === 1).sort((a, b) => b.assign_on.localeCompare(a.assign_on))[0];
}

/** Record an eye test: the tester is the latest active assigned instructor. */
export function EyeTestForm({ learnerId, assignments }: { learnerId: number; assignments: readonly LearnerAssignment[] }) {
  const [save] = learnersApi.useLearnersSaveEyeTestMutation();
  const { data: steps = [] } = dictionaryApi.useDictionaryEyeTestNextStepsQuery();
  const tester = activeTester(assignments);
  return (
    <SubmitForm<EyeTestFormValues>
      name="Record eye test"
      validate={validateEye}
      initialValues={{ testedby: tester ? String(tester.adi_id) : undefined }}
      save={(values) =>
        save({
          learner: learnerId,
          ...filledFields(values, ['dateoftest', 'outcome', 'testedby', 'nextsteps']),
        })
      }
      texts={{ success: LEARNER_TEXTS.eyeRecorded, failure: LEARNER_TEXTS.eyeFailed }}
      submitLabel="Record Eye Test"
      canSubmit={() => tester !== undefined}
      submitDescribedBy={tester ? undefined : EYE_TEST_NEEDS_INSTRUCTOR_ID}
      leadingActions={
        tester ? null : (
          <Text id={EYE_TEST_NEEDS_INSTRUCTOR_ID} fontSize="sm" color="fg.muted">
            {EYE_TEST_NEEDS_INSTRUCTOR}
          </Text>
        )
      }
      align="end"
    >
      <Text fontSize="sm" data-testid="eye-tester">
        Tested by:{' '}
        <strong>
          {tester
            ? `${instructorRef(tester.adi_id)} ${tester.adi_title} ${tester.adi_fname} ${tester.adi_lanme}`
            : LEARNER_TEXTS.noActiveInstructor}
        </strong>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <DateField name="dateoftest" label="Date of Eye Test" max={londonToday()} required />
        <SelectField name="outcome" label="Eye Test Outcome" options={OUTCOME_OPTIONS} required />
        <SelectField
          name="nextsteps"
          label="Next Steps"
          options={steps.map((s) => ({ value: String(s.id), label: s.txt }))}
          required
        />
      </SimpleGrid>
    </SubmitForm>
  );
}
