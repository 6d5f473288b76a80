import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';
import { headerOf } from './node-bindings';

type OriginConfig = Pick<Config, 'publicUrl' | 'publicOrigin' | 'trustProxy' | 'nodeEnv'>;

export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** The origin this request was addressed to: Host header, scheme from PUBLIC_URL (or X-Forwarded-Proto behind a trusted proxy). */
export function requestOwnOrigin(headers: Headers, config: OriginConfig): string | undefined {
  const host = (config.trustProxy && headers.get('x-forwarded-host')) || headers.get('host');
  if (!host) return undefined;
  const forwardedProto = config.trustProxy ? headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const scheme = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : new URL(config.publicUrl).protocol.slice(0, -1);
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** Origins allowed to make unsafe requests (docs/architecture.md "API conventions"), and better-auth's trustedOrigins. */
export function allowedOrigins(headers: Headers | undefined, config: OriginConfig): string[] {
  const origins = [config.publicOrigin];
  const own = headers ? requestOwnOrigin(headers, config) : undefined;
  if (own) origins.push(own);
  if (config.nodeEnv === 'development') origins.push(VITE_DEV_ORIGIN);
  return origins;
}

/** Client address for per-address throttles: first X-Forwarded-For hop only behind a trusted proxy. */
export function clientAddress(headers: Headers, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? 'unknown';
}

/** The TCP peer's address, or undefined when there is no socket (app.request in tests without one). */
export function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The host a request was addressed to: its Host header (the request URL in tests, where there is none). */
export function requestHost(c: Context): string {
  return headerOf(c, 'host') || new URL(c.req.url).host;
}
