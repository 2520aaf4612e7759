import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, chakra, HStack } from '@dss/ui';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: a tablist of buttons (arrow keys, Home and End move between
 * them) and the chosen tab's panel. Only the chosen panel is drawn, so each loads its lists when opened.
 */
export function Tabs({
  items,
  value,
  onChange,
  label,
}: {
  items: TabItem[];
  value: string;
  onChange(key: string): void;
  label: string;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.find((t) => t.key === value) ?? items[0]!;
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <Box>
      <HStack role="tablist" aria-label={label} gap="0" borderBottomWidth="1px" flexWrap="wrap">
        {items.map((tab, index) => {
          const selected = tab.key === current.key;
          return (
            <chakra.button
              key={tab.key}
              ref={(el: HTMLButtonElement | null) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event: KeyboardEvent) => move(event, index)}
              px={{ base: '3', md: '4' }}
              py="2"
              fontWeight="semibold"
              color={selected ? 'teal.700' : 'fg.muted'}
              borderBottomWidth="3px"
              borderColor={selected ? 'teal.600' : 'transparent'}
              mb="-1px"
              whiteSpace="nowrap"
              _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '-2px' }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </HStack>
      <Box role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} pt="5">
        {current.content}
      </Box>
    </Box>
  );
}
