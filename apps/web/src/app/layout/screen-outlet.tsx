import { memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenLoader } from '../../components/full-screen-loader.tsx';
import { ScreenErrorBoundary } from '../../components/screen-error-boundary.tsx';

/**
 * One element for the page's whole life: when the shell draws the outlet again (a new page, the connection's phase),
 * React finds the same element and leaves the boundary alone. A new element made it try the screen again in that
 * update, and a screen whose code had just come was then drawn whole in one synchronous task (294 ms at full speed
 * on `/orders`, when the socket connected between its code coming and React's sliced draw of it).
 */
const screen = (
  <Suspense fallback={<ScreenLoader />}>
    <Outlet />
  </Suspense>
);

/**
 * The screen under the shell. Memoised: the shell draws itself again at every live order, sound or connection
 * change, and the screen, which reads what it needs of those itself, is not drawn again with it (on a phone the
 * home was drawn whole four times as it loaded; decision 065).
 */
export const ScreenOutlet = memo(({ resetKey }: { resetKey: string }) => (
  <ScreenErrorBoundary resetKey={resetKey}>{screen}</ScreenErrorBoundary>
));
