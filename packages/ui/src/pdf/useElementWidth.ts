import { useEffect, useState, type RefObject } from 'react';

/** The element's current content width in pixels, or undefined before it is measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      setWidth(measured > 0 ? measured : undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
