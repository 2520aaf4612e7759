import { Box, Table, type TableScrollAreaProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where the element's content reaches past its edges, re-measured as it scrolls or either resizes. */
interface Overflow {
  left: boolean;
  right: boolean;
}

function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // a pixel of rounding at either end is not more to see
      const left = hidden > 0 && element.scrollLeft > 1;
      const right = hidden > 0 && element.scrollLeft < hidden - 1;
      setOverflow((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    // Measured first when the observer reports the element's size, after the browser's own layout:
    // measured here, as the screen draws, it forced a layout of the whole page (12-46 ms a screen).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return overflow;
}

/** A shadow at one edge of the box: more of the table lies that way. */
function EdgeHint({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden
      data-testid={`edge-hint-${side}`}
      position="absolute"
      top="0"
      bottom="0"
      {...{ [side]: '0' }}
      w="4"
      pointerEvents="none"
      zIndex="1"
      bgImage={`linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.18), rgba(0, 0, 0, 0))`}
    />
  );
}

/**
 * The box a table scrolls sideways in when it is wider than its panel. While it scrolls it is a
 * named region in the tab order, so a keyboard can scroll it, and a shadow at each edge with more
 * beyond it shows that there are columns out of sight; while the table fits it adds no tab stop.
 */
export function SidewaysScrollArea({ label, ...props }: TableScrollAreaProps & { label: string }) {
  const area = useRef<HTMLDivElement>(null);
  const overflow = useSidewaysOverflow(area);
  const scrolls = overflow.left || overflow.right;
  return (
    <Box position="relative">
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
      {overflow.left ? <EdgeHint side="left" /> : null}
      {overflow.right ? <EdgeHint side="right" /> : null}
    </Box>
  );
}
