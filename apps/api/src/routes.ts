import type { FastifyPluginAsync } from 'fastify';

/** Every domain module's routes, mounted under /api. Each later module adds one line here. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  void api;
};
