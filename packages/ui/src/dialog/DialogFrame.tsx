import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What every dialog of the kit draws inside its Dialog.Root: title, body, footer and the corner close button. */
export function DialogFrame({
  title,
  maxWidth,
  footer,
  children,
}: {
  title: ReactNode;
  maxWidth: number;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content maxW={`${maxWidth}px`} w="full">
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close dialog" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
