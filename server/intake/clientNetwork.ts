/**
 * The client the rate limit counts: an IPv4 address (mapped or not), or an IPv6 /64, which a
 * provider gives each home whole, so its addresses one by one would be no limit at all.
 */
import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that name its subscriber's network. */
const IPV6_NETWORK_BITS = 64;
const BITS_PER_PART = 16;

/** `203.0.113.7`, or `2001:db8:1:2::/64` for every address of that /64; anything else as given. */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const kept = IPV6_NETWORK_BITS / BITS_PER_PART;
  const parts = (parsed as ipaddr.IPv6).parts.map((part, index) => (index < kept ? part : 0));
  return `${new ipaddr.IPv6(parts).toString()}/${IPV6_NETWORK_BITS}`;
}
