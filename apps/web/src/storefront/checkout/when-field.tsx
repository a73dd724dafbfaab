import type { OrderSlots } from '@backoffice/shared/order-slots-schema';
import { useEffect, useId, useState } from 'react';
import { getSlots } from '../lib/api.ts';

type Props = {
  slug: string;
  /** The chosen slot's start (ISO); '' while "Programar" is chosen without a slot; null for as soon as possible. */
  value: string | null;
  onChange: (start: string | null) => void;
  error?: string;
  /** The id of the hour's select, so the form can focus it with its error. */
  inputId: string;
};

const dateLabel = (date: string, index: number) => {
  if (index === 0) return 'Hoy';
  if (index === 1) return 'Mañana';
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
};

const meridiem = (label: string) => {
  const [hours, minutes] = label.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
};

/**
 * "¿Para cuándo?": as soon as possible, or a slot of the shop's (decision 054). The slots come from the public
 * slots call, on the shop's clocks; a full or closed slot is not offered.
 */
export const WhenField = ({ slug, value, onChange, error, inputId }: Props) => {
  const id = useId();
  const later = value !== null;
  const [date, setDate] = useState<string | undefined>(undefined);
  const [slots, setSlots] = useState<OrderSlots | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  // Bumped by «Reintentar» to ask again after an error.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!later || attempt < 0) return;
    const controller = new AbortController();
    setState('loading');
    getSlots(slug, date, controller.signal).then(
      (answer) => {
        setSlots(answer);
        setState('idle');
        if (date === undefined && answer.date) setDate(answer.date);
      },
      () => {
        if (!controller.signal.aborted) setState('error');
      },
    );
    return () => controller.abort();
  }, [slug, later, date, attempt]);

  const available = (slots?.slots ?? []).filter((slot) => slot.available);
  const none = slots !== null && slots.dates.length === 0;

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>¿Para cuándo?</h2>
      <fieldset className="choices">
        <legend className="visually-hidden">¿Para cuándo lo quieres?</legend>
        <label className="choice">
          <input type="radio" name={`${id}-when`} checked={!later} onChange={() => onChange(null)} />
          <span>Lo antes posible</span>
        </label>
        <label className="choice">
          <input type="radio" name={`${id}-when`} checked={later} onChange={() => onChange('')} />
          <span>Programar</span>
        </label>
      </fieldset>
      {later ? (
        <div aria-live="polite">
          {state === 'loading' && slots === null ? <p className="muted">Buscando horarios…</p> : null}
          {state === 'error' ? (
            <p className="field-error">
              No pudimos cargar los horarios.{' '}
              <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
                Reintentar
              </button>
            </p>
          ) : null}
          {none ? <p className="muted">Esta tienda no recibe pedidos programados.</p> : null}
          {slots && !none ? (
            <>
              <label htmlFor={`${id}-date`}>Día</label>
              <select
                id={`${id}-date`}
                value={date ?? slots.date ?? ''}
                onChange={(event) => {
                  setDate(event.target.value);
                  onChange('');
                }}
              >
                {slots.dates.map((day, index) => (
                  <option key={day} value={day}>
                    {dateLabel(day, index)}
                  </option>
                ))}
              </select>
              <label htmlFor={inputId}>Hora</label>
              {available.length === 0 ? (
                <p className="muted">No quedan horarios ese día; elige otro.</p>
              ) : (
                <select
                  id={inputId}
                  value={value ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-slot-error` : undefined}
                  onChange={(event) => onChange(event.target.value)}
                >
                  <option value="">Elige una hora</option>
                  {available.map((slot) => (
                    <option key={slot.start} value={slot.start}>
                      {meridiem(slot.label)}
                    </option>
                  ))}
                </select>
              )}
              {error ? (
                <p className="field-error" id={`${id}-slot-error`}>
                  {error}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};
