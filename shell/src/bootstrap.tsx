import { createRoot } from 'react-dom/client';
import { App, firstDrawReady } from './app/App';

void firstDrawReady.then(() => createRoot(document.getElementById('root')!).render(<App />));
