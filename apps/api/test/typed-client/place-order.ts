import createClient from 'openapi-fetch';
import type { paths } from './api.gen.ts';

/**
 * What a customer app's developer writes: a client typed by the OpenAPI document alone
 * (`api.gen.ts` is generated from it by typed-client.test.ts), placing and reading orders with a channel key.
 */
export type OrderIntake = paths['/api/orders']['post']['requestBody']['content']['application/json'];

export const channelClient = (baseUrl: string, channelKey: string) =>
  createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${channelKey}` } });

export const placeOrder = async (baseUrl: string, channelKey: string, idempotencyKey: string, intake: OrderIntake) => {
  const { data, error, response } = await channelClient(baseUrl, channelKey).POST('/api/orders', {
    params: { header: { 'idempotency-key': idempotencyKey } },
    body: intake,
  });
  if (error) return { status: response.status, code: error.error.code, message: error.error.message };
  // Typed from the 201 answer: a number and a status of the contract's list.
  const total: number = data.total;
  const status: 'pending' | 'accepted' | 'ready' | 'on_the_way' | 'delivered' | 'rejected' | 'cancelled' = data.status;
  return { status: response.status, id: data.id, total, orderStatus: status };
};

export const readOrder = async (baseUrl: string, channelKey: string, id: string) => {
  const { data, error, response } = await channelClient(baseUrl, channelKey).GET('/api/orders/order', {
    params: { query: { ID: id } },
  });
  if (error) return { status: response.status, code: error.error.code };
  return { status: response.status, id: data.id, total: data.total, history: data.history.length };
};
