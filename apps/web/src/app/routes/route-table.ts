import { type AccountType, type Company, type PartnerRole, partnerMay } from '@backoffice/shared';
import {
  IconAd2,
  IconAddressBook,
  IconBrandWhatsapp,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconCash,
  IconChartBar,
  IconClipboardList,
  IconHome,
  IconInfoCircle,
  IconLifebuoy,
  IconList,
  IconMapPin,
  IconMotorbike,
  IconPlus,
  IconReceipt,
  IconSquarePlus,
  IconStar,
  IconTicket,
  IconToolsKitchen2,
  IconUserCircle,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react';
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { matchPath } from 'react-router';
import { companiesByIdsQueryOptions } from '../../features/companies/api/get-companies-by-ids.ts';
import { companyQueryOptions } from '../../features/companies/api/get-company.ts';
import { companyStatsQueryOptions } from '../../features/companies/api/get-company-stats.ts';
import { presenceQueryOptions } from '../../features/companies/api/get-presence.ts';
import { lazyScreen as lazyModule } from '../../lib/lazy-screen.ts';
import { withRestStyles } from '../rest-styles.ts';
import type { AppRoute } from './route-types.ts';

/** A screen's code, rendered once the rest of Mantine's styles are there too (rest-styles.ts). */
const lazyScreen = <T extends ComponentType>(load: () => Promise<{ default: T }>) =>
  lazyModule(() => withRestStyles(load()));

/** A navigation badge loaded with the signed-in screens, never with the sign-in screen; nothing shows until it is. */
const lazyBadge = (load: () => Promise<ComponentType>) => {
  const Badge = lazy(async () => ({ default: await withRestStyles(load()) }));
  return () => createElement(Suspense, { fallback: null }, createElement(Badge));
};
const OrdersWaitingBadge = lazyBadge(
  async () => (await import('../../features/orders/components/orders-waiting-badge.tsx')).OrdersWaitingBadge,
);
const PendingRequestsBadge = lazyBadge(
  async () => (await import('../../features/requests/components/pending-requests-badge.tsx')).PendingRequestsBadge,
);

const screens = {
  supportPage: lazyScreen(() => import('../../features/support/support-page.tsx')),
  accountSecurityPage: lazyScreen(() => import('../../features/account/pages/account-security-page.tsx')),
};

/** Company routes of seed section 2. */
export const companyRoutes: AppRoute[] = [
  {
    path: '/home',
    title: 'Inicio',
    nav: { label: 'Inicio', icon: IconHome },
    upcoming: 'Aquí verás tu día: pedidos, ventas y productos más vendidos.',
    screen: lazyScreen(() => import('../../features/companies/pages/company-home-page.tsx')),
    prefetch: (queryClient, business) => {
      // The session carries the company as its own address answers it (kept current by update:company): the home
      // draws its open state from it at once instead of asking again.
      const company = companyQueryOptions(business.id);
      if (business.type === 'company' && queryClient.getQueryData(company.queryKey) === undefined)
        // Both are the server's toCompanyDto; the session's schema only names the fields the shell reads.
        queryClient.setQueryData(company.queryKey, business.data as Company);
      queryClient.ensureQueryData(company).catch(() => {});
      queryClient.ensureQueryData(companyStatsQueryOptions(business.id)).catch(() => {});
    },
  },
  {
    path: '/orders',
    title: 'Pedidos',
    nav: { label: 'Pedidos', icon: IconClipboardList, badge: OrdersWaitingBadge },
    upcoming: 'Aquí recibirás y atenderás tus pedidos en vivo.',
    screen: lazyScreen(() => import('../../features/orders/pages/company-orders-page.tsx')),
  },
  {
    path: '/customers',
    title: 'Clientes',
    nav: { label: 'Clientes', icon: IconAddressBook },
    screen: lazyScreen(() => import('../../features/customers/pages/customers-page.tsx')),
  },
  {
    path: '/ratings',
    title: 'Calificaciones',
    nav: { label: 'Calificaciones', icon: IconStar },
    screen: lazyScreen(() => import('../../features/ratings/pages/ratings-page.tsx')),
  },
  {
    path: '/products',
    title: 'Menú',
    nav: { label: 'Menú', icon: IconToolsKitchen2 },
    upcoming: 'Aquí verás tu menú tal como lo ven tus clientes.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/menu-page.tsx')),
  },
  {
    path: '/products/list',
    title: 'Productos',
    nav: { label: 'Productos', icon: IconList },
    upcoming: 'Aquí podrás buscar y editar tus productos.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/product-list-page.tsx')),
  },
  {
    path: '/products/additions/list',
    title: 'Complementos',
    nav: { label: 'Complementos', icon: IconSquarePlus },
    upcoming: 'Aquí podrás administrar los complementos de tus productos.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/addition-list-page.tsx')),
  },
  {
    path: '/product/:id',
    title: 'Producto',
    upcoming: 'Aquí podrás crear y editar un producto.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/product-page.tsx')),
  },
  {
    path: '/promo/:id',
    title: 'Promoción',
    upcoming: 'Aquí podrás crear y editar una promoción.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/promo-page.tsx')),
  },
  {
    path: '/schedules',
    title: 'Horarios',
    nav: { label: 'Horarios', icon: IconCalendarTime },
    upcoming: 'Aquí podrás definir tus horarios y días especiales.',
    screen: lazyScreen(() => import('../../features/schedules/pages/schedules-page.tsx')),
  },
  {
    path: '/information',
    title: 'Información',
    nav: { label: 'Información', icon: IconInfoCircle },
    upcoming: 'Aquí podrás editar los datos de tu comercio.',
    screen: lazyScreen(() => import('../../features/companies/pages/information-page.tsx')),
  },
  {
    path: '/coupons',
    title: 'Cupones',
    nav: { label: 'Cupones', icon: IconTicket },
    upcoming: 'Aquí podrás crear códigos de descuento para tus clientes.',
    screen: lazyScreen(() => import('../../features/coupons/pages/coupons-page.tsx')),
  },
  {
    path: '/reports',
    title: 'Reportes',
    nav: { label: 'Reportes', icon: IconChartBar },
    upcoming: 'Aquí podrás consultar tus ventas por fechas.',
    screen: lazyScreen(() => import('../../features/reports/pages/company-reports-page.tsx')),
  },
  {
    path: '/payments',
    title: 'Pagos',
    nav: { label: 'Pagos', icon: IconWallet },
    upcoming: 'Aquí verás tus pagos y liquidaciones.',
    screen: lazyScreen(() => import('../../features/payments/pages/company-payments-page.tsx')),
  },
  {
    path: '/gateway/payment/redirect',
    title: 'Resultado del pago',
    upcoming: 'Aquí verás el resultado de tu pago.',
    screen: lazyScreen(() => import('../../features/payments/pages/gateway-return-page.tsx')),
  },
  {
    path: '/ads',
    title: 'Anuncios',
    nav: { label: 'Anuncios', icon: IconAd2 },
    upcoming: 'Aquí podrás promocionar tu comercio.',
    screen: lazyScreen(() => import('../../features/ads/pages/company-ads-page.tsx')),
  },
];

/** Partner routes of seed section 2. */
export const partnerRoutes: AppRoute[] = [
  {
    path: '/home',
    title: 'Inicio',
    nav: { label: 'Inicio', icon: IconHome },
    upcoming: 'Aquí verás el resumen de tus comercios.',
    screen: lazyScreen(() => import('../../features/companies/pages/partner-home-page.tsx')),
    prefetch: (queryClient, business) => {
      if (business.type === 'partner' && business.listen_for.length > 0) {
        queryClient.ensureQueryData(companiesByIdsQueryOptions(business.listen_for)).catch(() => {});
        // The list waits for the screens' presence too (its badges would widen the rows after the first paint).
        queryClient.ensureQueryData(presenceQueryOptions()).catch(() => {});
      }
    },
  },
  {
    path: '/orders',
    title: 'Pedidos',
    nav: { label: 'Pedidos', icon: IconClipboardList, badge: OrdersWaitingBadge },
    upcoming: 'Aquí verás en vivo los pedidos y mandados de tus comercios.',
    screen: lazyScreen(() => import('../../features/orders/pages/partner-orders-page.tsx')),
  },
  {
    path: '/companies',
    title: 'Comercios',
    nav: { label: 'Comercios', icon: IconBuildingStore },
    upcoming: 'Aquí verás los comercios por ciudad y estado.',
    screen: lazyScreen(() => import('../../features/companies/pages/companies-page.tsx')),
  },
  {
    path: '/companies/create',
    title: 'Nuevo comercio',
    nav: { label: 'Nuevo comercio', icon: IconPlus },
    permission: 'companies.create',
    upcoming: 'Aquí podrás dar de alta un comercio.',
    screen: lazyScreen(() => import('../../features/companies/pages/create-company-page.tsx')),
  },
  {
    path: '/company/:company',
    title: 'Comercio',
    upcoming: 'Aquí podrás editar los datos de un comercio.',
    screen: lazyScreen(() => import('../../features/companies/pages/company-page.tsx')),
  },
  {
    path: '/schedules/:company',
    title: 'Horarios del comercio',
    upcoming: 'Aquí podrás editar los horarios de un comercio.',
    screen: lazyScreen(() => import('../../features/schedules/pages/schedules-page.tsx')),
  },
  {
    path: '/products/:company',
    title: 'Menú del comercio',
    upcoming: 'Aquí verás el menú de un comercio.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/menu-page.tsx')),
  },
  {
    path: '/products-list/:company',
    title: 'Productos del comercio',
    upcoming: 'Aquí verás los productos de un comercio.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/product-list-page.tsx')),
  },
  {
    path: '/products-additions-list/:company',
    title: 'Complementos del comercio',
    upcoming: 'Aquí verás los complementos de un comercio.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/addition-list-page.tsx')),
  },
  {
    path: '/product/:id/:company',
    title: 'Producto',
    upcoming: 'Aquí podrás crear y editar un producto de un comercio.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/product-page.tsx')),
  },
  {
    path: '/promo/:id/:company',
    title: 'Promoción',
    upcoming: 'Aquí podrás crear y editar una promoción de un comercio.',
    screen: lazyScreen(() => import('../../features/catalogue/pages/promo-page.tsx')),
  },
  {
    path: '/riders',
    title: 'Repartidores',
    nav: { label: 'Repartidores', icon: IconMotorbike },
    upcoming: 'Aquí podrás administrar a tus repartidores.',
    screen: lazyScreen(() => import('../../features/riders/pages/riders-page.tsx')),
  },
  {
    path: '/requests',
    title: 'Solicitudes',
    nav: { label: 'Solicitudes', icon: IconUserPlus, badge: PendingRequestsBadge },
    permission: 'requests.review',
    upcoming: 'Aquí verás las solicitudes de nuevos comercios y repartidores.',
    screen: lazyScreen(() => import('../../features/requests/pages/requests-page.tsx')),
  },
  {
    path: '/zones',
    title: 'Zonas',
    nav: { label: 'Zonas', icon: IconMapPin },
    upcoming: 'Aquí podrás dibujar tus zonas de entrega y sus tarifas.',
    screen: lazyScreen(() => import('../../features/zones/pages/zones-page.tsx')),
  },
  {
    path: '/bases',
    title: 'Bases',
    nav: { label: 'Bases', icon: IconBuildingWarehouse },
    upcoming: 'Aquí podrás administrar las bases de tus repartidores.',
    screen: lazyScreen(() => import('../../features/bases/pages/bases-page.tsx')),
  },
  {
    path: '/coupons',
    title: 'Cupones',
    nav: { label: 'Cupones', icon: IconTicket },
    permission: 'catalogue.edit',
    upcoming: 'Aquí podrás crear códigos de descuento para tus comercios.',
    screen: lazyScreen(() => import('../../features/coupons/pages/coupons-page.tsx')),
  },
  {
    path: '/expenses',
    title: 'Gastos',
    nav: { label: 'Gastos', icon: IconReceipt },
    permission: 'expenses.manage',
    upcoming: 'Aquí podrás registrar los gastos de la operación.',
    screen: lazyScreen(() => import('../../features/expenses/pages/expenses-page.tsx')),
  },
  {
    path: '/payments',
    title: 'Pagos',
    nav: { label: 'Pagos', icon: IconCash },
    upcoming: 'Aquí verás los pagos a comercios y repartidores.',
    screen: lazyScreen(() => import('../../features/payments/pages/partner-payments-page.tsx')),
  },
  {
    path: '/ratings',
    title: 'Calificaciones',
    nav: { label: 'Calificaciones', icon: IconStar },
    screen: lazyScreen(() => import('../../features/ratings/pages/ratings-page.tsx')),
  },
  {
    path: '/reports',
    title: 'Reportes',
    nav: { label: 'Reportes', icon: IconChartBar },
    upcoming: 'Aquí podrás consultar las ventas por ciudad y comercio.',
    screen: lazyScreen(() => import('../../features/reports/pages/partner-reports-page.tsx')),
  },
  {
    path: '/whatsapp',
    title: 'WhatsApp',
    nav: { label: 'WhatsApp', icon: IconBrandWhatsapp },
    permission: 'whatsapp.manage',
    screen: lazyScreen(() => import('../../features/whatsapp/pages/whatsapp-page.tsx')),
  },
  {
    path: '/account',
    title: 'Cuenta',
    nav: { label: 'Cuenta', icon: IconUserCircle },
    screen: lazyScreen(() => import('../../features/partner-account/pages/partner-account-page.tsx')),
  },
];

/** Deliveries-provider routes of seed section 2: its home is "/". */
export const providerRoutes: AppRoute[] = [
  {
    path: '/',
    title: 'Inicio',
    nav: { label: 'Inicio', icon: IconHome },
    upcoming: 'Aquí verás el resumen de tu flota.',
    screen: lazy(() => import('../../features/fleets/pages/fleet-home-page.tsx')),
  },
  {
    path: '/riders',
    title: 'Repartidores',
    nav: { label: 'Repartidores', icon: IconMotorbike },
    upcoming: 'Aquí podrás administrar a tus repartidores.',
    screen: lazyScreen(() => import('../../features/riders/pages/riders-page.tsx')),
  },
  {
    path: '/account',
    title: 'Cuenta',
    nav: { label: 'Cuenta', icon: IconUserCircle },
    upcoming: 'Aquí podrás editar los datos de tu flota.',
    screen: lazy(() => import('../../features/fleets/pages/fleet-account-page.tsx')),
  },
];

/** Open to any signed-in type. */
export const sharedRoutes: AppRoute[] = [
  { path: '/support', title: 'Soporte', nav: { label: 'Soporte', icon: IconLifebuoy }, screen: screens.supportPage },
  { path: '/security', title: 'Seguridad de la cuenta', screen: screens.accountSecurityPage },
  {
    path: '/printer',
    title: 'Impresora',
    screen: lazyScreen(() => import('../../features/printing/pages/printer-settings-page.tsx')),
  },
];

export const routesFor = (type: AccountType): AppRoute[] => {
  const own = type === 'company' ? companyRoutes : type === 'partner' ? partnerRoutes : providerRoutes;
  return [...own, ...sharedRoutes];
};

/** The routes an account may open: a partner's role leaves out the screens it may not use (permission table). */
export const routesAllowed = (type: AccountType, role?: PartnerRole): AppRoute[] =>
  routesFor(type).filter((route) => !route.permission || !role || partnerMay(role, route.permission));

/**
 * The routes that match an address. Only these go to React Router's <Routes>, which flattens, ranks and compiles
 * every route it is given at each of its renders (40–50 ms on a phone-class CPU for a partner's table, in one piece of
 * React's render); with one or two it is nothing. Every route React Router could pick for the address is kept, so it
 * picks the same one.
 */
export const routesMatching = (routes: AppRoute[], pathname: string) =>
  routes.filter((candidate) => matchPath(candidate.path, pathname));

export { homePathFor } from '../../lib/home-path.ts';
