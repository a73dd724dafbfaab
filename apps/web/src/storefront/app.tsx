import { Suspense } from 'react';
import { Loading, NotFound } from './components/states.tsx';
import { matchRoute, usePathname } from './lib/router.ts';
import { CityPage } from './pages/city-page.tsx';
import { CompanyPage } from './pages/company-page.tsx';
import { LazyCheckoutPage } from './pages/lazy-checkout.tsx';
import { TrackingPage } from './pages/tracking-page.tsx';

/** The storefront's four screens by address; `key` gives each shop or order a fresh screen state. */
export const App = () => {
  const route = matchRoute(usePathname());
  switch (route.name) {
    case 'company':
      return <CompanyPage key={route.slug} slug={route.slug} />;
    case 'checkout':
      return (
        <Suspense fallback={<Loading />}>
          <LazyCheckoutPage key={route.slug} slug={route.slug} />
        </Suspense>
      );
    case 'tracking':
      return <TrackingPage key={route.token} slug={route.slug} token={route.token} />;
    case 'city':
      return <CityPage key={route.slug} slug={route.slug} />;
    default:
      return <NotFound />;
  }
};
