/**
 * Client addresses as rate limits and the proxy check see them.
 * - An IPv6 visitor usually holds a whole /64 (one home or phone gets 2^64 addresses), so
 *   per-IP limits count the /64 prefix: `2001:db8:0:1::/64`, one spelling whatever the
 *   input's case, zeros or `::` compression.
 * - An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack socket reports an
 *   IPv4 client) is that IPv4 address.
 * - Loopback and private peers (127/8, 10/8, 172.16/12, 192.168/16, 169.254/16, 100.64/10,
 *   ::1, fc00::/7, fe80::/10) are where a reverse proxy of the site's own sits.
 */
import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or null when it is not one. */
function groupsOf(address: string): number[] | null {
  const ip = address.split('%')[0];
  if (!net.isIPv6(ip)) return null;
  let text = ip.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -dotted[1].length);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (s: string | undefined) => (s ? s.split(':').filter((x) => x !== '').map((x) => parseInt(x, 16)) : []);
  const left = parse(head);
  const right = [...parse(rest), ...tail];
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...new Array(Math.max(0, zeros)).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), or null. */
function mappedIpv4(groups: number[]): string | null {
  if (groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/** What a per-IP limit counts: the IPv4 address, or the /64 prefix of an IPv6 address. */
export function limitKeyOfIp(address: string): string {
  const ip = address.trim();
  if (net.isIPv4(ip)) return ip;
  const groups = groupsOf(ip);
  if (!groups) return ip.toLowerCase();
  const v4 = mappedIpv4(groups);
  if (v4) return v4;
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

function ipv4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** True for loopback, private, link-local and carrier-grade NAT addresses (where a proxy of ours sits). */
export function isLoopbackOrPrivate(address: string | undefined): boolean {
  if (!address) return false;
  let ip = address.trim();
  const groups = net.isIPv6(ip.split('%')[0]) ? groupsOf(ip) : null;
  if (groups) {
    const v4 = mappedIpv4(groups);
    if (!v4) {
      if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return true; // ::1
      if ((groups[0] & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
      return (groups[0] & 0xffc0) === 0xfe80; // fe80::/10 link-local
    }
    ip = v4;
  }
  if (!net.isIPv4(ip)) return false;
  const [a, b] = ipv4Bytes(ip);
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}
