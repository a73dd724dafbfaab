import { useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { setShift } from '../lib/api.ts';
import { canAskForNotifications, registerRiderPush } from '../lib/push.ts';
import { useRiderSession } from '../lib/session.tsx';
import { useRiderData } from '../live/rider-data.tsx';
import type { GpsState } from '../positions/use-position-sender.ts';

const gpsText: Record<GpsState, string> = {
  off: 'Ubicación apagada: solo se comparte durante el turno.',
  waiting: 'Buscando tu ubicación…',
  active: 'Ubicación activa: tu operador te ve en el mapa.',
  denied: 'Permite la ubicación a esta página para que tu operador te vea en el mapa.',
  unavailable: 'Este teléfono no da su ubicación.',
};

/** Start or end the shift (the server's shift flag); the position watch follows it. Also turns on notifications. */
export const ShiftCard = () => {
  const { session, patchSession } = useRiderSession();
  const { gps, reload, online } = useRiderData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notifications, setNotifications] = useState(() =>
    canAskForNotifications() ? Notification.permission : 'unsupported',
  );
  const onShift = session.rider.onShift;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await setShift(!onShift);
      patchSession({ rider: next.rider, cashInHand: next.cashInHand });
      reload();
      if (!onShift) void registerRiderPush({ ask: false }).catch(() => undefined);
    } catch (failure) {
      setError((failure as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  const askNotifications = async () => {
    const result = await registerRiderPush({ ask: true }).catch(() => 'unsupported' as const);
    setNotifications(result === 'granted' ? 'granted' : result === 'unsupported' ? 'unsupported' : result);
  };

  return (
    <section className="card stack" aria-label="Turno">
      <button
        type="button"
        className={`button block ${onShift ? 'danger' : 'go'}`}
        onClick={toggle}
        disabled={busy || !online}
      >
        {busy ? 'Un momento…' : onShift ? 'Terminar turno' : 'Empezar turno'}
      </button>
      {!online ? <p className="muted">Para empezar o terminar el turno necesitas conexión.</p> : null}
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      <p className={gps === 'denied' ? 'notice error' : 'muted'}>{gpsText[gps]}</p>
      {notifications === 'default' ? (
        <button type="button" className="button" onClick={askNotifications}>
          Activar avisos con la pantalla apagada
        </button>
      ) : null}
      {notifications === 'denied' ? (
        <p className="muted">Los avisos están bloqueados: actívalos en los ajustes del navegador.</p>
      ) : null}
    </section>
  );
};
