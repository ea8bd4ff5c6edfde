import { describe, expect, it } from 'vitest';
import { inputValidators } from '@storeops/contract';
import { argumentName, describeSchemaError } from './validation';

describe('describeSchemaError', () => {
  const input = { limit: 51, product_id: 'abc', filter: { lifecycle_state: 3 } };
  const table: Array<[Parameters<typeof describeSchemaError>[0], string]> = [
    [{ instancePath: '/limit', keyword: 'maximum', params: { limit: 50 } }, 'limit: must be at most 50 (got 51)'],
    [{ instancePath: '/limit', keyword: 'minimum', params: { limit: 1 } }, 'limit: must be at least 1 (got 51)'],
    [{ instancePath: '/product_id', keyword: 'format', params: { format: 'uuid' } }, 'product_id: must be a UUID string (got "abc")'],
    [
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'limt' } },
      'limt: is not an argument of this operation',
    ],
    [{ instancePath: '', keyword: 'required', params: { missingProperty: 'product_ids' } }, 'product_ids: is required'],
    [
      { instancePath: '/filter/lifecycle_state', keyword: 'type', params: { type: 'string' } },
      'filter.lifecycle_state: must be of type string (got 3)',
    ],
    [{ instancePath: '/sort', keyword: 'enum', params: { allowedValues: ['a', 'b'] } }, 'sort: must be one of a, b (got undefined)'],
    [{ instancePath: '/product_id', keyword: 'maxLength', params: { limit: 2 } }, 'product_id: must have at most 2 characters (got 3)'],
    [{ instancePath: '/product_id', keyword: 'minLength', params: { limit: 1 } }, 'product_id: must have at least 1 character (got 3)'],
    [{ instancePath: '/limit', keyword: 'x-decimal-places', params: { limit: 2 } }, 'limit: must have at most 2 decimal places (got 51)'],
    [
      { instancePath: '/filter', keyword: 'pattern', params: { pattern: '^[a-z]+$' }, propertyName: 'Bad-Key' },
      'filter: key "Bad-Key" must match ^[a-z]+$ (got "Bad-Key")',
    ],
    [{ instancePath: '/filter', keyword: 'maxProperties', params: { limit: 50 } }, 'filter: must have at most 50 properties'],
  ];
  it.each(table)('%j', (err, want) => {
    expect(describeSchemaError(err, input)).toBe(want);
  });

  it('names array elements', () => {
    expect(argumentName('/product_ids/2')).toBe('product_ids[2]');
  });

  it('quotes a long bad value as a 40-character excerpt with its length', () => {
    const big = { question: 'where '.repeat(170_000), nested: { list: [7, 'x'.repeat(5000)] } };
    expect(describeSchemaError({ instancePath: '/question', keyword: 'pattern', params: { pattern: '^a' } }, big)).toBe(
      `question: must match ^a (got "${'where '.repeat(6)}wher…" (1020000 characters))`,
    );
    expect(describeSchemaError({ instancePath: '/question', keyword: 'maxLength', params: { limit: 500 } }, big)).toBe(
      'question: must have at most 500 characters (got 1020000)',
    );
    const typed = describeSchemaError({ instancePath: '/nested', keyword: 'type', params: { type: 'string' } }, big);
    expect(typed).toBe(`nested: must be of type string (got {"list":[7,"${'x'.repeat(28)}… (5015 characters of JSON))`);
  });

  it('quotes a long unknown argument name as an excerpt', () => {
    const name = 'q'.repeat(500_000);
    expect(describeSchemaError({ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: name } }, {})).toBe(
      `${'q'.repeat(40)}… (500000 characters): is not an argument of this operation`,
    );
  });

  it('counts characters as JSON Schema does (code points)', () => {
    const err = { instancePath: '/t', keyword: 'minLength', params: { limit: 2 } };
    expect(describeSchemaError(err, { t: '😀' })).toBe('t: must have at least 2 characters (got 1)');
  });

  it('unescapes JSON Pointer segments in names', () => {
    expect(argumentName('/facts/a~1b~0c')).toBe('facts.a/b~c');
  });
});

/** Mulberry32: a small seeded PRNG, so the property test is reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The JSON text a client sends for `cents` minor units, e.g. 11184818 -> "111848.18". */
const decimalText = (cents: number, places = 2): string => {
  const scale = 10 ** places;
  return `${Math.floor(cents / scale)}.${String(cents % scale).padStart(places, '0')}`;
};

describe('money amounts through the generated validators', () => {
  type Validator = ((data: unknown) => boolean) & { errors?: Array<Parameters<typeof describeSchemaError>[0]> | null };
  const validate = inputValidators.storefront_update_variant_price as unknown as Validator;
  const price = (new_price: number) => (validate({ variant_id: '44012345678901', new_price }) ? null : validate.errors?.[0]);

  it('accepts 10,000 random two-decimal prices up to 1,000,000 (seeded), each converting to exact cents', () => {
    const random = prng(20261123);
    const refused: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const cents = 1 + Math.floor(random() * 100_000_000); // 0.01 .. 1,000,000.00
      const text = decimalText(cents);
      const amount = JSON.parse(text) as number;
      if (price(amount) !== null) refused.push(text);
      expect(Math.round(amount * 100)).toBe(cents);
    }
    expect(refused).toEqual([]);
  });

  it('accepts the known float traps and the range ends', () => {
    for (const amount of [111848.18, 0.07, 0.29, 1.15, 4.35, 19.99, 1_000_000, 999_999.99, 0.01, 44.5, 8]) {
      expect(price(amount), String(amount)).toBeNull();
    }
  });

  it('refuses random three-decimal prices with x-decimal-places, naming new_price', () => {
    const random = prng(7);
    for (let i = 0; i < 2_000; i++) {
      let mills = 1 + Math.floor(random() * 1_000_000_000);
      if (mills % 10 === 0) mills += 1;
      const amount = JSON.parse(decimalText(mills, 3)) as number;
      const err = price(amount);
      expect(err, String(amount)).toMatchObject({ instancePath: '/new_price', keyword: 'x-decimal-places', params: { limit: 2 } });
      expect(describeSchemaError(err!, { new_price: amount })).toBe(
        `new_price: must have at most 2 decimal places (got ${JSON.stringify(amount)})`,
      );
    }
    expect(price(1e-7)).toMatchObject({ keyword: 'x-decimal-places' });
  });

  it('Math.round(x * 100) is the exact cents of every two-decimal amount in 0.01..1,000,000 (exhaustive)', () => {
    // Handlers store major units as Math.round(x * 100). n / 100 is the double JSON.parse gives for
    // the decimal text (both are correctly rounded), so this covers every amount a client can send.
    let wrong = 0;
    for (let n = 1; n <= 100_000_000; n++) {
      const x = n / 100;
      if (Math.round(x * 100) !== n || Math.round(x * 100) / 100 !== x) wrong++;
    }
    expect(wrong).toBe(0);
  });
});
