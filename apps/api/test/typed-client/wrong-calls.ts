import type { channelClient } from './place-order.ts';

/**
 * Calls the generated types must refuse. Only compiled, never run: if the types were loose (`any`),
 * each `@ts-expect-error` would be unused and the compilation in typed-client.test.ts would fail.
 */
export const wrongCalls = async (client: ReturnType<typeof channelClient>, company: string) => {
  // @ts-expect-error an order needs its customer
  await client.POST('/api/orders', { body: { company, products: [], payment: 'cash', type: 'pickup' } });
  await client.POST('/api/orders', {
    body: {
      company,
      customer: { name: 'A', phone: '33112233', address: 'B' },
      // @ts-expect-error "crypto" is not a payment method of the contract
      payment: 'crypto',
      type: 'pickup',
    },
  });
  // @ts-expect-error reading an order needs its ID
  await client.GET('/api/orders/order', { params: { query: {} } });
  // @ts-expect-error there is no such route
  await client.GET('/api/pedidos');
  const { data } = await client.GET('/api/orders/order', { params: { query: { ID: company } } });
  // @ts-expect-error the total is a number
  const total: string | undefined = data?.total;
  return total;
};
