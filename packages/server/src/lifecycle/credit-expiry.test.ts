import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { creditExpiry } from './credit-expiry';

const iso = (t: Date) => t.toISOString();

// In 2026 British Summer Time runs from 01:00 UTC on 29 March to 01:00 UTC on 25 October.
describe('credit expiry', () => {
  it('is London midnight the given months after the London date it was paid on', () => {
    // Paid 00:30 GMT on 29 March 2026 (BST starts at 01:00 UTC); 29 March 2027 is in BST.
    assert.equal(iso(creditExpiry(new Date('2026-03-29T00:30:00Z'), 12)), '2027-03-28T23:00:00.000Z');
    // Paid 00:30 BST on 25 October 2026 (23:30 UTC the day before): its London date is the 25th.
    assert.equal(iso(creditExpiry(new Date('2026-10-24T23:30:00Z'), 1)), '2026-11-25T00:00:00.000Z');
    assert.equal(iso(creditExpiry(Date.parse('2026-10-25T01:00:00Z'), 5)), '2027-03-25T00:00:00.000Z');
  });
});
