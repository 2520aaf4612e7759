/** A London calendar date `days` from today as 'YYYY-MM-DD', the screens' calendar. */
export function londonDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** Today in London as 'YYYY-MM-DD'. */
export const londonToday = (): string => londonDay(0);
