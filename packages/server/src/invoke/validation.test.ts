import { describe, expect, it } from 'vitest';
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
  ];
  it.each(table)('%j', (err, want) => {
    expect(describeSchemaError(err, input)).toBe(want);
  });

  it('names array elements', () => {
    expect(argumentName('/product_ids/2')).toBe('product_ids[2]');
  });
});
