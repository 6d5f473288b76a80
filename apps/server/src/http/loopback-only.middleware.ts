import { createMiddleware } from 'hono/factory';
import { isLoopbackAddress, isLoopbackHost } from './loopback';
import { requestHost, socketAddressOf } from './request-origin';

/** Headers a proxy adds: a request carrying any of them was forwarded, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

/**
 * issue 6 §1: what only a person at this machine may read (the dev mailbox holds every reset link).
 * The request must come straight from a loopback socket, not through a proxy on this machine, and be
 * addressed to a loopback name (a DNS-rebinding page in the browser would send its own host name).
 * Anything else is told the route does not exist.
 */
export function loopbackOnly(notFound: () => Response | Promise<Response>) {
  return createMiddleware(async (c, next) => {
    const address = socketAddressOf(c);
    const host = requestHost(c).replace(/:\d+$/, '');
    const direct = FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined);
    if (!address || !isLoopbackAddress(address) || !direct || !isLoopbackHost(host)) return notFound();
    return next();
  });
}
