import type { ReactNode } from 'react';
import { Alert, Button } from '@dss/ui';

/** A remote's screen that cannot be shown: the reason, contained in the screen's area, with a retry. */
export function RemoteProblem({
  title,
  children,
  onRetry,
  retryLabel = 'Retry',
}: {
  title: string;
  children: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert.Root status="error" m="6" w="auto" maxW="720px" alignItems="flex-start" data-testid="remote-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
        <Button mt="3" size="sm" colorPalette="red" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
