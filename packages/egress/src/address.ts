/**
 * Which IP addresses outbound requests may reach (seed: Subscription "must not resolve to a
 * private address").
 * Classification by ipaddr.js's special-purpose ranges (RFC 6890 registry): only `unicast`
 * (global) addresses are public. IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 it
 * carries; the IPv6 transition ranges that embed an IPv4 address (6to4, Teredo, NAT64 `64:ff9b::`)
 * are refused outright, since the embedded address may be anything.
 */
import ipaddr from 'ipaddr.js';

/** The ipaddr.js range name of `address` (`unicast` for a global address), or `invalid`. */
export function addressRange(address: string): string {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return 'invalid';
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range();
}

/** True only for a global unicast address (see the module comment). */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}

/** True for a loopback address (127.0.0.0/8, ::1, and ::ffff:127.x). */
export function isLoopbackAddress(address: string): boolean {
  return addressRange(address) === 'loopback';
}

/** True when `hostname` (as in a URL, IPv6 in brackets) is an IP literal rather than a name. */
export function isIpLiteral(hostname: string): boolean {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare));
}
