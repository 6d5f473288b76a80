// docs/product/accounts.md "Signed-in devices": the place a device signed in from, in words, from
// nothing but its address's network (no outside lookup). The label never holds the address itself:
// it depends only on the network part (an IPv4 /24, an IPv6 /48), so the host part cannot leak.

export const NETWORK_LABELS = {
  thisComputer: 'This computer',
  localNetwork: 'Local network',
  carrierNetwork: 'Carrier network',
} as const;

/** 'Local network', '203.0.113.x', '2001:db8:1234::/48'…; null for anything that is not an address. */
export function networkLabel(address: string | null | undefined): string | null {
  const parsed = parseAddress(address ?? '');
  if (!parsed) return null;
  return parsed.kind === 'ipv4' ? ipv4Label(parsed.octets) : ipv6Label(parsed.hextets);
}

type Parsed = { kind: 'ipv4'; octets: number[] } | { kind: 'ipv6'; hextets: number[] };

function ipv4Label([a, b, c]: number[]): string | null {
  if (a === undefined || b === undefined || c === undefined) return null;
  if (a === 0) return null; // "this network": never a real client
  if (a === 127) return NETWORK_LABELS.thisComputer;
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return NETWORK_LABELS.localNetwork;
  if (a === 100 && b >= 64 && b <= 127) return NETWORK_LABELS.carrierNetwork;
  return `${a}.${b}.${c}.x`;
}

function ipv6Label(hextets: number[]): string | null {
  const [h0 = 0, h1 = 0, h2 = 0] = hextets;
  const [h5 = 0, h6 = 0, h7 = 0] = hextets.slice(5);
  const isZeroUpTo = (count: number) => hextets.slice(0, count).every((h) => h === 0);
  if (isZeroUpTo(7) && h7 === 1) return NETWORK_LABELS.thisComputer; // ::1
  if (isZeroUpTo(8)) return null; // :: (unspecified)
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible forms are an IPv4 client.
  if (isZeroUpTo(5) && h5 === 0xffff) return ipv4Label([h6 >> 8, h6 & 0xff, h7 >> 8, h7 & 0xff]);
  if ((h0 & 0xfe00) === 0xfc00) return NETWORK_LABELS.localNetwork; // fc00::/7, unique local
  if ((h0 & 0xffc0) === 0xfe80) return NETWORK_LABELS.localNetwork; // fe80::/10, link-local
  const prefix = [h0, h1, h2];
  while (prefix.length > 1 && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((h) => h.toString(16)).join(':')}::/48`;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** Eight hextets, or null. Accepts '::' compression, an IPv4 tail and a zone ('%eth0'). */
function parseIpv6(text: string): number[] | null {
  const address = text.replace(/%[\w.-]+$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(address) || address.split('::').length > 2) return null;
  const toHextets = (part: string): number[] | null => {
    if (part === '') return [];
    const groups = part.split(':');
    const result: number[] = [];
    for (const [index, group] of groups.entries()) {
      if (index === groups.length - 1 && group.includes('.')) {
        const octets = parseIpv4(group);
        if (!octets) return null;
        const [a = 0, b = 0, c = 0, d = 0] = octets;
        result.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(group)) {
        result.push(parseInt(group, 16));
      } else {
        return null;
      }
    }
    return result;
  };
  const [head, tail] = address.split('::');
  if (tail === undefined) {
    const all = toHextets(head ?? '');
    return all && all.length === 8 ? all : null;
  }
  // An IPv4 tail belongs only at the very end.
  if ((head ?? '').includes('.')) return null;
  const first = toHextets(head ?? '');
  const last = toHextets(tail);
  if (!first || !last || first.length + last.length > 7) return null;
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** An address as a proxy or a socket may give it: bare, '[v6]:port', 'v4:port'. */
function parseAddress(raw: string): Parsed | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1] ?? '';
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (withPort) text = withPort[1] ?? '';
  const octets = parseIpv4(text);
  if (octets) return { kind: 'ipv4', octets };
  if (!text.includes(':')) return null;
  const hextets = parseIpv6(text);
  return hextets ? { kind: 'ipv6', hextets } : null;
}
