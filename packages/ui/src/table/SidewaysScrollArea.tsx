import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';

// Whether the element's content is wider than the element, re-measured as either resizes.
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * The box a table scrolls sideways in when it is wider than its panel. While it scrolls it is a
 * named region in the tab order, so a keyboard can scroll it; while the table fits it adds no
 * tab stop.
 */
export function SidewaysScrollArea({ label, ...props }: TableScrollAreaProps & { label: string }) {
  const area = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(area);
  return (
    <Table.ScrollArea
      ref={area}
      {...props}
      {...(scrolls
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': `${label} (scrolls sideways)`,
            _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
          }
        : {})}
    />
  );
}
