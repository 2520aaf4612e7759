/**
 * The assignment state a departure ends the active assignment with, by departure reason (the
 * seeded departure_reasons ids): passed the test → Passed and Complete (4), joined another
 * school → Joined Other School (6), no response for 3 months → No Communication (5); any other
 * reason → abandoned (3).
 */
const BY_REASON: Record<number, number> = { 1: 4, 4: 6, 5: 5 };

export function departureEndState(reasonId: number): number {
  return BY_REASON[reasonId] ?? 3;
}
