/**
 * The contract's validators (validators.ts): compiled on first call and kept, with ajv's
 * `errors` contract (the errors of the last call, null when it was valid); the request validators
 * apply defaults; the event validators check the closed AsyncAPI schemas.
 */
import { describe, expect, it } from 'vitest';
import { eventDataValidators, inputValidators, schemaValidator } from './validators';

describe('schemaValidator', () => {
  it('resolves and compiles its schema on the first call only', () => {
    let resolved = 0;
    const validate = schemaValidator(() => {
      resolved += 1;
      return { type: 'object', properties: { n: { type: 'integer', maximum: 3, default: 1 } }, additionalProperties: false };
    });
    expect(resolved).toBe(0);
    expect(validate.errors).toBeNull();
    const cases: Array<{ given: Record<string, unknown>; valid: boolean; after: Record<string, unknown>; keyword?: string }> = [
      { given: {}, valid: true, after: { n: 1 } },
      { given: { n: 4 }, valid: false, after: { n: 4 }, keyword: 'maximum' },
      { given: { n: 2 }, valid: true, after: { n: 2 } },
      { given: { m: 1 }, valid: false, after: { m: 1, n: 1 }, keyword: 'additionalProperties' },
    ];
    for (const c of cases) {
      expect(validate(c.given), JSON.stringify(c.given)).toBe(c.valid);
      expect(c.given).toEqual(c.after);
      if (c.keyword === undefined) expect(validate.errors).toBeNull();
      else expect(validate.errors?.[0]?.keyword).toBe(c.keyword);
    }
    expect(resolved).toBe(1);
  });
});

describe('the contract validators', () => {
  it('one request validator per operation; each applies defaults and names the failing argument', () => {
    const input: Record<string, unknown> = {};
    expect(inputValidators.query_products(input)).toBe(true);
    expect(Object.keys(input).length).toBeGreaterThan(0);
    expect(inputValidators.query_products({ limit: 'ten' })).toBe(false);
    expect(inputValidators.query_products.errors?.[0]).toMatchObject({ instancePath: '/limit', keyword: 'type' });
  });

  it('event data validators refuse what the closed schema does not list', () => {
    expect(eventDataValidators['approval.decided']({ extra: 1 })).toBe(false);
    expect(eventDataValidators['approval.decided'].errors?.length).toBeGreaterThan(0);
  });
});
