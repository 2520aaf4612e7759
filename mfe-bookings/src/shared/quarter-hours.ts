import { clockText } from '@dss/contract';

/** Times every 15 minutes, 07:00 to 19:45 (test times, a series' first lesson). */
export const QUARTER_HOURS = Array.from({ length: 13 * 4 }, (_, i) => {
  const text = clockText(7 * 60 + i * 15);
  return { value: text, label: text };
});
