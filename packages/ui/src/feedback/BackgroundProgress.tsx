import { Progress } from '@chakra-ui/react';

/** A thin indeterminate bar across the top of the page while data loads in the background. */
export function BackgroundProgress({ active, label = 'Loading' }: { active: boolean; label?: string }) {
  if (!active) return null;
  return (
    <Progress.Root value={null} size="xs" position="fixed" top="0" insetX="0" zIndex="toast" variant="subtle">
      <Progress.Track aria-label={label} bg="transparent">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
