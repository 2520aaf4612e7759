import { createRoot } from 'react-dom/client';
import { screens } from 'dss-remote-routes';
import { StandaloneApp } from './StandaloneApp';

createRoot(document.getElementById('root')!).render(<StandaloneApp remote={DSS_REMOTE} screens={screens} />);
