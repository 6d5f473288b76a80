import { isIP } from 'node:net';

/**
 * True for names and addresses that can only mean this machine: `localhost` (and `*.localhost`,
 * RFC 6761), 127.0.0.0/8, ::1 and the IPv4-mapped form of a 127.x address.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isLoopbackAddress(name);
}

/** True for a loopback IP address (as a socket reports it). */
export function isLoopbackAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}
