import http from 'node:http';

/** A keep-alive HTTP/1.1 client on node:http: little overhead, so the server is what gets measured. */
export const createClient = (connections: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = (url: URL, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('request timed out')));
      request.on('error', reject);
      request.end(body);
    });
  return { post, close: () => agent.destroy() };
};
