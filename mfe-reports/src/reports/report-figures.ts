import { reportPeriods, ukDate, type FrequencyRow, type ReportUnit } from '@dss/contract';
import { formatNumber } from '@dss/ui';

// The arithmetic of the result screen (document 3 §9): percentages over a column's total,
// feedback bars, and the labels the tables and charts read. The counting itself is the
// server's; these only present its answer.

/** A value as a percentage of its column's total, to one decimal ('0.0' for an empty column). */
export function percentOf(value: number, total: number): string {
  return total > 0 ? ((value * 100) / total).toFixed(1) : '0.0';
}

/** The total of a numeric column (counts, or money as numeric text summed in pence). */
export function columnTotal(values: readonly (number | string)[]): number {
  const pence = values.reduce<number>((sum, v) => sum + Math.round(Number(v) * 100), 0);
  return pence / 100;
}

/** Feedback bar percentage: ceil(20 × ratings_total / no_of_ratings), 0 without ratings. */
export function feedbackPercent(ratingsTotal: number, ratings: number): number {
  return ratings > 0 ? Math.ceil((20 * ratingsTotal) / ratings) : 0;
}

/** Bar colours: 100 green, 80-99 lime, 60-79 yellow, 40-59 orange, below 40 red. */
export function feedbackColour(percent: number): 'green' | 'lime' | 'yellow' | 'orange' | 'red' {
  if (percent >= 100) return 'green';
  if (percent >= 80) return 'lime';
  if (percent >= 60) return 'yellow';
  if (percent >= 40) return 'orange';
  return 'red';
}

export const AGE_BANDS: Record<string, string> = {
  A: 'A (17-25)',
  B: 'B (26-35)',
  C: 'C (36-45)',
  D: 'D (46-55)',
  E: 'E (56-65)',
  F: 'F (65 and over)',
};

/** Gender reporting: 'm' is Male, anything else Female (document 3 §4). */
export const genderLabel = (key: string) => (key === 'm' ? 'Male' : 'Female');
export const ageLabel = (key: string) => AGE_BANDS[key] ?? key;
export const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

// A report is often the page's first Intl formatter, and making the first one loads the locale's
// data: 0.15-0.2 s at 4x CPU throttling, before the first chart could be drawn. So the labels a
// count report needs are written here, as en-GB's Intl writes them (the tests compare the two).

/** en-GB's short month names ('Sept' included). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A count (or a chart's tick) as en-GB writes it to at most one decimal: 12345.67 -> '12,345.7'.
 * Rounded half away from zero on the number's shortest decimal form, as Intl rounds; a number
 * JavaScript writes with an exponent (1e21) goes to Intl.
 */
export function countLabel(value: number): string {
  // Plain digits only: an exponent form, NaN or Infinity goes to the kit's formatter.
  const digits = /^(\d+)(?:\.(\d)(\d?)\d*)?$/.exec(String(Math.abs(value)));
  if (!digits) return formatNumber(value, { maximumFractionDigits: 1 });
  const [, whole = '0', tenth = '0', hundredth = '0'] = digits;
  const tenths = Number(whole) * 10 + Number(tenth) + (Number(hundredth) >= 5 ? 1 : 0);
  const fraction = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  const grouped = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction}`;
}

/** A period as its axis label: 'dd/mm/yyyy' by day, 'Mon yyyy' by month. */
export function periodLabel(period: string, unit: ReportUnit): string {
  if (unit === 'day') return ukDate(period);
  const month = SHORT_MONTHS[Number(period.slice(5, 7)) - 1];
  return `${month} ${period.slice(0, 4)}`;
}

/** Counts per period laid over every period of the range, missing periods as 0. */
export function overPeriods(
  start: string,
  end: string,
  points: readonly { period: string; count: number }[],
): { period: string; count: number }[] {
  const byPeriod = new Map(points.map((p) => [p.period, p.count]));
  return reportPeriods(start, end).map((period) => ({ period, count: byPeriod.get(period) ?? 0 }));
}

/** Lines for a line chart: one per key, over every period of the range. */
export function linesOverPeriods(
  start: string,
  end: string,
  rows: readonly { period: string; key: string; count: number }[],
  label: (key: string) => string = (k) => k,
): { id: string; data: { x: string; y: number }[] }[] {
  const periods = reportPeriods(start, end);
  const keys = [...new Set(rows.map((r) => r.key))];
  const counts = new Map(rows.map((r) => [`${r.key}|${r.period}`, r.count]));
  return keys.map((key) => ({ id: label(key), data: periods.map((p) => ({ x: p, y: counts.get(`${key}|${p}`) ?? 0 })) }));
}

/** Frequency rows relabelled for display. */
export const relabel = (rows: readonly FrequencyRow[], label: (key: string) => string) =>
  rows.map((r) => ({ key: label(r.key), count: r.count }));

/** A table as CSV text: a header line, then one line per row, fields quoted where needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const field = (v: string | number) => {
    // Text a spreadsheet would run as a formula is kept as text.
    const s = typeof v === 'string' && /^[=+@]/.test(v) ? `'${v}` : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [header, ...rows].map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
