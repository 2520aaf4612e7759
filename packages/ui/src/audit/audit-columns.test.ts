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
    expect(changeLines(event)).toEqual(['Erased: L12', 'Reason: Retention period of 6 years after the last payment has passed']);
  });

  it('writes changes as the screens do: labels, dd/mm/yyyy dates, London times, documents, never a digest', () => {
    const change: AuditEntry = {
      ...event,
      action: 'updateadi',
      operation: 'U',
      changes: {
        dob: ['2000-02-01', '2000-02-03'],
        completed_at: [null, '2026-11-28T12:40:24.409+00:00'],
        mot_file_id: [null, 239],
        password_hash: ['1f'.repeat(32), '2e'.repeat(32)],
        dual_ctrl: [false, true],
        pickup_pc: ['E7 9HZ', 'E6 1AA'],
      },
    };
    expect(changeLines(change)).toEqual([
      'Date of birth: 01/02/2000 → 03/02/2000',
      'Completed at: — → 28/11/2026 12:40',
      'MOT document: — → document 239',
      'Password: changed',
      'Dual controls: No → Yes',
      'Pickup postcode: E7 9HZ → E6 1AA',
    ]);
    expect(changeLines({ ...change, operation: 'I', changes: { sha256: [null, 'ab'.repeat(32)] } })).toEqual([
      'File contents: set',
    ]);
  });

  it('shows a document by the file name the server gives for its id, and by number when the file is gone', () => {
    const replaced: AuditEntry = {
      ...event,
      action: 'updatevehicle',
      operation: 'U',
      changes: { mot_file_id: [238, 'mot-2026.pdf'] },
    };
    expect(changeLines(replaced)).toEqual(['MOT document: document 238 → mot-2026.pdf']);
  });
});
