import { Button, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { ErrorIcon, InfoIcon, QuestionIcon, SuccessIcon } from '../icons/icons';
import { SUCCESS_ALERT_MS, type AlertKind } from './alerts';

export interface AlertDialogProps {
  kind: AlertKind;
  title: string;
  text?: string;
  /** Success only: do not close after SUCCESS_ALERT_MS. */
  stay?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called once when the dialog should go; `confirmed` is true only for a confirm's confirm button. */
  onClose(confirmed: boolean): void;
}

const look = {
  success: { Icon: SuccessIcon, color: 'fg.success' },
  error: { Icon: ErrorIcon, color: 'fg.error' },
  info: { Icon: InfoIcon, color: 'fg.info' },
  confirm: { Icon: QuestionIcon, color: 'fg.warning' },
} as const;

/** One modal alert. Errors and confirmations can only be closed with their buttons. */
export function AlertDialog({ kind, title, text, stay = false, confirmLabel, cancelLabel, onClose }: AlertDialogProps) {
  const firstButton = useRef<HTMLButtonElement>(null);
  const dismissible = kind === 'success' || kind === 'info';
  const closeAfterDelay = useEffectEvent(() => onClose(false));

  useEffect(() => {
    if (kind !== 'success' || stay) return;
    const timer = setTimeout(() => closeAfterDelay(), SUCCESS_ALERT_MS);
    return () => clearTimeout(timer);
  }, [kind, stay]);

  const { Icon, color } = look[kind];
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="sm"
      closeOnInteractOutside={dismissible}
      closeOnEscape={dismissible}
      // Focus moving out (a closing dialog underneath restores focus to its opener) is not a
      // dismissal: only a click outside or Escape closes a dismissible alert.
      onFocusOutside={(event) => event.preventDefault()}
      // An alert raised from a dialog outlives it: the form dialog closes as its success
      // alert opens, and the layer stack would otherwise dismiss the alert with its parent.
      onRequestDismiss={(event) => event.preventDefault()}
      initialFocusEl={() => firstButton.current}
      onOpenChange={(details) => {
        if (!details.open) onClose(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-alert-kind={kind}>
            <Dialog.Body pt="6">
              <Flex direction="column" align="center" gap="3" textAlign="center">
                <Icon boxSize="12" color={color} />
                <Dialog.Title fontSize="lg">{title}</Dialog.Title>
                {text ? (
                  <Dialog.Description asChild>
                    <Text color="fg.muted">{text}</Text>
                  </Dialog.Description>
                ) : null}
              </Flex>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              {kind === 'confirm' ? (
                <>
                  <Button ref={firstButton} variant="outline" onClick={() => onClose(false)}>
                    {cancelLabel ?? 'Cancel'}
                  </Button>
                  <Button onClick={() => onClose(true)}>{confirmLabel ?? 'Confirm'}</Button>
                </>
              ) : (
                <Button ref={firstButton} minW="24" onClick={() => onClose(false)}>
                  OK
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
