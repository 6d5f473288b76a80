import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { syncThemeWithSystem } from '../lib/theme';
import { watchUserInput } from '../lib/user-input';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { registerServiceWorker } from './pwa/service-worker';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

watchUserInput();
syncThemeWithSystem();
registerServiceWorker();

const root = createRoot(container);
// A transition: the first render is built in slices with the main thread free between them, while
// index.html's static first frame stays on screen (issue 19 "TBT", decision 015).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
