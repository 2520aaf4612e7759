import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface ViewDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

/**
 * A dialog that only shows something (a price list, a document, a notice): a Close button,
 * and Escape or a click outside close it too, since nothing typed can be lost.
 */
export function ViewDialog({ open, onClose, title, maxWidth = 700, children }: ViewDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <DialogFrame title={title} maxWidth={maxWidth} footer={<Button onClick={onClose}>Close</Button>}>
        {children}
      </DialogFrame>
    </Dialog.Root>
  );
}
