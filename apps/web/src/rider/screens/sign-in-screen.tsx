import type { RiderInvitationCheck } from '@backoffice/shared/rider-app';
import { riderFieldRules, riderPhoneDigits } from '@backoffice/shared/rider-app-rules';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { FieldError, invalidProps } from '../components/field-error.tsx';
import { checkInvitation, signIn } from '../lib/api.ts';
import { navigate, paths } from '../lib/router.ts';
import { useSession } from '../lib/session.tsx';
import { PinSetup } from './pin-setup.tsx';

const digits = (text: string) => text.replace(/\D/g, '');

type Mode = 'pin' | 'code';
type SignInValues = { mode: Mode; phone: string; secret: string };

/**
 * Phone + PIN; or, the first time without the link, phone + the 6-digit code of the invitation, then a PIN. The
 * fields live in `@mantine/form`, checked by the API's own rules and messages (shared/rider-app-rules.ts).
 */
const SignInScreen = () => {
  const { setSession } = useSession();
  const form = useForm<SignInValues>({
    initialValues: { mode: 'pin', phone: '', secret: '' },
    validate: (values) => ({
      phone: riderFieldRules.phone(values.phone),
      secret: values.mode === 'pin' ? riderFieldRules.pin(values.secret) : riderFieldRules.code(values.secret),
    }),
  });
  const { mode } = form.values;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invitation, setInvitation] = useState<RiderInvitationCheck | null>(null);

  const submit = form.onSubmit(async ({ phone, secret }) => {
    const number = riderPhoneDigits(phone.trim());
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
  });

  if (invitation) {
    return (
      <main className="screen">
        <PinSetup
          proof={{ phone: riderPhoneDigits(form.values.phone.trim()), code: form.values.secret }}
          check={invitation}
        />
      </main>
    );
  }

  const switchTo = (next: Mode) => {
    form.setValues({ mode: next, secret: '' });
    form.clearErrors();
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
            value={form.values.phone}
            onChange={(event) => form.setFieldValue('phone', event.target.value)}
            {...invalidProps('sign-in-phone-error', form.errors.phone)}
          />
          <FieldError id="sign-in-phone-error" error={form.errors.phone} />
        </label>
        <label className="field">
          {mode === 'pin' ? 'PIN' : 'Código de 6 dígitos'}
          <input
            type={mode === 'pin' ? 'password' : 'text'}
            inputMode="numeric"
            autoComplete={mode === 'pin' ? 'current-password' : 'one-time-code'}
            maxLength={6}
            value={form.values.secret}
            onChange={(event) => form.setFieldValue('secret', digits(event.target.value))}
            {...invalidProps('sign-in-secret-error', form.errors.secret)}
          />
          <FieldError id="sign-in-secret-error" error={form.errors.secret} />
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
