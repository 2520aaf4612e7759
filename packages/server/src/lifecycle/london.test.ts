import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { londonToday } from '@dss/contract';
import {
  addMonths,
  creditExpiry,
  dayNumber,
  dayText,
  londonDate,
  londonDay,
  londonInstant,
  londonInstantMs,
  londonOffsetMinutes,
  minutesOf,
  weekday,
} from './london';

const ms = (iso: string) => Date.parse(iso);
const iso = (t: number | Date) => new Date(t).toISOString();

// In 2026 British Summer Time runs from 01:00 UTC on 29 March to 01:00 UTC on 25 October.
describe('Europe/London time', () => {
  it('is GMT in winter and BST from the last Sunday of March to the last Sunday of October', () => {
    assert.equal(londonOffsetMinutes(ms('2026-01-15T12:00:00Z')), 0);
    assert.equal(londonOffsetMinutes(ms('2026-03-29T00:59:59.999Z')), 0);
    assert.equal(londonOffsetMinutes(ms('2026-03-29T01:00:00Z')), 60);
    assert.equal(londonOffsetMinutes(ms('2026-07-01T12:00:00Z')), 60);
    assert.equal(londonOffsetMinutes(ms('2026-10-25T00:59:59.999Z')), 60);
    assert.equal(londonOffsetMinutes(ms('2026-10-25T01:00:00Z')), 0);
    assert.equal(londonOffsetMinutes(ms('2024-03-31T01:00:00Z')), 60);
    assert.equal(londonOffsetMinutes(ms('2024-10-27T01:00:00Z')), 0);
  });

  it("gives an instant's London calendar date either side of each change", () => {
    assert.equal(londonDate(new Date('2026-03-28T23:59:00Z')), '2026-03-28');
    assert.equal(londonDate(ms('2026-03-29T01:00:00Z')), '2026-03-29');
    assert.equal(londonDate(new Date('2026-03-29T23:30:00Z')), '2026-03-30');
    assert.equal(londonDate(new Date('2026-10-24T23:30:00Z')), '2026-10-25');
    assert.equal(londonDate(new Date('2026-10-25T01:00:00Z')), '2026-10-25');
    assert.equal(londonDate(new Date('2026-10-25T23:30:00Z')), '2026-10-25');
    assert.equal(londonDay(new Date('2026-10-24T23:30:00Z')), dayNumber('2026-10-25'));
  });

  it("agrees with the contract's londonToday", () => {
    for (const at of [
      '2026-03-29T00:30:00Z',
      '2026-03-29T01:00:00Z',
      '2026-03-29T23:30:00Z',
      '2026-10-24T23:30:00Z',
      '2026-10-25T01:00:00Z',
      '2026-10-25T23:30:00Z',
      '2026-12-31T23:59:59Z',
    ]) {
      assert.equal(londonToday(new Date(at)), londonDate(new Date(at)), at);
    }
  });

  it('reads London wall-clock times as instants, taking a missing or repeated reading as GMT', () => {
    assert.equal(iso(londonInstantMs('2026-03-29', 0)), '2026-03-29T00:00:00.000Z');
    // 01:00-01:59 does not exist on 29 March 2026: taken as GMT.
    assert.equal(iso(londonInstantMs('2026-03-29', 60)), '2026-03-29T01:00:00.000Z');
    assert.equal(iso(londonInstantMs('2026-03-29', 90)), '2026-03-29T01:30:00.000Z');
    assert.equal(iso(londonInstantMs('2026-03-29', 120)), '2026-03-29T01:00:00.000Z');
    assert.equal(iso(londonInstant(dayNumber('2026-03-29'), 9 * 60)), '2026-03-29T08:00:00.000Z');
    // 00:30 on 25 October 2026 is still BST; 01:00-01:59 happens twice: taken as GMT.
    assert.equal(iso(londonInstantMs('2026-10-25', 30)), '2026-10-24T23:30:00.000Z');
    assert.equal(iso(londonInstantMs('2026-10-25', 60)), '2026-10-25T01:00:00.000Z');
    assert.equal(iso(londonInstantMs('2026-10-25', 90)), '2026-10-25T01:30:00.000Z');
    assert.equal(iso(londonInstantMs(dayNumber('2026-10-25'), 120)), '2026-10-25T02:00:00.000Z');
    assert.equal(iso(londonInstant('2026-07-01', 23 * 60 + 59)), '2026-07-01T22:59:00.000Z');
  });

  it('does day-number and calendar arithmetic', () => {
    assert.equal(dayNumber('1970-01-01'), 0);
    assert.equal(dayText(dayNumber('2026-03-29')), '2026-03-29');
    assert.equal(weekday(dayNumber('2026-03-29')), 0);
    assert.equal(weekday(dayNumber('2026-10-24')), 6);
    assert.equal(minutesOf('14:30:00'), 870);
    assert.equal(minutesOf('08:05'), 485);
    assert.equal(dayText(addMonths(dayNumber('2026-01-31'), 1)), '2026-02-28');
    assert.equal(dayText(addMonths(dayNumber('2024-01-31'), 1)), '2024-02-29');
    assert.equal(dayText(addMonths(dayNumber('2026-11-30'), 3)), '2027-02-28');
    assert.equal(dayText(addMonths(dayNumber('2026-03-29'), -1)), '2026-02-28');
  });

  it('expires a credit at London midnight the given months after its London date', () => {
    // Paid 00:30 GMT on 29 March 2026 (BST starts at 01:00 UTC); 29 March 2027 is in BST.
    assert.equal(iso(creditExpiry(new Date('2026-03-29T00:30:00Z'), 12)), '2027-03-28T23:00:00.000Z');
    // Paid 00:30 BST on 25 October 2026 (23:30 UTC the day before): its London date is the 25th.
    assert.equal(iso(creditExpiry(new Date('2026-10-24T23:30:00Z'), 1)), '2026-11-25T00:00:00.000Z');
    assert.equal(iso(creditExpiry(ms('2026-10-25T01:00:00Z'), 5)), '2027-03-25T00:00:00.000Z');
  });
});
