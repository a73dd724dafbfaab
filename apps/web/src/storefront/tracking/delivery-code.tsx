/**
 * The 4 digits the customer tells the rider at the door (proof "code", decision 042). The server sends them only
 * while the order's errand is out, so the card is gone once the order is delivered.
 */
export const DeliveryCode = ({ code }: { code?: string | null }) =>
  code ? (
    <section className="card center" aria-labelledby="codigo-entrega">
      <h2 id="codigo-entrega">Código de entrega</h2>
      <p className="delivery-code" data-testid="delivery-code">
        <strong>{code.split('').join(' ')}</strong>
      </p>
      <p className="muted small">Díselo al repartidor cuando te entregue; no lo compartas antes.</p>
    </section>
  ) : null;
