import type { Order } from '@backoffice/shared';
import { formatPhone, orderTypeLabels, paymentMethodLabels } from '@backoffice/shared';
import { createPortal } from 'react-dom';
import { formatMoney } from '../../../lib/money.ts';
import { formatDateTime } from '../lib/format-time.ts';
import { keyed } from '../lib/keyed.ts';
import './kitchen-ticket.css';

/** The 80 mm kitchen ticket: invisible on screen, the only thing printed (see kitchen-ticket.css). */
export const KitchenTicket = ({ order, companyName }: { order: Order; companyName?: string }) =>
  createPortal(
    <div className="kitchen-ticket" aria-hidden="true">
      {companyName && <div className="kt-center kt-strong">{companyName}</div>}
      <div className="kt-center kt-big">Pedido #{order.number}</div>
      <div className="kt-center">{formatDateTime(order.createdAt)}</div>
      <div className="kt-center kt-strong">
        {orderTypeLabels[order.type]} · {paymentMethodLabels[order.payment]}
      </div>
      {order.minutes ? <div className="kt-center">Listo en {order.minutes} min</div> : null}
      <hr />
      {keyed(order.products, (l) => l.product).map(({ item: line, key }) => (
        <div key={key} className="kt-line">
          <div className="kt-strong">
            {line.quantity} × {line.name}
          </div>
          {line.additions.map((addition) => (
            <div key={addition.product} className="kt-sub">
              + {addition.quantity > 1 ? `${addition.quantity} × ` : ''}
              {addition.name}
            </div>
          ))}
          {line.notes && <div className="kt-sub kt-strong">» {line.notes}</div>}
        </div>
      ))}
      {keyed(order.promos, (l) => l.promo).map(({ item: line, key }) => (
        <div key={key} className="kt-line">
          <div className="kt-strong">
            {line.quantity} × {line.name}
          </div>
          {keyed(line.options, (o) => o.product).map(({ item: option, key: optionKey }) => (
            <div key={optionKey} className="kt-sub">
              · {option.name}
            </div>
          ))}
        </div>
      ))}
      {order.notes && (
        <>
          <hr />
          <div className="kt-strong">Notas: {order.notes}</div>
        </>
      )}
      <hr />
      <div>{order.customer.name}</div>
      <div>{formatPhone(order.customer.phone)}</div>
      {order.type === 'delivery' && <div>{order.customer.address}</div>}
      <hr />
      <div className="kt-row kt-strong">
        <span>Total</span>
        <span>{formatMoney(order.total)}</span>
      </div>
    </div>,
    document.body,
  );
