/** The file in a server's data folder that lists its pool of partners (seed-tenants.ts writes it, tenant.ts reads it). */
export const TENANT_POOL_FILE = 'e2e-tenant-pool.json';
export type PooledPartner = { partnerId: string; email: string; city: string; slug: string };
