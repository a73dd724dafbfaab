import type { FailReason, RiderTask } from '@backoffice/shared/rider-app';
import { cashCents, riderFieldRules } from '@backoffice/shared/rider-app-rules';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formatMoney } from '../lib/format.ts';
import { failLabels } from '../lib/labels.ts';
import { shrinkImage } from '../lib/shrink-image.ts';
import { useRiderData } from '../live/rider-data.tsx';
import { FieldError, invalidProps } from './field-error.tsx';

type DeliverValues = { code: string; photo: string | null; cash: string; reason: FailReason; comment: string };

/**
 * "Entregado" with what the partner asks as proof (a photo shrunk on the phone, or the customer's 4-digit code)
 * and the cash received; or "No se pudo entregar" with a reason. Both go through the offline queue. The fields
 * live in `@mantine/form`, checked by the API's own rules and messages (shared/rider-app-rules.ts).
 */
export const DeliverForm = ({ task }: { task: RiderTask }) => {
  const { takeAction } = useRiderData();
  const form = useForm<DeliverValues>({
    initialValues: {
      code: '',
      photo: null,
      cash: (task.amountToCollect / 100).toFixed(2),
      reason: 'no_answer',
      comment: '',
    },
    validate: {
      code: (code) => (task.proof === 'code' ? riderFieldRules.proofCode(code) : null),
      photo: (photo) => (task.proof === 'photo' ? riderFieldRules.proofPhoto(photo) : null),
      cash: (cash) => (task.amountToCollect > 0 ? riderFieldRules.cash(cash) : null),
    },
  });
  const { code, photo, cash, reason, comment } = form.values;
  const [photoBusy, setPhotoBusy] = useState(false);
  const [failing, setFailing] = useState(false);

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoBusy(true);
    form.clearFieldError('photo');
    try {
      form.setFieldValue('photo', await shrinkImage(file));
    } catch {
      form.setFieldError('photo', 'No pudimos leer la foto. Toma otra.');
    } finally {
      setPhotoBusy(false);
    }
  };

  const deliver = form.onSubmit((values) => {
    const cents = cashCents(values.cash);
    takeAction(task, 'delivered', {
      ...(task.proof === 'code' ? { proofCode: values.code } : {}),
      ...(task.proof === 'photo' && values.photo ? { photoData: values.photo } : {}),
      ...(task.amountToCollect > 0 && cents !== null ? { cashCollected: cents } : {}),
    });
  });

  if (failing) {
    return (
      <section className="card stack" aria-label="No se pudo entregar">
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field">¿Qué pasó?</legend>
          {(Object.keys(failLabels) as FailReason[]).map((value) => (
            <label key={value} className="button" style={{ justifyContent: 'flex-start' }}>
              <input
                type="radio"
                name="fail-reason"
                value={value}
                checked={reason === value}
                onChange={() => form.setFieldValue('reason', value)}
              />
              {failLabels[value]}
            </label>
          ))}
        </fieldset>
        <label className="field">
          Comentario (opcional)
          <textarea
            maxLength={300}
            rows={2}
            value={comment}
            onChange={(event) => form.setFieldValue('comment', event.target.value)}
          />
        </label>
        <button
          type="button"
          className="button danger block"
          onClick={() => takeAction(task, 'failed', { reason, ...(comment.trim() ? { comment: comment.trim() } : {}) })}
        >
          Confirmar: no se pudo entregar
        </button>
        <button type="button" className="button" onClick={() => setFailing(false)}>
          Volver
        </button>
      </section>
    );
  }

  return (
    <form className="card stack" onSubmit={deliver} noValidate aria-label="Entregar">
      {task.proof === 'code' ? (
        <label className="field">
          Código del cliente
          <span className="hint">El cliente lo ve en su página de seguimiento.</span>
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={code}
            onChange={(event) => form.setFieldValue('code', event.target.value.replace(/\D/g, ''))}
            {...invalidProps('deliver-code-error', form.errors.code)}
          />
          <FieldError id="deliver-code-error" error={form.errors.code} />
        </label>
      ) : null}
      {task.proof === 'photo' ? (
        <div className="stack">
          <label className="button">
            {photo ? 'Tomar otra foto' : 'Tomar foto de la entrega'}
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(event) => void choosePhoto(event.target.files?.[0])}
              {...invalidProps('deliver-photo-error', form.errors.photo)}
            />
          </label>
          {form.errors.photo ? (
            <p className="notice error" id="deliver-photo-error" role="alert">
              {form.errors.photo}
            </p>
          ) : null}
          {photoBusy ? <p role="status">Preparando la foto…</p> : null}
          {photo ? <img className="photo-preview" src={photo} alt="Foto de la entrega" /> : null}
        </div>
      ) : null}
      {task.amountToCollect > 0 ? (
        <label className="field">
          Efectivo recibido (pesos)
          <span className="hint">A cobrar: {formatMoney(task.amountToCollect)}</span>
          <input
            inputMode="decimal"
            value={cash}
            onChange={(event) => form.setFieldValue('cash', event.target.value)}
            {...invalidProps('deliver-cash-error', form.errors.cash)}
          />
          <FieldError id="deliver-cash-error" error={form.errors.cash} />
        </label>
      ) : null}
      <button type="submit" className="button go block">
        Entregado
      </button>
      <button type="button" className="button danger" onClick={() => setFailing(true)}>
        No se pudo entregar
      </button>
    </form>
  );
};
