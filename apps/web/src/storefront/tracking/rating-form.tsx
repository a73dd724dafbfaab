import type { TrackedRating } from '@backoffice/shared/ratings';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getTrackedRating } from './rating-api.ts';
import './rating-form.css';

// The form (and `@mantine/form`) loads only when the page may ask for a rating.
const RatingStarsForm = lazy(() => import('./rating-stars-form.tsx'));

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

  return (
    <section className="card" aria-labelledby="calificacion">
      <h2 id="calificacion">¿Cómo estuvo tu pedido?</h2>
      <Suspense fallback={null}>
        <RatingStarsForm
          token={token}
          onRated={(rating) => setState({ state: 'rated', until: null, rating })}
          onAlreadyRated={() => getTrackedRating(token).then(setState, () => {})}
        />
      </Suspense>
    </section>
  );
};
