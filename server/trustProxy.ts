/**
 * TRUST_PROXY: which proxies may say who the client is (Express `trust proxy`). Trusting more lets any client choose
 * its own address and rate limit: `true`, too wide a range or too many hops are refused at start.
 */
import ipaddr from 'ipaddr.js';

export type TrustProxy = false | number | string[];

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const UNTRUSTED = ['false', '0'];
/** A CDN, a load balancer and a proxy of one's own are three; more is a mistake. */
const MAX_HOPS = 5;
/** The widest private networks, 10.0.0.0/8 and fc00::/7: a proxy's network is never wider. */
const MIN_BITS = { ipv4: 8, ipv6: 7 } as const;
/** IPv4 clients of a dual-stack socket are matched as ::ffff:a.b.c.d, in this /96. */
const IPV4_MAPPED = ipaddr.IPv6.parse('::ffff:0:0');
const IPV4_MAPPED_BITS = 96;

const TRUSTS_TOO_MUCH =
  'must trust only the proxies in front of the server: any client could otherwise choose its own address, ' +
  'and so its own rate limit, with X-Forwarded-For. Give their number, ' +
  `1 to ${MAX_HOPS} (e.g. 1), or their addresses or networks, none wider than /${MIN_BITS.ipv4} for IPv4 ` +
  `or /${MIN_BITS.ipv6} for IPv6 (e.g. 10.0.0.5,loopback)`;

export function trustProxyProblem(value: string): string | undefined {
  if (UNTRUSTED.includes(value)) return undefined;
  if (value === 'true') return `${TRUSTS_TOO_MUCH} (got "true")`;
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? undefined : `${TRUSTS_TOO_MUCH} (got "${value}")`;
  for (const entry of proxyEntries(value)) {
    if (PROXY_RANGES.includes(entry)) continue;
    const range = parseRange(entry);
    if (range === undefined) {
      return `must be a number of proxy hops or a list of proxy addresses (got "${entry}"): e.g. 1, or 10.0.0.5,loopback`;
    }
    if (holdsTooMuch(...range)) return `${TRUSTS_TOO_MUCH} (got "${entry}")`;
  }
  return undefined;
}

export function readTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || UNTRUSTED.includes(value)) return false;
  return /^\d+$/.test(value) ? Number(value) : proxyEntries(value);
}

function proxyEntries(value: string): string[] {
  return value.split(',').map((entry) => entry.trim());
}

function parseRange(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | undefined {
  if (!entry.includes('/')) {
    if (!isWrittenOut(entry)) return undefined;
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  }
  const [address = '', bits = ''] = entry.split('/');
  // Express reads the prefix as digits only, and a prefix of 0 as an error of its own.
  if (!/^\d+$/.test(bits) || !isWrittenOut(address)) return undefined;
  try {
    return ipaddr.parseCIDR(entry);
  } catch {
    return undefined;
  }
}

/** An IPv6 address, or an IPv4 one in four decimal parts (ipaddr.js also reads `1` as 0.0.0.1). */
function isWrittenOut(address: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
}

function holdsTooMuch(address: ipaddr.IPv4 | ipaddr.IPv6, bits: number): boolean {
  if (address.kind() === 'ipv4') return bits < MIN_BITS.ipv4;
  if (bits < MIN_BITS.ipv6) return true;
  // A range holding ::ffff:0:0/96, or a part of it wider than /8, trusts that many IPv4 clients.
  const holdsIpv4 = (address as ipaddr.IPv6).match(IPV4_MAPPED, Math.min(bits, IPV4_MAPPED_BITS));
  return holdsIpv4 && bits - IPV4_MAPPED_BITS < MIN_BITS.ipv4;
}
