import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, selectUser } from '@dss/api';
import { UiProvider } from '@dss/ui';
import { prefetchRemoteScreen } from '../remotes/federation';
import { AppRoutes } from '../routing/AppRoutes';

const store = createAppStore();
const signedIn = selectUser(store.getState());
if (signedIn) prefetchRemoteScreen(window.location.pathname, signedIn.permissions);

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
