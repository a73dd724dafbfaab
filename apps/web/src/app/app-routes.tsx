import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenLoader, ScreenLoader } from '../components/full-screen-loader.tsx';
import { Page } from '../components/page.tsx';
import { SectionInPreparation } from '../components/section-in-preparation.tsx';
import { useAuth } from '../features/auth/auth-context.tsx';
import { RedirectToLogin } from '../features/auth/components/redirect-to-login.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { routesFor } from './routes/route-sets.ts';
import type { AppRoute } from './routes/route-types.ts';

const LoginPage = lazy(() => import('../features/auth/components/login-page.tsx'));
const AboutPage = lazy(() => import('../features/public/about-page.tsx'));
const NotFoundPage = lazy(() => import('../features/public/not-found-page.tsx'));

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
  const { status, type } = useAuth();
  if (status === 'restoring') return <FullScreenLoader />;
  const signedIn = status === 'signed-in' && type;
  const routes = signedIn ? routesFor(type) : [];

  return (
    <Suspense fallback={<ScreenLoader />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/about" element={<AboutPage />} />
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
            <Route path="*" element={<RedirectToLogin />} />
          </>
        )}
      </Routes>
    </Suspense>
  );
};
