import { useLocation } from 'react-router-dom';
import { instructorActions, shellActions, type UserSession } from '@dss/contract';
import { answer, renderScreen } from '@dss/test-support';
import { AppRoutes } from '../routing/AppRoutes';

/** Shows the router's current path, so tests can see where a guard sent them. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The whole shell at `path`, signed in as `session` (or signed out), on a fresh store. */
export function renderApp(path: string, session: UserSession | null = null) {
  return renderScreen(
    <>
      <AppRoutes />
      <Location />
    </>,
    { session, path },
  );
}

/** Plausible answers to the shell's own reads (quick info, counts, lesson packs). */
export const SHELL_READS = [
  answer(shellActions.quickInfo, () => ({
    address_lines: ['Eastway Driving School Ltd', '214 Romford Road', '', 'London', '', 'E7 9HZ', 'United Kingdom'],
    opening_hours: Array.from({ length: 8 }, () => ({ label: '', time: '' })),
    contact_details: Array.from({ length: 5 }, () => ({ title: '', value: '' })),
    bank_details: ['Barclays Bank', 'Eastway', '209876', '43218765', 'Ref'],
  })),
  answer(shellActions.notifications, () => ({ tot_act_comps: 2, tot_pend_adis: 1, tot_pend_learners: 3, totl_pend_bookings: 4 })),
  answer(shellActions.lessonPacks, () => []),
  answer(instructorActions.documentExpiryCounts, () => ({ expired: 0, due: 0 })),
];
