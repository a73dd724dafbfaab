import { useEffect } from 'react';
import { Sheet } from '../components/sheet.tsx';
import { formatMoney } from '../lib/format.ts';
import { paths } from '../lib/router.ts';
import { loadCheckout } from '../pages/lazy-checkout.tsx';
import { QuantityStepper } from '../product/quantity-stepper.tsx';
import { type Cart, type CartAction, cartEstimate } from './cart.ts';

type Props = {
  slug: string;
  cart: Cart;
  currency: string;
  dispatch: (action: CartAction) => void;
  /** Why the shop cannot take the order now (its state in words), or null when it can. */
  closedReason: string | null;
  onClose: () => void;
};

export const CartSheet = ({ slug, cart, currency, dispatch, closedReason, onClose }: Props) => {
  const canContinue = cart.lines.length > 0 && !closedReason;
  // The checkout's chunk is fetched while the customer reads the cart, before "Continuar" is tapped.
  useEffect(() => {
    if (canContinue) void loadCheckout();
  }, [canContinue]);
  return (
    <Sheet
      title="Tu pedido"
      onClose={onClose}
      footer={
        cart.lines.length > 0 ? (
          closedReason ? (
            <p className="notice warning" role="status">
              Por ahora la tienda no recibe pedidos ({closedReason}). Tu carrito se queda guardado.
            </p>
          ) : (
            <a className="button primary block" href={paths.checkout(slug)}>
              Continuar · {formatMoney(cartEstimate(cart), currency)}
            </a>
          )
        ) : null
      }
    >
      {cart.lines.length === 0 ? (
        <p className="empty">Tu carrito está vacío. Elige algo del menú.</p>
      ) : (
        <ul className="cart-lines">
          {cart.lines.map((line) => (
            <li key={line.key} className="cart-line">
              <div className="cart-line-text">
                <span className="cart-line-name">{line.name}</span>
                {line.kind === 'product' && line.additions.length > 0 ? (
                  <span className="muted small">{line.additions.map((addition) => addition.name).join(', ')}</span>
                ) : null}
                {line.kind === 'promo' && line.options.length > 0 ? (
                  <span className="muted small">Solo: {line.options.map((option) => option.name).join(', ')}</span>
                ) : null}
                {line.kind === 'product' && line.notes ? <span className="muted small">«{line.notes}»</span> : null}
                <span className="cart-line-price">{formatMoney(line.unitPrice * line.quantity, currency)}</span>
              </div>
              <QuantityStepper
                label={line.name}
                value={line.quantity}
                min={0}
                onChange={(quantity) => dispatch({ type: 'set-quantity', key: line.key, quantity })}
              />
            </li>
          ))}
        </ul>
      )}
      {cart.lines.length > 0 ? (
        <p className="muted small">El envío y el total final se calculan al confirmar.</p>
      ) : null}
    </Sheet>
  );
};
