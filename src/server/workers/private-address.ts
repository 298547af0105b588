import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach (loopback, private networks, link-local with the
 * cloud metadata service at 169.254.169.254 and fd00:ec2::254, carrier-grade NAT, multicast,
 * reserved and documentation ranges). IPv4-mapped IPv6 (::ffff:a.b.c.d) is matched against the
 * IPv4 ranges by BlockList; NAT64 and 6to4 addresses are judged by the IPv4 address they carry.
 */
const blocked = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
const IPV6_RANGES: [string, number][] = [
  ['::', 128], ['::1', 128], ['::', 96], ['100::', 64], ['2001::', 32], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
];
for (const [net, prefix] of IPV4_RANGES) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_RANGES) blocked.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or undefined. */
export function ipv6Groups(address: string): number[] | undefined {
  let [a = ''] = address.split('%');
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (dotted) {
    const [, b0 = 0, b1 = 0, b2 = 0, b3 = 0] = dotted.map(Number);
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const halves = a.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const gap = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<string>(Math.max(gap, 0)).fill('0'), ...tail].map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  return groups.length === 8 && groups.every((g) => !Number.isNaN(g)) ? groups : undefined;
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address stands for. */
function carriedIpv4(groups: number[]): string | undefined {
  const [g0, g1 = 0, g2 = 0, , , , g6 = 0, g7 = 0] = groups;
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return undefined;
}

/** Whether an IP address (v4 or v6, as a resolver or a URL gives it) is not a public one. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const [bare = ''] = ip.split('%');
  const family = isIP(bare);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return true; // not an address at all: never fetch it
  if (ip.includes('%')) return true; // a zone id only goes with link-local addresses
  if (blocked.check(ip, 'ipv6')) return true;
  const groups = ipv6Groups(ip);
  if (!groups) return true;
  const v4 = carriedIpv4(groups);
  return v4 !== undefined && blocked.check(v4, 'ipv4');
}
