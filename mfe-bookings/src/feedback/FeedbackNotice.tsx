import { Alert } from '@dss/ui';

/** A notice that stays with ratings wherever they are shown: 'Internal use only. …'. */
export function FeedbackNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" role="note" aria-label="Notice">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
