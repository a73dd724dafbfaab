import '@backoffice/shared/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes, preloadSignedInShell } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';

registerServiceWorker();
preloadSignedInShell(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
