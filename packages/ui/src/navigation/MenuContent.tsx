import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface DropdownMenuItem {
  value: string;
  label: ReactNode;
  onSelect: () => void;
}

/** Chakra's menu, with its positioning engine: DropdownMenu loads it after the page has drawn. */
export default function MenuContent({
  trigger,
  items,
  minW,
  defaultOpen,
}: {
  trigger: ReactElement;
  items: DropdownMenuItem[];
  minW?: string;
  defaultOpen: boolean;
}) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value} onSelect={item.onSelect}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
