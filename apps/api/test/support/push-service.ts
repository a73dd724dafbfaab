import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushRequest = { path: string; headers: http.IncomingHttpHeaders; body: Buffer; at: number };

/**
 * A push service stand-in on loopback: records every request and answers with the status the test sets.
 * With `hold`, answers wait until released (a slow push service).
 */
export const startPushService = async () => {
  const received: PushRequest[] = [];
  const waiters: (() => void)[] = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      for (const wake of waiters.splice(0)) wake();
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    answerWith: (next: number) => {
      status = next;
    },
    /** Resolves with the n-th request (1-based) once it has arrived. */
    nth: async (n: number, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`push request ${n} did not arrive (got ${received.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received[n - 1];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

/** A browser's side of a subscription: its own P-256 key pair and auth secret, and the JSON it would send. */
export const makeSubscriber = (endpoint: string) => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
  return {
    subscription,
    /** RFC 8291 + RFC 8188 (aes128gcm), single record: what the browser does before the service worker sees it. */
    decrypt: (body: Buffer) => {
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('last record must end with the 0x02 delimiter');
      return JSON.parse(padded.subarray(0, end).toString('utf8')) as Record<string, unknown>;
    },
  };
};

/** Checks a `vapid t=<jwt>, k=<key>` header: ES256 signature by k, audience the push service's origin. */
export const verifyVapid = (authorization: string | undefined, audience: string) => {
  const match = authorization?.match(/^vapid t=([^,]+),\s*k=(.+)$/);
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, key] = match;
  const [header, claims, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return {
    valid: valid && decoded.aud === audience,
    key,
    claims: decoded,
    alg: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg as string,
  };
};
