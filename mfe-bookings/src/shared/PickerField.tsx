import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Text, ViewDialog } from '@dss/ui';

/**
 * A chosen person shown as text with a button that opens a searchable table in a dialog; a row
 * click chooses and closes (the pickers of bookings and complaints, whose lists are paged on the server).
 */
export function PickerField({
  label,
  chosen,
  disabled,
  buttonLabel,
  dialogTitle,
  onClosed,
  children,
}: {
  label: string;
  /** What is chosen, or null */
  chosen: string | null;
  disabled?: boolean;
  buttonLabel: string;
  dialogTitle: string;
  /** Called when the dialog closes, chosen or not (a form marks the field visited). */
  onClosed?: () => void;
  /** The table inside the dialog; call `close` after a row is chosen. */
  children(close: () => void): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed?.();
  };
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="1">
        {label}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <Text data-testid={`${label}-chosen`} color={chosen ? undefined : 'fg.muted'} minW="12rem">
          {chosen ?? 'None selected'}
        </Text>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
          {buttonLabel}
        </Button>
      </HStack>
      <ViewDialog open={open} onClose={close} title={dialogTitle} maxWidth={900}>
        {open ? children(close) : null}
      </ViewDialog>
    </Box>
  );
}
