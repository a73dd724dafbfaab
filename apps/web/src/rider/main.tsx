import './rider.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { App } from './app.tsx';
import { unlockSound } from './lib/alert.ts';
import { interceptLinks } from './lib/router.ts';
import { SessionProvider } from './lib/session.tsx';

// The rider's phone app (/r): its own page and bundle, without the back-office's libraries (decision 049).
interceptLinks();
unlockSound();
registerServiceWorker();
// The service worker keeps this page for a reload without a network (decision 049).
void navigator.serviceWorker?.ready.then((registration) =>
  registration.active?.postMessage({ kind: 'keep-rider-page' }),
);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <App />
    </SessionProvider>
  </StrictMode>,
);
