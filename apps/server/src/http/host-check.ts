import type { Context } from 'hono';
import type { Config } from '../config';
import { AppError } from './app-error';
import { isLoopbackHost } from './loopback';
import { headerOf } from './node-bindings';
import { requestHost } from './request-origin';

/** Load balancers probe instances by their own address; these two answer whatever the Host. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

function hostParts(host: string, protocol: string): { hostname: string; port: string } | null {
  try {
    const url = new URL(`${protocol}//${host}`);
    return { hostname: url.hostname, port: url.port };
  } catch {
    return null;
  }
}

/** True when `host` (a Host header) names the app's public address, or this machine when that is loopback. */
export function isPublicHost(host: string, config: Pick<Config, 'publicUrl'>): boolean {
  const publicUrl = new URL(config.publicUrl);
  const asked = hostParts(host, publicUrl.protocol);
  if (!asked || asked.port !== publicUrl.port) return false;
  if (asked.hostname === publicUrl.hostname) return true;
  return isLoopbackHost(publicUrl.hostname) && isLoopbackHost(asked.hostname);
}

/**
 * issue 6 "Also": outside development, a request must be addressed to the app's public host. A page
 * on another site whose name was re-pointed at this server (DNS rebinding) sends its own name and is
 * refused, so it can neither read answers nor pass the same-origin check with a forged own origin.
 */
export function hostCheck(config: Config): (c: Context) => void {
  // A server sees the same few Host values over and over: remember each verdict (issue 9).
  const verdicts = new Map<string, boolean>();
  const allowed = (host: string) => {
    let verdict = verdicts.get(host);
    if (verdict === undefined) {
      verdict = isPublicHost(host, config);
      if (verdicts.size < 256) verdicts.set(host, verdict);
    }
    return verdict;
  };
  return (c) => {
    if (config.nodeEnv === 'development' || PROBE_PATHS.has(c.req.path)) return;
    const host = (config.trustProxy && headerOf(c, 'x-forwarded-host')?.split(',')[0]?.trim()) || requestHost(c);
    if (!allowed(host)) throw new AppError('MISDIRECTED', 'This server does not answer for that host name.');
  };
}
