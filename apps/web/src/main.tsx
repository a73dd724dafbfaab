import '@backoffice/shared/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
