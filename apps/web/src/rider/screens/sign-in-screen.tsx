import type { RiderInvitationCheck } from '@backoffice/shared/rider-app';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { checkInvitation, signIn } from '../lib/api.ts';
import { navigate, paths } from '../lib/router.ts';
import { useSession } from '../lib/session.tsx';
import { PinSetup } from './pin-setup.tsx';

const digits = (text: string) => text.replace(/\D/g, '');
/** 10 digits of a Mexican mobile, with or without +52 (the server reads it the same way). */
const phoneDigits = (text: string) => digits(text).replace(/^(52|521)(?=\d{10}$)/, '');

type Mode = 'pin' | 'code';

/** Phone + PIN; or, the first time without the link, phone + the 6-digit code of the invitation, then a PIN. */
const SignInScreen = () => {
  const { setSession } = useSession();
  const [mode, setMode] = useState<Mode>('pin');
  const [phone, setPhone] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invitation, setInvitation] = useState<RiderInvitationCheck | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = phoneDigits(phone);
    if (number.length !== 10) return setError('Escribe tu celular de 10 dígitos.');
    if (mode === 'pin' && !/^\d{4,6}$/.test(secret)) return setError('El PIN es de 4 a 6 dígitos.');
    if (mode === 'code' && !/^\d{6}$/.test(secret)) return setError('El código es de 6 dígitos.');
    setBusy(true);
    setError(null);
    try {
      if (mode === 'pin') {
        setSession(await signIn({ phone: number, pin: secret }));
        navigate(paths.tasks, { replace: true });
      } else {
        setInvitation(await checkInvitation({ phone: number, code: secret }));
      }
    } catch (failure) {
      setError((failure as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  if (invitation) {
    return (
      <main className="screen">
        <PinSetup proof={{ phone: phoneDigits(phone), code: secret }} check={invitation} />
      </main>
    );
  }

  const switchTo = (next: Mode) => {
    setMode(next);
    setSecret('');
    setError(null);
  };

  return (
    <main className="screen">
      <form className="card stack" onSubmit={submit} noValidate>
        <h1>{mode === 'pin' ? 'Entrar' : 'Activar con código'}</h1>
        <p className="muted">
          {mode === 'pin'
            ? 'Tu celular y tu PIN de repartidor.'
            : 'Tu celular y el código de 6 dígitos que te mandó tu operador.'}
        </p>
        <label className="field">
          Celular
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="33 1234 5678"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <label className="field">
          {mode === 'pin' ? 'PIN' : 'Código de 6 dígitos'}
          <input
            type={mode === 'pin' ? 'password' : 'text'}
            inputMode="numeric"
            autoComplete={mode === 'pin' ? 'current-password' : 'one-time-code'}
            maxLength={6}
            value={secret}
            onChange={(event) => setSecret(digits(event.target.value))}
          />
        </label>
        {error ? (
          <p className="notice error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button primary block" disabled={busy}>
          {busy ? 'Un momento…' : mode === 'pin' ? 'Entrar' : 'Continuar'}
        </button>
        <button type="button" className="button" onClick={() => switchTo(mode === 'pin' ? 'code' : 'pin')}>
          {mode === 'pin' ? 'Es mi primera vez: tengo un código' : 'Ya tengo PIN'}
        </button>
      </form>
    </main>
  );
};

export default SignInScreen;
