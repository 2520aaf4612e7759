import { act } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

// Zag starts listening for outside presses a frame after a layer opens and reacts a
// frame after the press; a short real-time pause covers both. Needs real timers.
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

/**
 * Presses and releases the pointer on the page behind an open modal. A modal sets
 * pointer-events: none on <body>, so the check user-event normally makes is skipped.
 */
export async function clickOutside(): Promise<void> {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await settle();
  await user.click(document.body);
  await settle();
}
