import './storefront.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { interceptLinks } from './lib/router.ts';

// The customer storefront (/t/*, /c/*): its own page and bundle, without the back-office's libraries.
interceptLinks();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
