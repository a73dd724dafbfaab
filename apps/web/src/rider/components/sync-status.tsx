import { actionLabels } from '../lib/labels.ts';
import { useRiderData } from '../live/rider-data.tsx';
import { pendingLabel, unsavedLabel } from '../offline/action-queue.ts';

/**
 * What the rider must know about the connection: actions waiting on the phone ("2 acciones por enviar"), being
 * offline, actions the phone had no room to keep, and actions the server refused (the dispatcher cancelled the task meanwhile), each in words.
 */
export const SyncStatus = () => {
  const { queue, online, live, dismissRefused } = useRiderData();
  const waiting = queue.pending.length;
  return (
    <div className="stack" aria-live="polite">
      {!online || (live === 'offline' && waiting > 0) ? (
        <p className="notice" role="status">
          Sin conexión. Tus acciones se guardan en el teléfono y se envían al volver la señal.
        </p>
      ) : null}
      {waiting > 0 ? (
        <p className="notice" role="status" data-testid="pending-actions">
          {pendingLabel(waiting)}
          {queue.sending && online ? ' · enviando…' : ''}
        </p>
      ) : null}
      {queue.unsaved > 0 ? (
        <p className="notice error" role="alert" data-testid="unsaved-actions">
          {unsavedLabel(queue.unsaved)}
        </p>
      ) : null}
      {queue.refused.length > 0 ? (
        <div className="notice error" role="alert">
          {queue.refused.map(({ action, message }) => (
            <p key={action.id}>
              No se registró «{actionLabels[action.kind as keyof typeof actionLabels] ?? action.kind}
              »: {message}
            </p>
          ))}
          <button type="button" className="button small" onClick={dismissRefused}>
            Entendido
          </button>
        </div>
      ) : null}
    </div>
  );
};
