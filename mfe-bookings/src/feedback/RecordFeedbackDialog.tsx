import { useState } from 'react';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_QUESTIONS,
  FEEDBACK_TEXTS,
  isRecord,
  type FeedbackQuestionItem,
  type PendingFeedback,
} from '@dss/contract';
import {
  Alert,
  bookingRef,
  Button,
  DataList,
  formatDateTime,
  HStack,
  PersistentDialog,
  Spinner,
  Stack,
  Text,
  useSubmit,
} from '@dss/ui';
import { refusalWords } from '../shared/refusal-words';
import { FaceRating } from './RatingFaces';
import { lessonInstructor, lessonLearner, type FeedbackVariant } from './variants';

const HINT_ID = 'feedback-save-hint';

/** The failure alert: the spec's text, then the field message of a 422 or the server's reason. */
function failureWords(error: unknown) {
  const errors = isRecord(error) ? error.errors : undefined;
  const field = isRecord(errors) ? errors.feedbacks : undefined;
  return typeof field === 'string' && field
    ? { title: FEEDBACK_TEXTS.failed, text: field }
    : refusalWords(FEEDBACK_TEXTS.failed, error);
}

function LessonFacts({ lesson }: { lesson: PendingFeedback }) {
  const facts: [string, string][] = [
    ['Lesson', `${bookingRef(lesson.booking_id)} on ${formatDateTime(lesson.lesson_time)}`],
    ['Learner', lessonLearner(lesson)],
    ['Instructor', lessonInstructor(lesson)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * The feedback dialog of a lesson (document 2 §2.6, §5.14): the three questions of the active
 * question set, each rated with faces; Save only once all three are rated. On success the alert
 * says 'Feedback Recorded.', the dialog closes and the pending list reloads without the lesson.
 */
export function RecordFeedbackDialog({
  variant,
  lesson,
  onClose,
}: {
  variant: FeedbackVariant;
  lesson: PendingFeedback;
  onClose(): void;
}) {
  const questions = variant.useQuestions({ bookingID: lesson.booking_id });
  const [save] = variant.useSave();
  const submit = useSubmit();
  const [ratings, setRatings] = useState<Record<number, number>>({});
  const [saving, setSaving] = useState(false);
  const asked: FeedbackQuestionItem[] = questions.data ?? [];
  const complete = asked.length === FEEDBACK_QUESTIONS && asked.every((q) => (ratings[q.id] ?? 0) > 0);

  const record = async () => {
    if (!complete) return;
    setSaving(true);
    const answer = await save({
      feedbacks: { bookingid: lesson.booking_id, feedback: asked.map((q) => ({ qid: q.id, rating: ratings[q.id]! })) },
    });
    const result = await submit(answer, { success: FEEDBACK_TEXTS.recorded, failure: failureWords(answer.error) });
    if (result.ok) onClose();
    else setSaving(false);
  };

  return (
    <PersistentDialog
      open
      onClose={onClose}
      maxWidth={700}
      title={`${variant.dialogTitle} ${bookingRef(lesson.booking_id)}`}
      footer={
        <HStack gap="3">
          {!complete && asked.length > 0 ? (
            <Text id={HINT_ID} fontSize="sm" color="fg.muted">
              {FEEDBACK_MESSAGES.ratings}
            </Text>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="teal"
            disabled={!complete || saving}
            aria-describedby={complete ? undefined : HINT_ID}
            onClick={() => void record()}
          >
            Save
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <LessonFacts lesson={lesson} />
        <Text fontWeight="medium">{variant.ask(lesson)}</Text>
        {questions.isFetching && !questions.data ? (
          <HStack role="status" color="fg.muted">
            <Spinner size="sm" aria-hidden />
            <Text>Loading questions…</Text>
          </HStack>
        ) : null}
        {questions.isError && !questions.isFetching ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{refusalWords(FEEDBACK_TEXTS.failed, questions.error).text ?? FEEDBACK_TEXTS.failed}</Alert.Title>
          </Alert.Root>
        ) : null}
        {asked.map((q, k) => (
          <FaceRating
            key={q.id}
            name={`question-${q.id}`}
            question={`${k + 1}. ${q.question}`}
            value={ratings[q.id]}
            disabled={saving}
            onChange={(rating) => setRatings((r) => ({ ...r, [q.id]: rating }))}
          />
        ))}
      </Stack>
    </PersistentDialog>
  );
}
