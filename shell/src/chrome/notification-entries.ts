import type { ExpiryCounts, NotificationCounts } from '@dss/contract';

/** The bell's four menu entries and the count each shows (document 1 §2). */
export const NOTIFICATION_ENTRIES: { label: string; to: string; count: keyof NotificationCounts }[] = [
  { label: 'Active Complaints', to: '/dashboard/viewactivecomplaints', count: 'tot_act_comps' },
  { label: 'Pending Instructors', to: '/dashboard/pendinginstructors', count: 'tot_pend_adis' },
  { label: 'Assign Learners', to: '/dashboard/assigninstructor', count: 'tot_pend_learners' },
  { label: 'Pending Bookings', to: '/dashboard/bookpendinglearners', count: 'totl_pend_bookings' },
];

export function notificationTotal(counts: NotificationCounts | undefined): number {
  return counts ? NOTIFICATION_ENTRIES.reduce((sum, e) => sum + counts[e.count], 0) : 0;
}

/**
 * Beyond the spec: instructors' licences, MOT, insurance and VED already expired or expiring
 * within 30 days, each opening the instructors' expiry list on View/Edit Instructors.
 */
export const EXPIRY_ENTRIES: { label: string; to: string; count: keyof ExpiryCounts; palette: string }[] = [
  {
    label: 'Expired Instructor Documents',
    to: '/dashboard/vieweditinstructors?expiry=expired',
    count: 'expired',
    palette: 'red',
  },
  {
    label: 'Instructor Documents Due (30 days)',
    to: '/dashboard/vieweditinstructors?expiry=due',
    count: 'due',
    palette: 'orange',
  },
];

export function expiryTotal(counts: ExpiryCounts | undefined): number {
  return counts ? counts.expired + counts.due : 0;
}

/** The bell's expiry badge's name, read with its count and shown on hover. */
export const EXPIRY_BADGE_NAME = 'Document expiry warnings';
