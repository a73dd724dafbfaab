import type { FastifyPluginAsync } from 'fastify';
import { riderAdminRoutes } from './rider-admin.routes.ts';
import { riderAppRoutes } from './rider-app.routes.ts';

/** The riders' app (decision 042): the rider's routes under /r and the partner/fleet side. */
export const riderAppModule: FastifyPluginAsync = async (api) => {
  await api.register(riderAppRoutes);
  await api.register(riderAdminRoutes);
};
