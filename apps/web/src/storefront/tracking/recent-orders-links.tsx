import { useState } from 'react';
import { paths } from '../lib/router.ts';
import { readRecentOrders } from './recent-orders.ts';

/** Links to the orders this device placed here in the last day. */
export const RecentOrders = ({ slug }: { slug: string }) => {
  const [orders] = useState(() => readRecentOrders(slug));
  if (orders.length === 0) return null;
  return (
    <nav className="notice" aria-label="Tus pedidos recientes">
      {orders.map((order) => (
        <a key={order.token} className="recent-order" href={paths.tracking(slug, order.token)}>
          Ver tu pedido #{order.number}
        </a>
      ))}
    </nav>
  );
};
