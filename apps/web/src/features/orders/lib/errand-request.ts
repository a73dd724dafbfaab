import type { ErrandIntake, Order } from '@backoffice/shared';

/** A rider can be asked for a delivery order once the kitchen has accepted it and until it leaves. */
export const canAskForRider = (order: Pick<Order, 'type' | 'status'>) =>
  order.type === 'delivery' && (order.status === 'accepted' || order.status === 'ready');

/** The errand a company asks for its order: drop-off at the customer, cash collected on delivery. */
export const errandRequestFor = (order: Order): ErrandIntake => {
  const { customer } = order;
  return {
    order: order.id,
    dropoff: {
      name: customer.name,
      address: customer.address,
      phone: customer.phone,
      ...(customer.lat !== undefined && customer.lng !== undefined ? { lat: customer.lat, lng: customer.lng } : {}),
    },
    customer,
    ...(order.notes ? { notes: order.notes } : {}),
    amountToCollect: order.payment === 'cash' ? order.total : 0,
    fee: order.deliveryFee,
  };
};
