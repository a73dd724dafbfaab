import type { ReactNode } from 'react';
import type { ApiError } from '../../lib/api-client.ts';

export const Loading = ({ label = 'Cargando…' }: { label?: string }) => (
  <div className="state-box" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" />
    <p>{label}</p>
  </div>
);

export const Failure = ({ error, onRetry }: { error: ApiError; onRetry: () => void }) => (
  <div className="state-box" role="alert">
    <h1 className="state-title">No pudimos cargar esta página</h1>
    <p>{error.status === 0 ? 'Revisa tu conexión a internet.' : error.message}</p>
    <button type="button" className="button" onClick={onRetry}>
      Intentar de nuevo
    </button>
  </div>
);

export const NotFound = ({
  title = 'No encontramos esta página',
  children,
}: {
  title?: string;
  children?: ReactNode;
}) => (
  <main className="page narrow">
    <div className="state-box">
      <h1 className="state-title">{title}</h1>
      {children ?? <p>Revisa que la dirección esté bien escrita.</p>}
    </div>
  </main>
);

/** Unknown slug or a storefront switched off: the same page, without telling the two apart. */
export const ShopNotFound = () => (
  <NotFound title="Esta tienda no está disponible">
    <p>Puede que la dirección esté mal escrita o que la tienda ya no reciba pedidos en línea.</p>
  </NotFound>
);
