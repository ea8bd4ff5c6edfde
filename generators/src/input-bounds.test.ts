import { describe, expect, it } from 'vitest';
import { inputSchemaProblems, isBinaryExactStep } from './input-bounds';
import type { JsonSchema } from './ir';

const obj = (properties: Record<string, unknown>, extra: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  ...extra,
});

describe('inputSchemaProblems', () => {
  const ok: Array<[string, JsonSchema]> = [
    ['bounded string', obj({ q: { type: 'string', maxLength: 500 } })],
    ['enum and const strings', obj({ s: { type: 'string', enum: ['a'] }, c: { const: 'x' } })],
    ['union with maxLength', obj({ d: { type: ['number', 'string', 'null'], maxLength: 64 } })],
    ['array of bounded strings', obj({ ids: { type: 'array', items: { type: 'string', maxLength: 36 } } })],
    [
      'open map with bounded keys and values',
      obj({
        facts: {
          type: 'object',
          propertyNames: { pattern: '^[a-z]+$', maxLength: 64 },
          additionalProperties: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'null' }] },
        },
      }),
    ],
    ['binary-exact multipleOf', obj({ p: { type: 'number', multipleOf: 0.5 }, n: { type: 'integer', multipleOf: 5 } })],
    ['decimal places on a number', obj({ price: { type: 'number', 'x-decimal-places': 2 } })],
  ];
  it.each(ok)('accepts %s', (_name, schema) => {
    expect(inputSchemaProblems('op', schema)).toEqual([]);
  });

  const bad: Array<[string, JsonSchema, RegExp]> = [
    ['a string without maxLength', obj({ q: { type: 'string', minLength: 1 } }), /^op input q: a string without maxLength/],
    ['a uuid without maxLength', obj({ id: { type: 'string', format: 'uuid' } }), /^op input id: a string without maxLength/],
    ['a union admitting strings', obj({ d: { type: ['number', 'string'] } }), /^op input d: a string without maxLength/],
    [
      'a nested string in an array of objects',
      obj({ rows: { type: 'array', items: obj({ name: { type: 'string' } }) } }),
      /^op input rows\[\]\.name: a string without maxLength/,
    ],
    [
      'a string branch of anyOf',
      obj({ v: { anyOf: [{ type: 'number' }, { type: 'string' }] } }),
      /^op input v\/anyOf\[1\]: a string without maxLength/,
    ],
    ['an untyped value', obj({ any: { description: 'anything' } }), /^op input any: has no type/],
    ['a `true` schema', obj({ any: true }), /^op input any: admits any JSON value/],
    ['an object open to any property', { type: 'object', properties: {} }, /^op input \(root\): admits undeclared properties/],
    [
      'open map keys without maxLength',
      obj({ m: { type: 'object', propertyNames: { pattern: '^[a-z]+$' }, additionalProperties: { type: 'number' } } }),
      /^op input m\/propertyNames: a string without maxLength/,
    ],
    [
      'an open map without propertyNames',
      obj({ m: { type: 'object', additionalProperties: { type: 'number' } } }),
      /^op input m: an open map needs propertyNames/,
    ],
    ['an array without items', obj({ a: { type: 'array' } }), /^op input a: an array without items/],
    ['a decimal multipleOf', obj({ price: { type: 'number', multipleOf: 0.01 } }), /^op input price: multipleOf 0.01 divides/],
    ['decimal places on a string', obj({ s: { type: 'string', maxLength: 3, 'x-decimal-places': 2 } }), /numbers only/],
    [
      'a string in $defs',
      { ...obj({ n: { $ref: '#/$defs/Node' } }), $defs: { Node: obj({ label: { type: 'string' } }) } },
      /^op input \$defs\/Node\.label: a string without maxLength/,
    ],
  ];
  it.each(bad)('refuses %s', (_name, schema, want) => {
    const problems = inputSchemaProblems('op', schema);
    expect(problems.length, problems.join('\n')).toBe(1);
    expect(problems[0]).toMatch(want);
  });
});

describe('isBinaryExactStep', () => {
  it.each([
    [1, true],
    [5, true],
    [0.5, true],
    [0.25, true],
    [0.01, false],
    [0.1, false],
    [0.3, false],
  ])('%s -> %s', (step, want) => {
    expect(isBinaryExactStep(step)).toBe(want);
  });
});
