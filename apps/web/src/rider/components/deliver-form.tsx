import type { FailReason, RiderTask } from '@backoffice/shared/rider-app';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../lib/format.ts';
import { failLabels } from '../lib/labels.ts';
import { shrinkImage } from '../lib/shrink-image.ts';
import { useRiderData } from '../live/rider-data.tsx';

const toCents = (text: string) => {
  const value = Number.parseFloat(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

/**
 * "Entregado" with what the partner asks as proof (a photo shrunk on the phone, or the customer's 4-digit code)
 * and the cash received; or "No se pudo entregar" with a reason. Both go through the offline queue.
 */
export const DeliverForm = ({ task }: { task: RiderTask }) => {
  const { takeAction } = useRiderData();
  const [code, setCode] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [cash, setCash] = useState(() => (task.amountToCollect / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [failing, setFailing] = useState(false);
  const [reason, setReason] = useState<FailReason>('no_answer');
  const [comment, setComment] = useState('');

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoBusy(true);
    setError(null);
    try {
      setPhoto(await shrinkImage(file));
    } catch {
      setError('No pudimos leer la foto. Toma otra.');
    } finally {
      setPhotoBusy(false);
    }
  };

  const deliver = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    if (task.proof === 'code') {
      if (!/^\d{4}$/.test(code)) return setError('Escribe el código de 4 dígitos que te dice el cliente.');
      body.proofCode = code;
    }
    if (task.proof === 'photo') {
      if (!photo) return setError('Toma la foto de la entrega.');
      body.photoData = photo;
    }
    if (task.amountToCollect > 0) {
      const cents = toCents(cash);
      if (cents === null) return setError('Escribe cuánto efectivo recibiste.');
      body.cashCollected = cents;
    }
    setError(null);
    takeAction(task, 'delivered', body);
  };

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
                onChange={() => setReason(value)}
              />
              {failLabels[value]}
            </label>
          ))}
        </fieldset>
        <label className="field">
          Comentario (opcional)
          <textarea maxLength={300} rows={2} value={comment} onChange={(event) => setComment(event.target.value)} />
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
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
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
            />
          </label>
          {photoBusy ? <p role="status">Preparando la foto…</p> : null}
          {photo ? <img className="photo-preview" src={photo} alt="Foto de la entrega" /> : null}
        </div>
      ) : null}
      {task.amountToCollect > 0 ? (
        <label className="field">
          Efectivo recibido (pesos)
          <span className="hint">A cobrar: {formatMoney(task.amountToCollect)}</span>
          <input inputMode="decimal" value={cash} onChange={(event) => setCash(event.target.value)} />
        </label>
      ) : null}
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
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
