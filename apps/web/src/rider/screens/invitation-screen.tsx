import type { RiderInvitationCheck } from '@backoffice/shared/rider-app';
import { useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { Loading } from '../components/states.tsx';
import { checkInvitation } from '../lib/api.ts';
import { paths } from '../lib/router.ts';
import { PinSetup } from './pin-setup.tsx';

/** The invitation link (`/r/invitacion/{token}`): checks it, then the rider chooses a PIN. */
const InvitationScreen = ({ token }: { token: string }) => {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'ready'; check: RiderInvitationCheck } | { status: 'error'; error: ApiError }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    checkInvitation({ token }).then(
      (check) => !cancelled && setState({ status: 'ready', check }),
      (error: ApiError) => !cancelled && setState({ status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  return (
    <main className="screen">
      {state.status === 'loading' ? <Loading label="Revisando tu invitación…" /> : null}
      {state.status === 'ready' ? <PinSetup proof={{ token }} check={state.check} /> : null}
      {state.status === 'error' ? (
        <div className="card stack" role="alert">
          <h1>{state.error.status === 0 ? 'Sin conexión' : 'Esta invitación ya no sirve'}</h1>
          <p>
            {state.error.status === 0
              ? 'Revisa tu internet e inténtalo de nuevo.'
              : 'Puede que ya la hayas usado o que haya vencido. Pide una nueva a tu operador, o entra con tu celular y tu PIN.'}
          </p>
          {state.error.status === 0 ? (
            <button type="button" className="button primary" onClick={() => setAttempt((value) => value + 1)}>
              Intentar de nuevo
            </button>
          ) : null}
          <a className="button" href={paths.signIn}>
            Entrar con celular
          </a>
        </div>
      ) : null}
    </main>
  );
};

export default InvitationScreen;
