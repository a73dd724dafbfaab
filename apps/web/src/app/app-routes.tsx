import { type AccountType, type Business, loadTimeZoneData } from '@backoffice/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { FullScreenLoader, ScreenLoader } from '../components/full-screen-loader.tsx';
import { Page } from '../components/page.tsx';
import { ScreenErrorBoundary } from '../components/screen-error-boundary.tsx';
import { SectionInPreparation } from '../components/section-in-preparation.tsx';
import { RedirectToLogin } from '../features/auth/components/redirect-to-login.tsx';
import { pageSession, useAuth } from '../lib/auth-context.tsx';
import { lazyScreen } from '../lib/lazy-screen.ts';
import { formatMoney } from '../lib/money.ts';
import { SIGN_IN_PATH } from '../lib/sign-in-page.ts';
import { withRestStyles } from './rest-styles.ts';
import { routesAllowed, routesMatching } from './routes/route-table.ts';
import type { AppRoute } from './routes/route-types.ts';

// The shell of signed-in screens is its own chunk, drawn with the first stylesheet; the other screens wait for the
// rest of Mantine's styles too (rest-styles.ts). The sign-in is a page of its own (login.html, decision 066).
const AppLayout = lazyScreen(() => import('./layout/app-layout.tsx').then((module) => ({ default: module.AppLayout })));
const SignInPageLoad = lazyScreen(() => import('../features/auth/components/sign-in-page-load.tsx'));
const AboutPage = lazyScreen(() => withRestStyles(import('../features/public/about-page.tsx')));
const NotFoundPage = lazyScreen(() => withRestStyles(import('../features/public/not-found-page.tsx')));
const JoinRequestPage = lazyScreen(() => withRestStyles(import('../features/requests/pages/join-request-page.tsx')));
const ForgotPasswordPage = lazyScreen(() =>
  withRestStyles(import('../features/account/pages/forgot-password-page.tsx')),
);
const ResetPasswordPage = lazyScreen(() => withRestStyles(import('../features/account/pages/reset-password-page.tsx')));

/** Addresses of the signed-out screens; any other address is most likely opened by someone signed in. */
const PUBLIC_PATHS = new Set([
  SIGN_IN_PATH,
  '/about',
  '/forgot-password',
  '/reset-password',
  '/not-found',
  '/requests',
]);

/** The screens of a signed-in account; a member's URL to an admin-only screen ends on "not found". */
const routesOf = (type: AccountType, business: Business | null) =>
  routesAllowed(type, business?.type === 'partner' ? business.role : undefined);
const routeAt = (routes: AppRoute[], pathname: string) =>
  routes.find((candidate) => matchPath(candidate.path, pathname));

/**
 * Starts downloading the first screen while the rest of the app's code is still being evaluated: the signed-in
 * shell whenever the address is not a signed-out screen's, and with the session the page carries, that screen's
 * code and first data too. They then come with the shell's code instead of after React has rendered down to them.
 */
export const preloadFirstScreen = (pathname: string, queryClient: QueryClient) => {
  if (PUBLIC_PATHS.has(pathname)) return;
  AppLayout.preload();
  const session = pageSession();
  if (!session) return;
  // The live lists every signed-in screen keeps (the layout's; decision 064), read as their code arrives: the
  // layout's chunk is the one preloaded just above, so this import adds no download.
  const { business } = session;
  if (business)
    void import('./layout/app-layout.tsx')
      .then((module) => module.startLiveLists(queryClient, business))
      .catch(() => {});
  const route = routeAt(routesOf(session.type, session.business), pathname);
  route?.screen?.preload?.();
  route?.prefetch?.(queryClient, session.business);
  // Every signed-in screen shows times and amounts (Intl): the page's first Intl object loads the browser's locale
  // and zone data, 60–100 ms of main thread on a phone, whatever the object. Made here, while the screen's code and
  // data are on their way and before anything is drawn, it is not a pause in a screen that is already showing. The
  // ones made are those the screens keep and use: the amounts' (es-MX, its own locale data, 5 ms more at full speed
  // when the figures first drew) and the company's zone's.
  formatMoney(0);
  loadTimeZoneData(business?.type === 'company' ? (business.data as { timezone?: string }).timezone : undefined);
};

const RouteScreen = ({ route }: { route: AppRoute }) => {
  if (route.screen) return <route.screen />;
  return (
    <Page title={route.title}>
      <SectionInPreparation what={route.upcoming} />
    </Page>
  );
};

/** The route sets of seed section 2, chosen by the signed-in account's type. */
export const AppRoutes = () => {
  const { status, type, business } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const signedIn = status === 'signed-in' && type;
  const role = business?.type === 'partner' ? business.role : undefined;
  const routes = useMemo(
    () => (signedIn ? routesMatching(routesAllowed(signedIn, role), pathname) : []),
    [signedIn, role, pathname],
  );
  // The screen's code downloads together with the shell's, and its first data with both, not once it has rendered.
  const route = routes[0];
  route?.screen?.preload?.();
  if (business) route?.prefetch?.(queryClient, business);
  if (status === 'restoring') return <FullScreenLoader />;

  // The public screens and the signed-in shell are chunks too: one that fails to download says so in Spanish.
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenLoader />}>
        <Routes>
          <Route path={SIGN_IN_PATH} element={<SignInPageLoad />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/not-found" element={<NotFoundPage />} />
          {signedIn ? (
            <>
              <Route element={<AppLayout />}>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
                ))}
              </Route>
              {type === 'deliveries-provider' ? (
                <Route path="/home" element={<Navigate to="/" replace />} />
              ) : (
                <Route path="/" element={<Navigate to="/home" replace />} />
              )}
              <Route path="*" element={<Navigate to="/not-found" replace />} />
            </>
          ) : (
            <>
              <Route path="/" element={<Navigate to="/home" replace />} />
              <Route path="/requests" element={<JoinRequestPage />} />
              <Route path="*" element={<RedirectToLogin />} />
            </>
          )}
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  );
};
