import http from 'node:http';
import { now } from './stats.ts';

/**
 * An open-loop sender for the bench's child processes (bench:sustained's order load, bench:riders' phones): a
 * request leaves when it is due whether or not the earlier ones were answered, over keep-alive connections of
 * node:http (little overhead, so the server is what gets measured). Each timed request's answer time goes into a
 * list, a non-2xx answer or an error counts as a failure (the first one is kept to print).
 */
export const openLoop = (connections = 64) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const pending: Promise<void>[] = [];
  const tally: { failures: number; firstFailure?: string } = { failures: 0 };

  /** One request; resolves with the status once the answer has been read (and dropped). */
  const send = (url: URL, method: string, headers: Record<string, string>, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        url,
        {
          method,
          agent,
          headers: body
            ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : headers,
          timeout: 30_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const fail = (reason: string) => {
    tally.failures++;
    tally.firstFailure ??= reason;
  };

  return {
    send,
    tally,
    /** Sends now; a 2xx answer's time (from now) goes into `into`. */
    timed(into: number[], request: () => Promise<number>) {
      const started = now();
      pending.push(
        request().then(
          (status) => (status >= 200 && status < 300 ? into.push(now() - started) : fail(`HTTP ${status}`)),
          (error: Error) => fail(error.message),
        ) as Promise<void>,
      );
    },
    /**
     * Calls `tick(elapsedMs)` every 5 ms for `seconds` (it sends whatever fell due since), then waits for every
     * answer.
     */
    async pace(seconds: number, tick: (elapsedMs: number) => void) {
      const started = now();
      const end = started + seconds * 1000;
      while (now() < end) {
        tick(now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await Promise.all(pending);
      pending.length = 0;
    },
    close: () => agent.destroy(),
  };
};

/** This process's CPU time (user + system) in milliseconds since `since` (process.cpuUsage()). */
export const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
