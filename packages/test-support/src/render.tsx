import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@dss/api';
import { ROUTER_FUTURE, type UserSession } from '@dss/contract';
import { UiProvider } from '@dss/ui';
import { OFFICE_USER } from './sessions';

export interface RenderOptions {
  /** Who is signed in; null renders signed out. Default: an office user with reports. */
  session?: UserSession | null;
  /** The router's starting path. */
  path?: string;
}

/** A screen or component as the shell hosts it: the one store, the UI kit and a router. */
export function renderScreen(ui: ReactElement, { session = OFFICE_USER, path = '/' }: RenderOptions = {}) {
  if (session) localStorage.setItem('dss.session', JSON.stringify(session));
  else localStorage.removeItem('dss.session');
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          {ui}
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { store, ...view };
}
