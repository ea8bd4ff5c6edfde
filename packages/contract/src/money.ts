/**
 * The money kit (seed: "Money"; docs/ARCHITECTURE.md "Data"): every amount is stored as an
 * integer number of the currency's minor unit (the `*_cents` columns: euro cents, whole yen,
 * Bahraini fils) and shown in results as a decimal number of major units (`24.5` EUR, `1500`
 * JPY, `1.25` BHD). These functions are the only conversion between the two; each takes the
 * ISO 4217 code of the record's (or the store's) currency.
 *
 * Digits per currency are ISO 4217's minor units, pinned in {@link MINOR_DIGITS} rather than read
 * from `Intl`: ICU's data is CLDR's display digits, which differ from ISO 4217 for a few codes
 * (HUF, IQD) and may change between Node releases, and stored amounts must not.
 */
import { ArgumentError } from './argument-error';

/**
 * ISO 4217 minor-unit digits of every active currency whose minor unit is not 2 (the list as of
 * amendment 178). A code absent here has 2, which includes unknown codes.
 */
export const MINOR_DIGITS: Readonly<Record<string, 0 | 3 | 4>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Digits after the decimal point of `currency`'s minor unit (ISO 4217): EUR 2, JPY 0, BHD 3; 2 for an unknown code. */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

/** Minor units per major unit of `currency`: 100 for EUR, 1 for JPY, 1000 for BHD. */
export function minorPerMajor(currency: string): number {
  return 10 ** minorDigits(currency);
}

/** Rounds half away from zero (2.5 → 3, −2.5 → −3). */
function roundHalfAway(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

/**
 * Minor units (an integer column, or a computed average of one) → decimal major units of
 * `currency`: 2450 EUR → 24.5, 1500 JPY → 1500, 1250 BHD → 1.25. A fractional minor amount is
 * first rounded to a whole minor unit, half away from zero (2450.5 EUR → 24.51).
 */
export function toMajor(minor: number, currency: string): number {
  return roundHalfAway(minor) / minorPerMajor(currency);
}

/**
 * Decimal major units of `currency` → the nearest whole number of minor units, half away from
 * zero: 24.5 EUR → 2450, 1500 JPY → 1500, 1.25 BHD → 1250, 0.125 EUR → 13. For an amount a
 * caller supplied, use {@link parseMajor}, which refuses extra decimals instead of rounding.
 */
export function toMinor(major: number, currency: string): number {
  return roundHalfAway(major * minorPerMajor(currency));
}

/**
 * A caller-supplied amount in major units of `currency` → integer minor units. Throws
 * `ArgumentError(argument)` ("must have at most N decimals (got V)") when `major` is not a finite
 * number or has more decimals than the currency's minor unit (24.505 EUR, 1500.5 JPY); bounds
 * (sign, maximum) are the caller's.
 */
export function parseMajor(argument: string, major: number, currency: string): number {
  const scaled = major * minorPerMajor(currency);
  const minor = roundHalfAway(scaled);
  if (!Number.isFinite(major) || Math.abs(minor - scaled) > 1e-6) {
    throw new ArgumentError(argument, `must have at most ${minorDigits(currency)} decimals (got ${major})`);
  }
  return minor;
}

/**
 * A decimal text in major units of `currency` (`12`, `12.5`, `-3.99`; at most 9 whole digits, at
 * most the currency's minor digits after a `.`, no separators) → integer minor units; null when it
 * is not one (`12.345` EUR, `12.5` JPY, `1,200`).
 */
export function parseMajorText(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const m = /^(-)?(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (m === null || (m[3] !== undefined && (digits === 0 || m[3].length > digits))) return null;
  const minor = Number(m[2]) * 10 ** digits + Number((m[3] ?? '').padEnd(digits, '0') || '0');
  return m[1] === '-' && minor !== 0 ? -minor : minor;
}

/**
 * Minor units as fixed-point major units with the currency's digits, no grouping: 2450 EUR →
 * `24.50`, 1500 JPY → `1500`, 1250 BHD → `1.250`.
 */
export function formatMajor(minor: number, currency: string): string {
  return toMajor(minor, currency).toFixed(minorDigits(currency));
}

/** Minor units as `<major> <CODE>`, the form messages and titles use: `24.50 EUR`, `1500 JPY`. */
export function formatMoney(minor: number, currency: string): string {
  return `${formatMajor(minor, currency)} ${currency}`;
}
