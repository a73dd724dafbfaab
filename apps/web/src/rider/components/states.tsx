import type { ApiError } from '../../lib/api-client.ts';

export const Loading = ({ label = 'Cargando…' }: { label?: string }) => (
  <div className="state-box" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" />
    <p>{label}</p>
  </div>
);

export const Failure = ({ error, onRetry }: { error: ApiError; onRetry: () => void }) => (
  <div className="state-box card" role="alert">
    <h1>No pudimos cargar tus tareas</h1>
    <p>{error.status === 0 ? 'Revisa tu conexión a internet.' : error.message}</p>
    <button type="button" className="button primary" onClick={onRetry}>
      Intentar de nuevo
    </button>
  </div>
);
