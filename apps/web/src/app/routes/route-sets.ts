import type { AccountType } from '@backoffice/shared';
import {
  IconAd2,
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
  IconToolsKitchen2,
  IconUserCircle,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react';
import { lazy } from 'react';
import type { AppRoute } from './route-types.ts';

const screens = {
  supportPage: lazy(() => import('../../features/support/support-page.tsx')),
};

/** Company routes of seed section 2. */
export const companyRoutes: AppRoute[] = [
  {
    path: '/home',
    title: 'Inicio',
    nav: { label: 'Inicio', icon: IconHome },
    upcoming: 'Aquí verás tu día: pedidos, ventas y productos más vendidos.',
    screen: lazy(() => import('../../features/companies/pages/company-home-page.tsx')),
  },
  {
    path: '/orders',
    title: 'Pedidos',
    nav: { label: 'Pedidos', icon: IconClipboardList },
    upcoming: 'Aquí recibirás y atenderás tus pedidos en vivo.',
    screen: lazy(() => import('../../features/orders/pages/company-orders-page.tsx')),
  },
  {
    path: '/products',
    title: 'Menú',
    nav: { label: 'Menú', icon: IconToolsKitchen2 },
    upcoming: 'Aquí verás tu menú tal como lo ven tus clientes.',
    screen: lazy(() => import('../../features/catalogue/pages/menu-page.tsx')),
  },
  {
    path: '/products/list',
    title: 'Productos',
    nav: { label: 'Productos', icon: IconList },
    upcoming: 'Aquí podrás buscar y editar tus productos.',
    screen: lazy(() => import('../../features/catalogue/pages/product-list-page.tsx')),
  },
  {
    path: '/products/additions/list',
    title: 'Complementos',
    nav: { label: 'Complementos', icon: IconSquarePlus },
    upcoming: 'Aquí podrás administrar los complementos de tus productos.',
    screen: lazy(() => import('../../features/catalogue/pages/addition-list-page.tsx')),
  },
  {
    path: '/product/:id',
    title: 'Producto',
    upcoming: 'Aquí podrás crear y editar un producto.',
    screen: lazy(() => import('../../features/catalogue/pages/product-page.tsx')),
  },
  {
    path: '/promo/:id',
    title: 'Promoción',
    upcoming: 'Aquí podrás crear y editar una promoción.',
    screen: lazy(() => import('../../features/catalogue/pages/promo-page.tsx')),
  },
  {
    path: '/schedules',
    title: 'Horarios',
    nav: { label: 'Horarios', icon: IconCalendarTime },
    upcoming: 'Aquí podrás definir tus horarios y días especiales.',
    screen: lazy(() => import('../../features/schedules/pages/schedules-page.tsx')),
  },
  {
    path: '/information',
    title: 'Información',
    nav: { label: 'Información', icon: IconInfoCircle },
    upcoming: 'Aquí podrás editar los datos de tu comercio.',
    screen: lazy(() => import('../../features/companies/pages/information-page.tsx')),
  },
  {
    path: '/reports',
    title: 'Reportes',
    nav: { label: 'Reportes', icon: IconChartBar },
    upcoming: 'Aquí podrás consultar tus ventas por fechas.',
    screen: lazy(() => import('../../features/reports/pages/company-reports-page.tsx')),
  },
  {
    path: '/payments',
    title: 'Pagos',
    nav: { label: 'Pagos', icon: IconWallet },
    upcoming: 'Aquí verás tus pagos y liquidaciones.',
  },
  {
    path: '/ads',
    title: 'Anuncios',
    nav: { label: 'Anuncios', icon: IconAd2 },
    upcoming: 'Aquí podrás promocionar tu comercio.',
  },
];

/** Partner routes of seed section 2. */
export const partnerRoutes: AppRoute[] = [
  {
    path: '/home',
    title: 'Inicio',
    nav: { label: 'Inicio', icon: IconHome },
    upcoming: 'Aquí verás el resumen de tus comercios.',
    screen: lazy(() => import('../../features/companies/pages/partner-home-page.tsx')),
  },
  {
    path: '/orders',
    title: 'Pedidos',
    nav: { label: 'Pedidos', icon: IconClipboardList },
    upcoming: 'Aquí verás en vivo los pedidos y mandados de tus comercios.',
    screen: lazy(() => import('../../features/orders/pages/partner-orders-page.tsx')),
  },
  {
    path: '/companies',
    title: 'Comercios',
    nav: { label: 'Comercios', icon: IconBuildingStore },
    upcoming: 'Aquí verás los comercios por ciudad y estado.',
    screen: lazy(() => import('../../features/companies/pages/companies-page.tsx')),
  },
  {
    path: '/companies/create',
    title: 'Nuevo comercio',
    nav: { label: 'Nuevo comercio', icon: IconPlus },
    upcoming: 'Aquí podrás dar de alta un comercio.',
    screen: lazy(() => import('../../features/companies/pages/create-company-page.tsx')),
  },
  {
    path: '/company/:company',
    title: 'Comercio',
    upcoming: 'Aquí podrás editar los datos de un comercio.',
    screen: lazy(() => import('../../features/companies/pages/company-page.tsx')),
  },
  {
    path: '/schedules/:company',
    title: 'Horarios del comercio',
    upcoming: 'Aquí podrás editar los horarios de un comercio.',
    screen: lazy(() => import('../../features/schedules/pages/schedules-page.tsx')),
  },
  {
    path: '/products/:company',
    title: 'Menú del comercio',
    upcoming: 'Aquí verás el menú de un comercio.',
    screen: lazy(() => import('../../features/catalogue/pages/menu-page.tsx')),
  },
  {
    path: '/products-list/:company',
    title: 'Productos del comercio',
    upcoming: 'Aquí verás los productos de un comercio.',
    screen: lazy(() => import('../../features/catalogue/pages/product-list-page.tsx')),
  },
  {
    path: '/products-additions-list/:company',
    title: 'Complementos del comercio',
    upcoming: 'Aquí verás los complementos de un comercio.',
    screen: lazy(() => import('../../features/catalogue/pages/addition-list-page.tsx')),
  },
  {
    path: '/product/:id/:company',
    title: 'Producto',
    upcoming: 'Aquí podrás crear y editar un producto de un comercio.',
    screen: lazy(() => import('../../features/catalogue/pages/product-page.tsx')),
  },
  {
    path: '/promo/:id/:company',
    title: 'Promoción',
    upcoming: 'Aquí podrás crear y editar una promoción de un comercio.',
    screen: lazy(() => import('../../features/catalogue/pages/promo-page.tsx')),
  },
  {
    path: '/riders',
    title: 'Repartidores',
    nav: { label: 'Repartidores', icon: IconMotorbike },
    upcoming: 'Aquí podrás administrar a tus repartidores.',
  },
  {
    path: '/requests',
    title: 'Solicitudes',
    nav: { label: 'Solicitudes', icon: IconUserPlus },
    upcoming: 'Aquí verás las solicitudes de nuevos comercios y repartidores.',
  },
  {
    path: '/zones',
    title: 'Zonas',
    nav: { label: 'Zonas', icon: IconMapPin },
    upcoming: 'Aquí podrás dibujar tus zonas de entrega y sus tarifas.',
  },
  {
    path: '/bases',
    title: 'Bases',
    nav: { label: 'Bases', icon: IconBuildingWarehouse },
    upcoming: 'Aquí podrás administrar las bases de tus repartidores.',
  },
  {
    path: '/expenses',
    title: 'Gastos',
    nav: { label: 'Gastos', icon: IconReceipt },
    upcoming: 'Aquí podrás registrar los gastos de la operación.',
  },
  {
    path: '/payments',
    title: 'Pagos',
    nav: { label: 'Pagos', icon: IconCash },
    upcoming: 'Aquí verás los pagos a comercios y repartidores.',
  },
  {
    path: '/reports',
    title: 'Reportes',
    nav: { label: 'Reportes', icon: IconChartBar },
    upcoming: 'Aquí podrás consultar las ventas por ciudad y comercio.',
    screen: lazy(() => import('../../features/reports/pages/partner-reports-page.tsx')),
  },
  {
    path: '/whatsapp',
    title: 'WhatsApp',
    nav: { label: 'WhatsApp', icon: IconBrandWhatsapp },
    screen: lazy(() => import('../../features/whatsapp/whatsapp-page.tsx')),
  },
  {
    path: '/account',
    title: 'Cuenta',
    nav: { label: 'Cuenta', icon: IconUserCircle },
    screen: lazy(() => import('../../features/partner-account/pages/partner-account-page.tsx')),
  },
];

/** Deliveries-provider routes of seed section 2: its home is "/". */
export const providerRoutes: AppRoute[] = [
  {
    path: '/',
    title: 'Inicio',
    nav: { label: 'Inicio', icon: IconHome },
    upcoming: 'Aquí verás el resumen de tu flota.',
  },
  {
    path: '/riders',
    title: 'Repartidores',
    nav: { label: 'Repartidores', icon: IconMotorbike },
    upcoming: 'Aquí podrás administrar a tus repartidores.',
  },
  {
    path: '/account',
    title: 'Cuenta',
    nav: { label: 'Cuenta', icon: IconUserCircle },
    upcoming: 'Aquí podrás editar los datos de tu flota.',
  },
];

/** Open to any signed-in type. */
export const sharedRoutes: AppRoute[] = [
  { path: '/support', title: 'Soporte', nav: { label: 'Soporte', icon: IconLifebuoy }, screen: screens.supportPage },
];

export const routesFor = (type: AccountType): AppRoute[] => {
  const own = type === 'company' ? companyRoutes : type === 'partner' ? partnerRoutes : providerRoutes;
  return [...own, ...sharedRoutes];
};

export const homePathFor = (type: AccountType) => (type === 'deliveries-provider' ? '/' : '/home');
