import { type ErrorBody, ErrorCode } from '@parca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A stop waits until no connection and no request has come for this long: a process whose event loop is busy (PGlite
 * runs its queries on it) accepts waiting connections one a turn, and a connection still in the kernel's queue when the
 * listening socket closes, or a request a client sends on an idle keep-alive connection as it is closed, would be
 * reset with no answer.
 */
export const QUIET_MS = 500;

const closingAnswer: ErrorBody = {
  message: 'Sunucu yeniden başlatılıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  code: ErrorCode.ServiceUnavailable,
};

/** The app's stop in two steps (lib/shutdown.ts): refuse new requests, then wait for those in flight. */
export type Closing = {
  readonly active: boolean;
  /** From now on every new request is answered 503 (the readiness check too), its connection closed. */
  begin(): void;
  /** Resolves when no request that was let in is still being answered and no connection or request came for QUIET_MS. */
  drained(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    closing: Closing;
  }
}

/**
 * Closing without dropping anybody (docs/operations.md#stopping). Fastify's close() shuts the listening socket at once,
 * and a connection the kernel took but the process had not yet accepted is then reset, a request lost with no answer.
 * So the stop first only refuses: it keeps accepting, answers every new request 503 in Turkish (Fastify's own answer is
 * English; app.ts turns it off) with `Connection: close`, gives the requests in flight `Connection: close` too, and
 * waits for them; only when none is left and nothing new came for a moment does it close the server. `app.close()` on its own (the tests) begins the same way.
 */
export function registerClosingAnswer(app: FastifyInstance): Closing {
  let active = false;
  const inFlight = new WeakSet<FastifyRequest>();
  let count = 0;
  let lastArrivalAt = 0;
  app.server.on('connection', () => {
    lastArrivalAt = Date.now();
  });
  const waiting: (() => void)[] = [];
  const settle = (request: FastifyRequest) => {
    if (!inFlight.delete(request)) return;
    count--;
    if (count === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  const idle = () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  const drained = async (): Promise<void> => {
    await idle();
    const quietFor = Date.now() - lastArrivalAt;
    if (quietFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS - quietFor));
    return drained();
  };
  const closing: Closing = {
    get active() {
      return active;
    },
    begin() {
      if (active) return;
      active = true;
      // Printed once the flag is up: whoever watches (graceful-stop.test.ts) knows late requests now get the 503.
      app.log.info('Kapanıyor: yeni istekler 503 alıyor, süren istekler bitiriliyor');
    },
    drained,
  };
  app.decorate('closing', closing);
  app.addHook('preClose', async () => closing.begin());
  app.addHook('onRequest', async (request, reply) => {
    lastArrivalAt = Date.now();
    if (active) {
      reply.header('Connection', 'close').header('Retry-After', '5');
      return reply.status(503).send(closingAnswer);
    }
    inFlight.add(request);
    count++;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (active) reply.header('Connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => settle(request));
  app.addHook('onRequestAbort', async (request) => settle(request));
  return closing;
}
