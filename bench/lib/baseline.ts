import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { Database } from '../../apps/api/src/db/client.ts';
import { orders } from '../../apps/api/src/db/schema/index.ts';

type Body = {
  customer: { name: string; phone: string; address: string };
  products: { product: string; quantity: number }[];
  payment: string;
  type: string;
  notes?: string;
};

/**
 * The baseline: a bare Fastify server whose one route parses the same JSON and inserts a similar
 * orders row with the same driver into the same database, and answers it. No auth, no validation,
 * no pricing, no idempotency check, no status history, no live event.
 */
export const startBaseline = async (database: Database, company: { id: string; partnerId: string }) => {
  const app = Fastify({ logger: false });
  let number = 1_000_000;
  app.post<{ Body: Body }>('/orders', async (request, reply) => {
    const body = request.body;
    const [row] = await database.db
      .insert(orders)
      .values({
        companyId: company.id,
        partnerId: company.partnerId,
        number: number++,
        status: 'pending',
        customer: body.customer,
        products: body.products.map((line) => ({
          product: line.product,
          name: 'Producto',
          quantity: line.quantity,
          unitPrice: 2800,
          additions: [],
        })),
        payment: body.payment,
        type: body.type,
        notes: body.notes ?? null,
        subtotal: 30_000,
        deliveryFee: 3500,
        total: 33_500,
        channel: 'bench',
        idempotencyScope: 'bench-baseline',
        idempotencyKey: String(request.headers['idempotency-key']),
      })
      .returning();
    return reply.status(201).send(row);
  });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};
