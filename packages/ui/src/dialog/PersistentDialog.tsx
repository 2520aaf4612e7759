import { Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { playHonk } from './honk';

export interface PersistentDialogProps {
  open: boolean;
  /** Called by the header close button; footer buttons call their own handlers. */
  onClose(): void;
  title: ReactNode;
  /** Widest the dialog may grow, in pixels (the spec uses 500, 700, 800, 860, 960 and 1100). */
  maxWidth?: number;
  /** Buttons along the bottom, e.g. Learner Dash and Close. */
  footer?: ReactNode;
  /** Scroll the body inside the dialog instead of the page. */
  scrollable?: boolean;
  children: ReactNode;
}

/**
 * A modal that only its own buttons can close. Escape does nothing and a click outside
 * honks (document 1 §2), so a half-typed form is never lost by a stray click.
 */
export function PersistentDialog({
  open,
  onClose,
  title,
  maxWidth = 700,
  footer,
  scrollable = false,
  children,
}: PersistentDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      onPointerDownOutside={playHonk}
      scrollBehavior={scrollable ? 'inside' : 'outside'}
      placement="top"
      lazyMount
      unmountOnExit
    >
      <DialogFrame title={title} maxWidth={maxWidth} footer={footer}>
        {children}
      </DialogFrame>
    </Dialog.Root>
  );
}
