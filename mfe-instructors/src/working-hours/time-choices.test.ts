import { timeAwayEndChoices, timeAwayStartChoices } from '@dss/contract';

describe('time away choices (document 2 §5.13)', () => {
  const at = (iso: string) => new Date(iso);

  it("begins today's starts at the next half-hour after an hour from now, on the London clock", () => {
    // 07:10 GMT in winter: an hour on is 08:10, so 08:30.
    expect(timeAwayStartChoices('2030-01-15', at('2030-01-15T07:10:00Z'))[0]).toBe('08:30');
    // On the half-hour: an hour on is 08:30 itself, so the next is 09:00.
    expect(timeAwayStartChoices('2030-01-15', at('2030-01-15T07:30:00Z'))[0]).toBe('09:00');
    // 07:10 UTC is 08:10 in London in summer.
    expect(timeAwayStartChoices('2030-06-10', at('2030-06-10T07:10:00Z'))[0]).toBe('09:30');
    // Late in the evening nothing is left today.
    expect(timeAwayStartChoices('2030-01-15', at('2030-01-15T22:10:00Z'))).toEqual([]);
  });

  it('offers every start but the last on other days, and ends only after the start', () => {
    const starts = timeAwayStartChoices('2030-01-16', at('2030-01-15T22:10:00Z'));
    expect(starts).toHaveLength(47);
    expect(starts.at(-1)).toBe('23:00');
    expect(timeAwayEndChoices('23:00', starts)).toEqual(['23:30']);
    expect(timeAwayEndChoices(undefined, ['11:30', '12:00'])[0]).toBe('12:00');
    expect(timeAwayEndChoices(undefined, [])).toEqual([]);
  });
});
