import { describe, expect, it } from 'vitest';
import { ArgumentError } from './argument-error';
import { formatMajor, formatMoney, minorDigits, parseMajor, parseMajorText, toMajor, toMinor } from './money';

describe('money kit', () => {
  it('knows ISO 4217 minor digits: 2 by default, 0 for JPY, 3 for the dinars', () => {
    expect(['EUR', 'USD', 'GBP', 'eur', 'XYZ'].map(minorDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(['JPY', 'KRW', 'CLP', 'ISK', 'VND'].map(minorDigits)).toEqual([0, 0, 0, 0, 0]);
    expect(['BHD', 'KWD', 'OMR', 'JOD', 'TND', 'IQD'].map(minorDigits)).toEqual([3, 3, 3, 3, 3, 3]);
    // ISO 4217, not CLDR's display digits (Intl says 0 for HUF).
    expect(minorDigits('HUF')).toBe(2);
  });

  it('agrees with Intl where ISO 4217 and CLDR agree', () => {
    for (const currency of ['EUR', 'USD', 'GBP', 'JPY', 'KRW', 'BHD', 'KWD', 'OMR', 'JOD', 'TND']) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
      expect([currency, minorDigits(currency)]).toEqual([currency, intl]);
    }
  });

  it('converts minor units to major units per currency, rounding half away from zero', () => {
    expect(toMajor(2450, 'EUR')).toBe(24.5);
    expect(toMajor(1500, 'JPY')).toBe(1500);
    expect(toMajor(1250, 'BHD')).toBe(1.25);
    expect(toMajor(2450.5, 'EUR')).toBe(24.51);
    expect(toMajor(-2450.5, 'EUR')).toBe(-24.51);
    expect(toMajor(699.5, 'JPY')).toBe(700);
  });

  it('converts major units to minor units per currency', () => {
    expect(toMinor(24.5, 'EUR')).toBe(2450);
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(1.25, 'BHD')).toBe(1250);
    expect(toMinor(-0.125, 'EUR')).toBe(-13);
  });

  it('parses caller amounts, refusing more decimals than the currency has', () => {
    expect(parseMajor('price', 19.99, 'EUR')).toBe(1999);
    expect(parseMajor('price', 1500, 'JPY')).toBe(1500);
    expect(parseMajor('price', 1.234, 'BHD')).toBe(1234);
    expect(() => parseMajor('price', 19.999, 'EUR')).toThrow(new ArgumentError('price', 'must have at most 2 decimals (got 19.999)'));
    expect(() => parseMajor('price', 1500.5, 'JPY')).toThrow(new ArgumentError('price', 'must have at most 0 decimals (got 1500.5)'));
    expect(() => parseMajor('price', Number.NaN, 'EUR')).toThrow(ArgumentError);
  });

  it('parses decimal text per currency', () => {
    expect(['12', '12.5', '-3.99', '0.01', '-0'].map((t) => parseMajorText(t, 'EUR'))).toEqual([1200, 1250, -399, 1, 0]);
    expect(['12.345', '1,200', '', '1e3', '.5'].map((t) => parseMajorText(t, 'EUR'))).toEqual([null, null, null, null, null]);
    expect(parseMajorText('1500', 'JPY')).toBe(1500);
    expect(parseMajorText('1500.0', 'JPY')).toBeNull();
    expect(parseMajorText('1.234', 'BHD')).toBe(1234);
  });

  it('formats with the currency digits', () => {
    expect(formatMajor(2450, 'EUR')).toBe('24.50');
    expect(formatMoney(2450, 'EUR')).toBe('24.50 EUR');
    expect(formatMoney(150000, 'JPY')).toBe('150000 JPY');
    expect(formatMoney(1250, 'BHD')).toBe('1.250 BHD');
  });
});
