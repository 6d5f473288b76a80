import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { StartupError } from './startup-error';

// docs/architecture.md "Starting and stopping" (issue 25 §6, and "Keep-alive" in its bursts section).

/**
 * Idle keep-alive connections stay open longer than the common load balancers' idle time-outs (AWS ALB
 * and nginx upstreams 60 s, GCP 600 s is configured on the balancer's side), so a balancer never reuses
 * a connection at the instant this server closes it: Node's default of 5 s raced a client's reuse and
 * reset requests after bursts. Headers must arrive within the keep-alive time plus a second.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;
/** After SIGTERM, connections already waiting to be accepted are taken and answered for this long. */
const ACCEPT_DRAIN_MS = 500;

export interface HttpServing {
  server: Server;
  port: number;
  /** Requests being answered now. */
  inFlight(): number;
  /**
   * Stops taking connections, answers what is in flight (each answer closes its connection), and
   * after `graceMs` cuts whatever is left (a client that never finishes its request). Resolves with
   * how it ended.
   */
  drain(graceMs: number): Promise<'drained' | 'cut'>;
}

/** Listens on the configured port; a port in use or not allowed is a StartupError in words, not a stack trace. */
export async function listenHttp(app: { fetch: Hono['fetch'] }, options: { host: string; port: number; logger: Logger }): Promise<HttpServing> {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;

  let active = 0;
  let draining = false;
  const idleWaiters = new Set<() => void>();
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    active += 1;
    // While stopping, every answer says the connection ends with it: a keep-alive client then opens
    // its next request elsewhere instead of sending it into a socket about to close.
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      active -= 1;
      if (active === 0) for (const waiter of idleWaiters) waiter();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, options.port, options.host)));
    server.listen(options.port, options.host, () => resolve());
  });
  server.on('error', (error) => options.logger.error({ err: error }, 'HTTP server error'));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    server,
    port,
    inFlight: () => active,
    async drain(graceMs) {
      draining = true;
      server.closeIdleConnections();
      const deadline = performance.now() + graceMs;
      await new Promise((resolve) => setTimeout(resolve, Math.min(ACCEPT_DRAIN_MS, graceMs)));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idle = new Promise<void>((resolve) => {
        if (active === 0) resolve();
        else idleWaiters.add(resolve);
      });
      const left = Math.max(0, deadline - performance.now());
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        Promise.all([idle, closed]).then(() => 'drained' as const),
        new Promise<'cut'>((resolve) => (timer = setTimeout(() => resolve('cut'), left))),
      ]);
      clearTimeout(timer);
      if (outcome === 'cut') server.closeAllConnections();
      return outcome;
    },
  };
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  if (error.code === 'EADDRINUSE') return new StartupError(`Port ${port} is already in use on ${host}: another program (or another Cadence) is serving there. Stop it, or start this one with another port, e.g. PORT=${port + 1} npm start.`);
  if (error.code === 'EACCES') return new StartupError(`Cadence may not listen on port ${port} (ports below 1024 need special rights). Choose another, e.g. PORT=3000.`);
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') return new StartupError(`HOST ${host} is not an address of this machine. Use 0.0.0.0 (every interface) or 127.0.0.1 (this machine only).`);
  return error;
}
