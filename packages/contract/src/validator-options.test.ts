import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { configureAjv, VALIDATOR_OPTIONS } from './validator-options';

const ajv = configureAjv(new Ajv2020({ ...VALIDATOR_OPTIONS }));

describe('x-decimal-places', () => {
  const validate = ajv.compile({ type: 'number', 'x-decimal-places': 2 });
  it.each([[111848.18], [164204.46], [0.07], [1.15], [4.35], [8], [1e20], [-19.99], [0]])('accepts %s', (x) => {
    expect(validate(x)).toBe(true);
  });
  it.each([[19.999], [0.001], [1.0000001], [111848.185], [1e-7]])('refuses %s with params.limit 2', (x) => {
    expect(validate(x)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'x-decimal-places', params: { limit: 2 } });
  });
  it('zero places means an integer', () => {
    const whole = ajv.compile({ type: 'number', 'x-decimal-places': 0 });
    expect([whole(5), whole(5.5)]).toEqual([true, false]);
  });
  it('refuses an invalid keyword value at compile time', () => {
    expect(() => ajv.compile({ type: 'number', 'x-decimal-places': 2.5 })).toThrow();
    expect(() => ajv.compile({ type: 'number', 'x-decimal-places': 7 })).toThrow();
  });
});

describe('maxLength / minLength with the length fast path', () => {
  const max = ajv.compile({ type: 'string', maxLength: 3 });
  const min = ajv.compile({ type: 'string', minLength: 3 });
  // Code points, as JSON Schema counts them: '😀' is 2 UTF-16 units and 1 character.
  it.each([
    ['', true, false],
    ['abc', true, true],
    ['abcd', false, true],
    ['😀😀😀', true, true],
    ['😀😀', true, false],
    ['😀😀😀a', false, true],
    ['a'.repeat(1_000_000), false, true],
  ])('%j: maxLength 3 %s, minLength 3 %s', (text, okMax, okMin) => {
    expect(max(text)).toBe(okMax);
    expect(min(text)).toBe(okMin);
  });
  it("keeps ajv's error shape", () => {
    max('abcd');
    expect(max.errors?.[0]).toMatchObject({ keyword: 'maxLength', params: { limit: 3 }, message: 'must NOT have more than 3 characters' });
    min('ab');
    expect(min.errors?.[0]).toMatchObject({ keyword: 'minLength', params: { limit: 3 }, message: 'must NOT have fewer than 3 characters' });
  });
  it('agrees with ajv built-in keywords on random strings of mixed width', () => {
    const builtIn = new Ajv2020({ strict: true });
    const refMax = builtIn.compile({ type: 'string', maxLength: 5 });
    const refMin = builtIn.compile({ type: 'string', minLength: 5 });
    const ours = { max: ajv.compile({ type: 'string', maxLength: 5 }), min: ajv.compile({ type: 'string', minLength: 5 }) };
    const pieces = ['a', 'é', '😀', '\ud800'];
    let seed = 1;
    for (let i = 0; i < 5_000; i++) {
      let text = '';
      const n = i % 12;
      for (let k = 0; k < n; k++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += pieces[seed % pieces.length];
      }
      expect(ours.max(text), JSON.stringify(text)).toBe(refMax(text));
      expect(ours.min(text), JSON.stringify(text)).toBe(refMin(text));
    }
  });
});
