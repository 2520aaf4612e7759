import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { DropdownMenuItem } from './MenuContent';

// The menu and its positioning engine weigh about 19 KiB gzip and no page needs them
// before the top bar's bell is pressed, so they load after the page (bundle budget, login route).
const MenuContent = lazy(() => import('./MenuContent'));

export type { DropdownMenuItem };

export interface DropdownMenuProps {
  /** the button that opens the menu; a press while the menu code loads opens it once loaded */
  trigger: ReactElement;
  items: DropdownMenuItem[];
  minW?: string;
}

/** A button that opens a list of choices. */
export function DropdownMenu({ trigger, items, minW }: DropdownMenuProps) {
  const [pressedEarly, setPressedEarly] = useState(false);
  const pressEarly = { onClick: () => setPressedEarly(true) };
  return (
    <Suspense fallback={cloneElement(trigger, pressEarly)}>
      <MenuContent trigger={trigger} items={items} minW={minW} defaultOpen={pressedEarly} />
    </Suspense>
  );
}
