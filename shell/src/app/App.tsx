import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@dss/contract';
import { createAppStore, selectUser } from '@dss/api';
import { UiProvider } from '@dss/ui';
import { prefetchRemoteScreen } from '../remotes/federation';
import { AppRoutes, preloadSignedIn } from '../routing/AppRoutes';

const store = createAppStore();
const signedIn = selectUser(store.getState());
// How long a hard load waits for the frame, the screen's code and its first data before drawing
// without them.
const FIRST_DRAW_WAIT_MS = 3000;

/**
 * When the first draw can start. On a hard load by a signed-in user it waits for the dashboard's
 * frame, the screen's code and the data a remote's screen opens on, so all draw in one pass.
 * Drawn earlier, the frame and the screen would suspend (React then holds back what replaces a
 * fallback for up to 300 ms) and the screen would draw again when its data came.
 */
export const firstDrawReady: Promise<void> = signedIn
  ? Promise.race([
      Promise.all([
        preloadSignedIn(window.location.pathname),
        prefetchRemoteScreen(window.location.pathname, signedIn.permissions, store.dispatch),
      ]),
      new Promise((waited) => setTimeout(waited, FIRST_DRAW_WAIT_MS)),
    ]).then(() => undefined)
  : Promise.resolve();

export function App() {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter future={ROUTER_FUTURE}>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
