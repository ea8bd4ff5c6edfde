/**
 * IP allowlists (seed: Authentication rule 5): a credential may carry a list of CIDRs (IPv4 or
 * IPv6; a bare address means /32 or /128); a request from any other address answers 401
 * `address_not_allowed`. IPv4-mapped IPv6 peers (`::ffff:127.0.0.1`) match IPv4 ranges.
 */
import ipaddr from 'ipaddr.js';
import { ServiceError } from '../errors';

/** Parses one allowlist entry; throws Error naming the entry when it is not an address or CIDR. */
export function parseCidr(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const addr = ipaddr.parse(entry);
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    throw new Error(`'${entry}' is not an IP address or CIDR range`);
  }
}

function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

/** True when `address` falls inside one of `cidrs`. */
export function allowed(address: string, cidrs: readonly string[]): boolean {
  const addr = normalise(address);
  if (addr === null) return false;
  return cidrs.some((cidr) => {
    const [range, bits] = parseCidr(cidr);
    return range.kind() === addr.kind() && addr.match([range, bits] as never);
  });
}

/** Throws `address_not_allowed` when the credential has an allowlist that `address` is not in. */
export function checkAllowlist(address: string, cidrs: readonly string[] | null): void {
  if (cidrs === null || cidrs.length === 0) return;
  if (!allowed(address, cidrs)) {
    throw new ServiceError(
      'address_not_allowed',
      'This credential may only be used from the addresses on its IP allowlist (Settings > Developers).',
    );
  }
}
