import { useState } from 'react';
import {
  BOOKING_MESSAGES,
  BOOKING_TEXTS,
  DRIVING_TEST_OUTCOMES,
  type BookingInstructor,
  type BookingLearner,
  londonToday,
} from '@dss/contract';
import { Button, DateField, Form, ScreenLayout, SelectField, Stack, useSubmit } from '@dss/ui';
import { bookingsApi } from '../api/bookings-api';
import { QUARTER_HOURS } from '../shared/quarter-hours';
import { InstructorTable, instructorText, LearnerTable, learnerText } from '../book/pickers';

import { PickerField } from '../shared/PickerField';

interface OutcomeValues {
  testdate?: string;
  testtime?: string;
  result?: string;
}

/**
 * Record Test Outcome (document 2 §2.8, §5.17): instructor, learner, test date, test time and
 * outcome, each enabled once the one before it is set; Save once an outcome is chosen.
 */
export function RecordTestOutcomePage() {
  const submit = useSubmit();
  const [generation, setGeneration] = useState(0);
  const [adi, setAdi] = useState<BookingInstructor | null>(null);
  const [learner, setLearner] = useState<BookingLearner | null>(null);
  const [save] = bookingsApi.useBookingsSaveTestOutcomeMutation();
  return (
    <ScreenLayout wide title="Record Test Outcome">
      <Form<OutcomeValues>
        subscription={{ submitting: true, values: true }}
        key={generation}
        onSubmit={async (values) => {
          if (!adi || !learner) return { result: BOOKING_MESSAGES.learner };
          const answer = await save({
            adi: adi.adi_id,
            learner: learner.student_id,
            testdate: `${values.testdate} ${values.testtime}`,
            result: values.result === '1' ? '1' : '0',
          });
          const result = await submit(answer, { success: BOOKING_TEXTS.testRecorded, failure: BOOKING_TEXTS.testFailed });
          if (result.ok) {
            setAdi(null);
            setLearner(null);
            setGeneration((g) => g + 1);
          }
          return result.errors;
        }}
        validate={(v) => {
          const errors: Record<string, string> = {};
          if (!v.testdate || !v.testtime) errors.testtime = BOOKING_MESSAGES.testDate;
          if (!v.result) errors.result = BOOKING_MESSAGES.testOutcome;
          return errors;
        }}
        render={({ handleSubmit, submitting, values, form }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Test outcome">
            <Stack gap="4" maxW="40rem">
              <PickerField
                label="Instructor"
                chosen={adi ? instructorText(adi) : null}
                buttonLabel="Select Instructor"
                dialogTitle="Select Instructor"
              >
                {(close) => (
                  <InstructorTable
                    pending={false}
                    onPick={(a) => {
                      setAdi(a);
                      setLearner(null);
                      form.reset();
                      close();
                    }}
                  />
                )}
              </PickerField>
              <PickerField
                label="Learner"
                chosen={learner ? learnerText(learner) : null}
                disabled={!adi}
                buttonLabel="Select Learner"
                dialogTitle="Select Learner"
              >
                {(close) =>
                  adi ? (
                    <LearnerTable
                      pending={false}
                      adi={adi.adi_id}
                      onPick={(l) => {
                        setLearner(l);
                        close();
                      }}
                    />
                  ) : null
                }
              </PickerField>
              <DateField name="testdate" label="Test Date" max={londonToday()} disabled={!learner} required />
              <SelectField
                name="testtime"
                label="Test Time"
                options={QUARTER_HOURS}
                placeholder="Select test time"
                disabled={!learner || !values.testdate}
                required
              />
              <SelectField
                name="result"
                label="Test Outcome"
                options={DRIVING_TEST_OUTCOMES.map((o) => ({ value: String(o.value), label: o.label }))}
                placeholder="Select test outcome"
                disabled={!learner || !values.testdate || !values.testtime}
                required
              />
              <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={!values.result} loading={submitting}>
                Save
              </Button>
            </Stack>
          </form>
        )}
      />
    </ScreenLayout>
  );
}
