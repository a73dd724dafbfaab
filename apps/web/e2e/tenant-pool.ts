/** The file in a server's data folder that lists its pool of partners (seed-tenants.ts writes it, tenant.ts reads it). */
export const TENANT_POOL_FILE = 'e2e-tenant-pool.json';

/** A delivery fleet of a pooled partner, linked to it, with an admin sign-in and one rider on shift. */
export type PooledFleet = {
  id: string;
  name: string;
  /** The fleet admin's sign-in (the demo password). */
  email: string;
  rider: { id: string; name: string };
};

export type PooledPartner = {
  partnerId: string;
  name: string;
  email: string;
  /** The admin's name, as screens show who did something («Aprobada por …»). */
  adminName: string;
  city: string;
  slug: string;
  fleet: PooledFleet;
};
