import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** The riders' side of the API for browser tests: make a rider, sign it in on "its phone", post positions. */
const headers = (cookie: string, body?: unknown) => ({
  cookie,
  'X-App-Id': 'backoffice-web',
  ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
});

export const call = async <T>(
  cookie: string,
  path: string,
  method = 'GET',
  body?: unknown,
  extra: Record<string, string> = {},
) => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { ...headers(cookie, body), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, response, body: (response.status === 204 ? null : await response.json()) as T };
};

let phoneSerial = 0;

/** A rider of the staff's partner made for this run, signed in on "its phone" (the API) and on shift. */
export const riderOnShift = async (staffCookie: string, name: string) => {
  phoneSerial += 1;
  const phone = `33${String(Date.now() * 10 + (phoneSerial % 10)).slice(-8)}`;
  const created = await call<{ id: string }>(staffCookie, '/riders', 'POST', { name, phone, vehicle: 'moto' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const invitation = await call<{ code: string }>(staffCookie, `/riders/invitation?ID=${created.body.id}`, 'POST');
  expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
  const activated = await call('', '/r/auth/activate', 'POST', { phone, code: invitation.body.code, pin: '482916' });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  const riderCookie = activated.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const shift = await call(riderCookie, '/r/shift', 'PUT', { onShift: true });
  expect(shift.status, JSON.stringify(shift.body)).toBe(200);
  return { id: created.body.id, cookie: riderCookie };
};

export const postPosition = async (cookie: string, lat: number, lng: number, at: Date) => {
  const posted = await call<{ accepted: number }>(cookie, '/r/positions', 'POST', {
    positions: [{ lat, lng, accuracy: 8, at: at.toISOString() }],
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  expect(posted.body.accepted).toBe(1);
};
