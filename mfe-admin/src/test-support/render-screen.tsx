import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@dss/api';
import type { UserSession } from '@dss/contract';
import { UiProvider } from '@dss/ui';
import { wireResponse } from '@dss/ui/test-utils/wire-response';

export const ADMIN: UserSession = {
  id: 1,
  accLevel: 1,
  full_name: 'Mrs Helen Whitmore',
  isAdmin: true,
  created: '2019-03-25T09:00:00.000Z',
  permissions: ['admin'],
  token: 'admin-token',
  mustChangePassword: false,
};

/** One admin screen signed in as the administrator, on a fresh store, as the shell hosts it. */
export function renderScreen(ui: ReactElement) {
  localStorage.setItem('dss.session', JSON.stringify(ADMIN));
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { store, ...view };
}

type Reply = { status?: number; body: unknown };
export interface Call {
  url: string;
  fields: Record<string, string>;
  files: { field: string; name: string }[];
}

/** Replaces fetch with answers chosen by the posted fields; records every call. */
export function mockWire(answer: (fields: Record<string, string>) => Reply | undefined) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const fields: Record<string, string> = {};
    const files: Call['files'] = [];
    if (init?.body instanceof FormData) {
      init.body.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
        else files.push({ field: key, name: (value as File).name });
      });
    } else {
      new URLSearchParams(init?.body as URLSearchParams).forEach((value, key) => (fields[key] = value));
    }
    calls.push({ url: String(input), fields, files });
    const { status = 200, body } = answer(fields) ?? { status: 500, body: { result: { code: 0, text: 'unexpected' } } };
    return wireResponse(status, body);
  }) as typeof fetch;
  return calls;
}

export const TITLES = [
  { id: 1, txt: 'Mr', favourite: true },
  { id: 2, txt: 'Mrs', favourite: true },
  { id: 6, txt: 'Dr', favourite: false },
];

/** Waits for an alert with `text`, closes it with Escape (success alerts allow it) and waits until it has gone. */
export async function closeAlert(text: string) {
  await screen.findByText(text);
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}
