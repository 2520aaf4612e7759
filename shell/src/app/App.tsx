import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, selectUser } from '@dss/api';
import { UiProvider } from '@dss/ui';
import { prefetchRemoteScreen } from '../remotes/federation';
import { AppRoutes, preloadSignedIn } from '../routing/AppRoutes';

const store = createAppStore();
const signedIn = selectUser(store.getState());
if (signedIn) {
  preloadSignedIn(window.location.pathname);
  prefetchRemoteScreen(window.location.pathname, signedIn.permissions, store.dispatch);
}

export function App() {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
