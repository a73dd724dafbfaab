import type { FastifyPluginAsync } from 'fastify';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { channelKeysRoutes } from './modules/channel-keys/channel-keys.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { errandsRoutes } from './modules/errands/errands.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { orderReportsRoutes } from './modules/orders/order-reports.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { gatewayRoutes } from './modules/payments/gateway.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { promosRoutes } from './modules/promos/promos.routes.ts';
import { rejectionsRoutes } from './modules/rejections/rejections.routes.ts';
import { ridersRoutes } from './modules/riders/riders.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';

/** Every domain module's routes, mounted under /api. Each later module adds one line here. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(companiesRoutes);
  await api.register(categoriesRoutes);
  await api.register(productsRoutes);
  await api.register(promosRoutes);
  await api.register(uploadsRoutes);
  await api.register(ordersRoutes);
  await api.register(orderReportsRoutes);
  await api.register(rejectionsRoutes);
  await api.register(errandsRoutes);
  await api.register(channelKeysRoutes);
  await api.register(liveRoutes);
  await api.register(partnersRoutes);
  await api.register(gatewayRoutes);
  await api.register(ridersRoutes);
};
