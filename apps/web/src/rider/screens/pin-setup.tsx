import type { RiderInvitationCheck, RiderInvitationProof } from '@backoffice/shared/rider-app';
import { riderFieldRules } from '@backoffice/shared/rider-app-rules';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { FieldError, invalidProps } from '../components/field-error.tsx';
import { activate } from '../lib/api.ts';
import { navigate, paths } from '../lib/router.ts';
import { useSession } from '../lib/session.tsx';

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * First use (or a new invitation): the rider chooses a PIN, which signs them in. The PIN is checked by the API's
 * own rule and message (shared/rider-app-rules.ts); the repeat only here.
 */
export const PinSetup = ({ proof, check }: { proof: RiderInvitationProof; check: RiderInvitationCheck }) => {
  const { setSession } = useSession();
  const form = useForm({
    initialValues: { pin: '', repeat: '' },
    validate: {
      pin: riderFieldRules.pin,
      repeat: (repeat, values) =>
        riderFieldRules.pin(values.pin) ? null : riderFieldRules.pinRepeat(repeat, values.pin),
    },
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async ({ pin }) => {
    setBusy(true);
    setError(null);
    try {
      setSession(await activate({ ...proof, pin }));
      navigate(paths.tasks, { replace: true });
    } catch (failure) {
      setError((failure as ApiError).message);
      setBusy(false);
    }
  });

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
          value={form.values.pin}
          onChange={(event) => form.setFieldValue('pin', onlyDigits(event.target.value))}
          {...invalidProps('pin-setup-pin-error', form.errors.pin)}
        />
        <FieldError id="pin-setup-pin-error" error={form.errors.pin} />
      </label>
      <label className="field">
        Repite el PIN
        <input
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={form.values.repeat}
          onChange={(event) => form.setFieldValue('repeat', onlyDigits(event.target.value))}
          {...invalidProps('pin-setup-repeat-error', form.errors.repeat)}
        />
        <FieldError id="pin-setup-repeat-error" error={form.errors.repeat} />
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
