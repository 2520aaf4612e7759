import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@dss/api';
import { UiProvider } from '@dss/ui';
import { AppRoutes } from '../routing/AppRoutes';

const store = createAppStore();

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
