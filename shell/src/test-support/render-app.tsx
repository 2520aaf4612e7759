import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@dss/api';
import type { UserSession } from '@dss/contract';
import { UiProvider } from '@dss/ui';
import { AppRoutes } from '../routing/AppRoutes';
import { wireResponse } from '@dss/ui/test-utils/wire-response';

export const OFFICE_USER: UserSession = {
  id: 2,
  accLevel: 2,
  full_name: 'Mr Daniel Okafor',
  isAdmin: false,
  created: '2020-06-01T09:00:00.000Z',
  permissions: ['user', 'reports'],
  token: 'office-token',
  mustChangePassword: false,
};

export const ADMIN: UserSession = {
  ...OFFICE_USER,
  id: 1,
  accLevel: 1,
  full_name: 'Mrs Helen Whitmore',
  isAdmin: true,
  permissions: ['admin'],
  token: 'admin-token',
};

/** Shows the router's current path, so tests can see where a guard sent them. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The whole shell at `path`, signed in as `session` (or signed out), on a fresh store. */
export function renderApp(path: string, session: UserSession | null = null) {
  if (session) localStorage.setItem('dss.session', JSON.stringify(session));
  else localStorage.removeItem('dss.session');
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Location />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { store, ...view };
}

type Reply = { status?: number; body: unknown };

/** Replaces fetch with answers chosen per request; records what was posted. */
export function mockWire(answer: (url: string, body: URLSearchParams) => Reply | Promise<Reply>) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : undefined);
    calls.push({ url, body });
    const { status = 200, body: reply } = await answer(url, body);
    return wireResponse(status, reply);
  }) as typeof fetch;
  return calls;
}

const QUICK_INFO = {
  address_lines: ['Eastway Driving School Ltd', '214 Romford Road', '', 'London', '', 'E7 9HZ', 'United Kingdom'],
  opening_hours: Array.from({ length: 8 }, () => ({ label: '', time: '' })),
  contact_details: Array.from({ length: 5 }, () => ({ title: '', value: '' })),
  bank_details: ['Barclays Bank', 'Eastway', '209876', '43218765', 'Ref'],
};

/** Plausible answers to the shell's own reads (quick info, counts, lesson packs). */
export function shellReads(_url: string, body: URLSearchParams): Reply | null {
  if (body.has('quickinfo')) return { body: QUICK_INFO };
  if (body.has('notifications'))
    return { body: { tot_act_comps: 2, tot_pend_adis: 1, tot_pend_learners: 3, totl_pend_bookings: 4 } };
  if (body.has('lessonpacks')) return { body: [] };
  return null;
}
