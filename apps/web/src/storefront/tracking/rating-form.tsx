import type { TrackedRating } from '@backoffice/shared/ratings';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { getTrackedRating, postRating } from './rating-api.ts';
import './rating-form.css';

const starWords = ['', 'Muy mal', 'Mal', 'Regular', 'Bien', 'Excelente'];

const StarsLine = ({ value }: { value: number }) => (
  <span role="img" aria-label={`${value} de 5 estrellas`}>
    {'★'.repeat(value)}
    {'☆'.repeat(5 - value)}
  </span>
);

/**
 * After "Entregado": asks for 1–5 stars and an optional comment, once, within 7 days (decision 052). Asks the
 * server again when the order's status changes, so it appears as soon as the live page shows the delivery.
 */
export const RatingForm = ({ token, status }: { token: string; status: string }) => {
  const [state, setState] = useState<TrackedRating | null>(null);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'delivered') return;
    const controller = new AbortController();
    getTrackedRating(token, controller.signal).then(setState, () => {
      // Without the answer the page simply does not ask; the order itself is still shown.
    });
    return () => controller.abort();
  }, [token, status]);

  if (status !== 'delivered' || !state || state.state === 'not_delivered') return null;
  if (state.state === 'rated' && state.rating) {
    return (
      <section className="card" aria-labelledby="calificacion" data-testid="rating-done">
        <h2 id="calificacion">¡Gracias por calificar!</h2>
        <p>
          Tu calificación: <StarsLine value={state.rating.stars} />
        </p>
        {state.rating.comment ? <p className="muted">«{state.rating.comment}»</p> : null}
      </section>
    );
  }
  if (state.state === 'expired') {
    return <p className="center muted small">El plazo de 7 días para calificar este pedido ya terminó.</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) {
      setError('Elige de 1 a 5 estrellas.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const rating = await postRating(token, { stars, comment: comment.trim() || undefined });
      setState({ state: 'rated', until: null, rating });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'already_rated') {
        setState(await getTrackedRating(token));
        return;
      }
      setError(failure instanceof ApiError ? failure.message : 'No pudimos enviar tu calificación. Intenta de nuevo.');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="calificacion">
      <h2 id="calificacion">¿Cómo estuvo tu pedido?</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="rating-stars">
          <legend className="field-label">Califica de 1 a 5 estrellas</legend>
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              className={`rating-star${value <= stars ? ' on' : ''}`}
              aria-pressed={value === stars}
              aria-label={`${value} ${value === 1 ? 'estrella' : 'estrellas'}: ${starWords[value]}`}
              onClick={() => {
                setStars(value);
                setError(null);
              }}
            >
              {value <= stars ? '★' : '☆'}
            </button>
          ))}
        </fieldset>
        {stars > 0 ? <p className="muted small">{starWords[stars]}</p> : null}
        <label className="field">
          <span className="field-label">Comentario (opcional)</span>
          <textarea
            value={comment}
            maxLength={500}
            rows={3}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        </label>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <p>
          <button type="submit" className="button primary block" disabled={sending}>
            {sending ? 'Enviando…' : 'Enviar calificación'}
          </button>
        </p>
        <p className="muted small">
          La ve solo la tienda. Puedes calificar una vez, hasta 7 días después de la entrega.
        </p>
      </form>
    </section>
  );
};
