import type { RiderInvitationCheck, RiderInvitationProof } from '@backoffice/shared/rider-app';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { activate } from '../lib/api.ts';
import { navigate, paths } from '../lib/router.ts';
import { useSession } from '../lib/session.tsx';

const PIN = /^\d{4,6}$/;

/** First use (or a new invitation): the rider chooses a PIN, which signs them in. */
export const PinSetup = ({ proof, check }: { proof: RiderInvitationProof; check: RiderInvitationCheck }) => {
  const { setSession } = useSession();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!PIN.test(pin)) return setError('El PIN es de 4 a 6 dígitos.');
    if (pin !== repeat) return setError('Los dos PIN no coinciden.');
    setBusy(true);
    setError(null);
    try {
      setSession(await activate({ ...proof, pin }));
      navigate(paths.tasks, { replace: true });
    } catch (failure) {
      setError((failure as ApiError).message);
      setBusy(false);
    }
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <h1>Hola, {check.riderName}</h1>
      <p>
        {check.businessName} te invitó a su app de reparto.{' '}
        {check.hasPin ? 'Elige un PIN nuevo: reemplaza al anterior.' : 'Elige un PIN para entrar las próximas veces.'}
      </p>
      <label className="field">
        PIN (4 a 6 dígitos)
        <input
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <label className="field">
        Repite el PIN
        <input
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary block" disabled={busy}>
        {busy ? 'Entrando…' : 'Guardar PIN y entrar'}
      </button>
    </form>
  );
};
