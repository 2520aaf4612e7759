import { tzOffset } from '@date-fns/tz/tzOffset';
import { LONDON_TIME_ZONE } from './london';

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

/**
 * London's offset changes between two UTC hour numbers, read from @date-fns/tz (the platform's
 * time zone database): `[hour, minutes]`, the first for `fromHour` itself, each later one the
 * hour the offset changed at and the offset from then on. The table in london-changes.ts is this,
 * as `londonChangeSteps` writes it (tools/write-london-changes.ts); london.test.ts compares the two.
 */
export function londonChangesFromLibrary(fromHour: number, untilHour: number): [number, number][] {
  const offset = (hour: number) => tzOffset(LONDON_TIME_ZONE, new Date(hour * HOUR_MS));
  const changes: [number, number][] = [[fromHour, offset(fromHour)]];
  // A day at a time, and hour by hour through a day whose offset at its end is not its start's.
  for (let day = fromHour; day < untilHour; day += DAY_HOURS) {
    const end = Math.min(day + DAY_HOURS, untilHour);
    if (offset(end) === changes.at(-1)![1] && offset(day) === changes.at(-1)![1]) continue;
    for (let hour = day; hour <= end && hour < untilHour; hour += 1) {
      const now = offset(hour);
      if (now !== changes.at(-1)![1]) changes.push([hour, now]);
    }
  }
  return changes;
}

/**
 * Changes as london-changes.ts keeps them, short for the login route's bundle: for each, the hours
 * since the one before (the first: since LONDON_TABLE_FROM_HOUR, so 0) and the offset from then on.
 */
export function londonChangeSteps(changes: [number, number][], fromHour: number): number[] {
  return changes.flatMap(([hour, minutes], i) => [hour - (i ? changes[i - 1]![0] : fromHour), minutes]);
}
