import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@dss/api';
import { UiProvider } from '@dss/ui';
import { wireResponse } from '@dss/ui/test-utils/wire-response';

type Reply = { status?: number; body: unknown };

/** Replaces fetch with answers chosen per request; records what was posted. */
export function mockWire(answer: (body: URLSearchParams) => Reply) {
  const calls: URLSearchParams[] = [];
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : undefined);
    calls.push(body);
    const { status = 200, body: reply } = answer(body);
    return wireResponse(status, reply);
  }) as typeof fetch;
  return calls;
}

export const TITLES = [
  { id: 1, txt: 'Mr', gen: 'm', favourite: true },
  { id: 2, txt: 'Mrs', gen: 'f', favourite: true },
  { id: 6, txt: 'Dr', gen: null, favourite: false },
];
export const LANGUAGES = [
  { id: 10, txt: 'English' },
  { id: 22, txt: 'Polish' },
];
export const VEHICLE_TYPES = [
  { id: 1, txt: 'Any vehicle type' },
  { id: 2, txt: 'Hatchback' },
];

/** Answers to the dictionary lists. */
export function dictionaries(body: URLSearchParams): Reply | null {
  if (body.has('loadtitles')) return { body: TITLES };
  if (body.has('loadlanguages')) return { body: LANGUAGES };
  if (body.has('loadvehicletypes')) return { body: VEHICLE_TYPES };
  return null;
}

/** A learner screen or component signed in as an office user, on a fresh store. */
export function renderScreen(ui: ReactElement) {
  localStorage.setItem(
    'dss.session',
    JSON.stringify({
      id: 3,
      accLevel: 2,
      full_name: 'Ms Sophie Clarke',
      isAdmin: false,
      created: '2020-01-01',
      permissions: ['user'],
      token: 't',
      mustChangePassword: false,
    }),
  );
  const store = createAppStore();
  return render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}
