import type { FastifyPluginAsync } from 'fastify';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { promosRoutes } from './modules/promos/promos.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';

/** Every domain module's routes, mounted under /api. Each later module adds one line here. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(companiesRoutes);
  await api.register(categoriesRoutes);
  await api.register(productsRoutes);
  await api.register(promosRoutes);
  await api.register(uploadsRoutes);
};
