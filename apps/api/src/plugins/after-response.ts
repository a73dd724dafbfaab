import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Runs a task once this answer has been handed to the connection (or the client has gone), on a later
     * turn of the event loop: the caller never waits for it. Live events of a committed change go here,
     * so the HTTP answer of an intake never waits for the fan-out to thousands of sockets.
     */
    afterResponse: (task: () => void) => void;
  }
}

export const afterResponsePlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('afterResponse', function (this: FastifyReply, task: () => void) {
    const log = this.log;
    this.raw.once('close', () =>
      setImmediate(() => {
        try {
          task();
        } catch (error) {
          log.error({ err: error }, 'task after the response failed');
        }
      }),
    );
  });
});
