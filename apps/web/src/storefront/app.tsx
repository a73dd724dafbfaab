import { NotFound } from './components/states.tsx';
import { matchRoute, usePathname } from './lib/router.ts';
import { CheckoutPage } from './pages/checkout-page.tsx';
import { CityPage } from './pages/city-page.tsx';
import { CompanyPage } from './pages/company-page.tsx';
import { TrackingPage } from './pages/tracking-page.tsx';

/** The storefront's four screens by address; `key` gives each shop or order a fresh screen state. */
export const App = () => {
  const route = matchRoute(usePathname());
  switch (route.name) {
    case 'company':
      return <CompanyPage key={route.slug} slug={route.slug} />;
    case 'checkout':
      return <CheckoutPage key={route.slug} slug={route.slug} />;
    case 'tracking':
      return <TrackingPage key={route.token} slug={route.slug} token={route.token} />;
    case 'city':
      return <CityPage key={route.slug} slug={route.slug} />;
    default:
      return <NotFound />;
  }
};
