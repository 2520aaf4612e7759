import type { NotificationCounts } from '@dss/contract';

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
