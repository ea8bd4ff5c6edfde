/**
 * `STOREOPS_TRUST_PROXY` as Express's `trust proxy` value (AppOptions.trustProxy):
 * unset or empty -> undefined (trust nothing); `true` / `false`; a whole number -> that many hops;
 * anything else -> a list of proxy addresses, CIDRs or `loopback` / `linklocal` / `uniquelocal`,
 * comma-separated. Throws Error naming the variable for a negative or fractional hop count.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] | undefined {
  const v = value?.trim() ?? '';
  if (v === '') return undefined;
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^-?\d+(\.\d+)?$/.test(v)) {
    const hops = Number(v);
    if (!Number.isInteger(hops) || hops < 0) throw new Error(`STOREOPS_TRUST_PROXY: a hop count must be a whole number >= 0, got ${v}`);
    return hops;
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
