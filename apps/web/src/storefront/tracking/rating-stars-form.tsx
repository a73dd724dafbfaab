import { ratingFieldRules } from '@backoffice/shared/rating-rules';
import type { Rating } from '@backoffice/shared/ratings';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { postRating } from './rating-api.ts';

const starWords = ['', 'Muy mal', 'Mal', 'Regular', 'Bien', 'Excelente'];

type Props = {
  token: string;
  onRated: (rating: Rating) => void;
  /** The order was rated meanwhile (another tab): the page reads the rating again. */
  onAlreadyRated: () => void;
};

/**
 * 1–5 stars and an optional comment in `@mantine/form`, checked by the API's own rules and messages
 * (shared/rating-rules.ts, without zod: the storefront is a light page). Its own chunk, loaded when the page may
 * ask, so the form library is not part of the storefront's first load.
 */
const RatingStarsForm = ({ token, onRated, onAlreadyRated }: Props) => {
  const form = useForm({
    initialValues: { stars: 0, comment: '' },
    validate: { stars: ratingFieldRules.stars, comment: ratingFieldRules.comment },
  });
  const { stars, comment } = form.values;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setFailure(null);
    try {
      onRated(await postRating(token, { stars: values.stars, comment: values.comment.trim() || undefined }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_rated') return onAlreadyRated();
      setFailure(error instanceof ApiError ? error.message : 'No pudimos enviar tu calificación. Intenta de nuevo.');
    } finally {
      setSending(false);
    }
  });

  const message = form.errors.stars ?? form.errors.comment ?? failure;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="rating-stars" aria-describedby={form.errors.stars ? 'rating-error' : undefined}>
        <legend className="field-label">Califica de 1 a 5 estrellas</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            className={`rating-star${value <= stars ? ' on' : ''}`}
            aria-pressed={value === stars}
            aria-label={`${value} ${value === 1 ? 'estrella' : 'estrellas'}: ${starWords[value]}`}
            onClick={() => {
              form.setFieldValue('stars', value);
              setFailure(null);
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
          aria-invalid={form.errors.comment ? true : undefined}
          aria-describedby={form.errors.comment ? 'rating-error' : undefined}
          onChange={(event) => form.setFieldValue('comment', event.currentTarget.value)}
        />
      </label>
      {message ? (
        <p className="field-error" id="rating-error" role="alert">
          {message}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button primary block" disabled={sending}>
          {sending ? 'Enviando…' : 'Enviar calificación'}
        </button>
      </p>
      <p className="muted small">La ve solo la tienda. Puedes calificar una vez, hasta 7 días después de la entrega.</p>
    </form>
  );
};

export default RatingStarsForm;
