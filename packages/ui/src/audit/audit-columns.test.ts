import type { AuditEntry } from '@dss/contract';
import { actorOf, changeLines } from './audit-columns';

const event: AuditEntry = {
  id: 7,
  at: '2026-07-01T13:05:00.000Z',
  staff_id: null,
  staff_name: '',
  action: 'retention',
  operation: 'E',
  record_kind: 'learner',
  record_id: 12,
  changes: { erased: 'L12', reason: 'Retention period of 6 years after the last payment has passed' },
};

describe('audit columns', () => {
  it("names the retention job as the actor of its erasures, and shows the erasure's details", () => {
    expect(actorOf(event)).toBe('System (retention job)');
    expect(actorOf({ ...event, action: 'lifecycle' })).toBe('System (nightly job)');
    expect(actorOf({ ...event, action: 'script' })).toBe('System');
    expect(changeLines(event)).toEqual(['erased: L12', 'reason: Retention period of 6 years after the last payment has passed']);
  });
});
