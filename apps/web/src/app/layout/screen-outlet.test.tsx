// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { lazy, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test-support/jsdom-shims.ts';
import { ScreenOutlet } from './screen-outlet.tsx';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

type ScreenModule = { default: () => React.ReactNode };
let arrive: (module: ScreenModule) => void = () => {};
const Screen = lazy(
  () =>
    new Promise<ScreenModule>((resolve) => {
      arrive = resolve;
    }),
);
let setPhase: (phase: string) => void = () => {};
/** The shell: its outlet's key follows the connection's phase. */
const Shell = () => {
  const [phase, set] = useState('connecting');
  setPhase = set;
  return <ScreenOutlet resetKey={`/orders ${phase}`} />;
};

describe('the screen under the shell', () => {
  it('is not drawn by the shell’s own update when its code has just come, but in React’s sliced draw after it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/orders']}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="/orders" element={<Screen />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    await waitFor(() => container.querySelector('[aria-label="Cargando pantalla"]') !== null);

    // The screen's code comes; before React's scheduled draw of it, the socket connects and the shell draws again
    // at once (a store's update is synchronous).
    arrive({ default: () => <h1>Pedidos</h1> });
    await Promise.resolve();
    await Promise.resolve();
    flushSync(() => setPhase('live'));
    // That update draws the shell only: the screen waits for its own, sliced, draw.
    expect(container.textContent).not.toContain('Pedidos');
    expect(container.querySelector('[aria-label="Cargando pantalla"]')).not.toBeNull();

    await waitFor(() => container.textContent?.includes('Pedidos') === true);
  });
});
