// @vitest-environment jsdom
import { ratingBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo, stubServer } from '../../test-support/fetch-stub.ts';
import { FORM_TEST, LAZY_LOAD } from '../../test-support/form-harness.ts';
import { schemaMessage } from '../../test-support/render-mantine.tsx';
import { RatingForm } from './rating-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'abc123';
const PATH = `/api/storefront/track/${TOKEN}/rating`;
const rating = {
  order: '00000000-0000-4000-8000-000000000050',
  company: '00000000-0000-4000-8000-000000000051',
  stars: 4,
  comment: 'Llegó caliente',
  rider: null,
  createdAt: '2026-11-26T08:00:00.000Z',
};

describe('tracking page rating (@mantine/form with the shared rating rules)', () => {
  it("asks for the stars in the API's words, then sends the stars and the trimmed comment", FORM_TEST, async () => {
    const fetch = stubServer((_path, method) =>
      method === 'GET'
        ? { status: 200, body: { state: 'open', until: '2026-12-03T08:00:00.000Z', rating: null } }
        : { status: 201, body: rating },
    );
    render(<RatingForm token={TOKEN} status="delivered" />);
    const send = await screen.findByRole('button', { name: 'Enviar calificación' }, LAZY_LOAD);
    fireEvent.click(send);
    const message = schemaMessage(ratingBodySchema, { stars: 0 });
    expect(message).toBe('Elige de 1 a 5 estrellas');
    await screen.findByText(message);
    expect(sentTo(fetch, PATH).filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '4 estrellas: Bien' }));
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: '  Llegó caliente ' } });
    fireEvent.click(send);
    await screen.findByTestId('rating-done');
    expect(sentTo(fetch, PATH).filter((call) => call.method === 'POST')[0].body).toEqual({
      stars: 4,
      comment: 'Llegó caliente',
    });
  });

  it("refuses a comment over the limit in the API's words", FORM_TEST, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer(() => ({ status: 200, body: { state: 'open', until: null, rating: null } }));
    render(<RatingForm token={TOKEN} status="delivered" />);
    const send = await screen.findByRole('button', { name: 'Enviar calificación' }, LAZY_LOAD);
    fireEvent.click(screen.getByRole('button', { name: '5 estrellas: Excelente' }));
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(send);
    await screen.findByText(schemaMessage(ratingBodySchema, { stars: 5, comment: 'x'.repeat(501) }));
    await waitFor(() =>
      expect(screen.getByLabelText('Comentario (opcional)').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
