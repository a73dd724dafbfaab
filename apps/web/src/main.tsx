import '@backoffice/shared/zod-locale';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes, preloadFirstScreen } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

registerServiceWorker();
const queryClient = createQueryClient();
preloadFirstScreen(window.location.pathname, queryClient);

// As a transition React renders the first screen in slices, giving the main thread back between them, instead of
// holding it for the whole first render (decision 030).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
});
