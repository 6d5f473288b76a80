import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkLabel } from './network-label';

// docs/product/accounts.md "Signed-in devices": the place, from nothing but the address's network.

const octet = fc.integer({ min: 0, max: 255 });
const hextet = fc.integer({ min: 0, max: 0xffff });
const ipv4 = fc.tuple(octet, octet, octet, octet);
const ipv6 = fc.array(hextet, { minLength: 8, maxLength: 8 });

const v4 = (octets: number[]) => octets.join('.');
const v6 = (hextets: number[]) => hextets.map((h) => h.toString(16)).join(':');

/** The same IPv6 address with '::' in place of its longest run of zeros (as Node and browsers write it). */
function compressed(hextets: number[]): string {
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && hextets[start + length] === 0) length += 1;
    if (length > best.length) best = { start, length };
  }
  if (best.length < 2) return v6(hextets);
  const hex = hextets.map((h) => h.toString(16));
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

describe('the network a device signed in from, in words', () => {
  it('names this computer, local and carrier networks, and public networks by their prefix', () => {
    const cases: Array<[string, string | null]> = [
      ['127.0.0.1', 'This computer'],
      ['127.5.6.7', 'This computer'],
      ['::1', 'This computer'],
      ['::ffff:127.0.0.1', 'This computer'],
      ['10.1.2.3', 'Local network'],
      ['172.16.0.9', 'Local network'],
      ['172.31.255.1', 'Local network'],
      ['172.32.0.1', '172.32.0.x'],
      ['192.168.1.20', 'Local network'],
      ['169.254.3.4', 'Local network'],
      ['fd12:3456:789a::1', 'Local network'],
      ['fc00::1', 'Local network'],
      ['fe80::1%eth0', 'Local network'],
      ['100.64.0.1', 'Carrier network'],
      ['100.127.255.255', 'Carrier network'],
      ['100.128.0.1', '100.128.0.x'],
      ['203.0.113.77', '203.0.113.x'],
      ['::ffff:203.0.113.77', '203.0.113.x'],
      ['::ffff:cb00:714d', '203.0.113.x'],
      ['[2001:db8:1234:5678::9]:443', '2001:db8:1234::/48'],
      ['2001:DB8:1234:5678:9abc:def0:1234:5678', '2001:db8:1234::/48'],
      ['2001:db8::1', '2001:db8::/48'],
      ['2001:0:1234::1', '2001:0:1234::/48'],
      ['203.0.113.77:51234', '203.0.113.x'],
      ['', null],
      ['unknown', null],
      ['0.0.0.0', null],
      ['::', null],
      ['256.1.1.1', null],
      ['1.2.3', null],
      ['2001:db8::1::2', null],
      ['1.2.3.4::', null],
      ['12345::1', null],
      ['g::1', null],
    ];
    for (const [address, label] of cases) expect(networkLabel(address), address).toBe(label);
    expect(networkLabel(null)).toBeNull();
    expect(networkLabel(undefined)).toBeNull();
  });

  it('an IPv4 label depends only on the first three octets, and never holds the address', () => {
    fc.assert(
      fc.property(ipv4, octet, (octets, otherHost) => {
        const label = networkLabel(v4(octets));
        expect(label).toBe(networkLabel(v4([...octets.slice(0, 3), otherHost])));
        if (label) expect(label).not.toContain(v4(octets));
      }),
    );
  });

  it('an IPv4 address reads the same as its IPv4-mapped IPv6 forms', () => {
    fc.assert(
      fc.property(ipv4, (octets) => {
        const label = networkLabel(v4(octets));
        const [a = 0, b = 0, c = 0, d = 0] = octets;
        expect(networkLabel(`::ffff:${v4(octets)}`)).toBe(label);
        expect(networkLabel(`::FFFF:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`)).toBe(label);
        expect(networkLabel(`0:0:0:0:0:ffff:${v4(octets)}`)).toBe(label);
      }),
    );
  });

  it('an IPv6 label depends only on the first 48 bits (and the host part when it is a mapped IPv4), written any way', () => {
    fc.assert(
      fc.property(ipv6, fc.array(hextet, { minLength: 5, maxLength: 5 }), (hextets, otherHost) => {
        const label = networkLabel(v6(hextets));
        expect(networkLabel(compressed(hextets))).toBe(label);
        expect(networkLabel(`[${compressed(hextets)}]:8080`)).toBe(label);
        const mapped = hextets.slice(0, 6).every((h, i) => (i === 5 ? h === 0xffff : h === 0));
        const loopbackOrUnspecified = hextets.slice(0, 7).every((h) => h === 0);
        if (!mapped && !loopbackOrUnspecified && !hextets.slice(0, 3).every((h) => h === 0)) {
          expect(networkLabel(v6([...hextets.slice(0, 3), ...otherHost]))).toBe(label);
        }
        if (label) {
          expect(label).not.toContain(v6(hextets));
          expect(label).not.toContain(compressed(hextets));
        }
      }),
    );
  });

  it('never echoes the text it was given when that text is not an address', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const label = networkLabel(text);
        if (label !== null) expect(label).toMatch(/^(This computer|Local network|Carrier network|\d{1,3}\.\d{1,3}\.\d{1,3}\.x|[0-9a-f:]+::\/48)$/);
      }),
    );
  });
});
