import { describe, expect, it } from 'vitest';
import { buildIR, camelCase, dereference, pascalCase, type JsonSchema } from './ir';
import { schemaToTs, emitTypes, typeHomes } from './emit-types';
import { emitRegistry } from './emit-registry';
import { emitHandlers } from './emit-handlers';
import { emitErrors } from './emit-errors';
import { emitSdkMethods } from './emit-sdk';
import { emitOpenApiJson, parseDeprecations } from './emit-documents';
import { fixtureDocument } from './fixtures';
import { schemaValidator } from '../../packages/contract/src/validators';

describe('schemaToTs', () => {
  const cases: Array<{ given: JsonSchema; want: string }> = [
    { given: { type: 'string' }, want: 'string' },
    { given: { type: 'integer' }, want: 'number' },
    { given: { type: ['string', 'null'] }, want: 'string | null' },
    { given: { type: 'string', enum: ['a', 'b'] }, want: '"a" | "b"' },
    { given: { const: true }, want: 'true' },
    { given: { type: 'array', items: { type: 'number' } }, want: 'number[]' },
    { given: { type: 'array', items: { type: ['string', 'null'] } }, want: 'Array<string | null>' },
    { given: { $ref: '#/components/schemas/Money' }, want: 'Money' },
    { given: { type: 'object', additionalProperties: false, properties: {} }, want: 'Record<string, never>' },
    { given: { type: 'object', additionalProperties: { type: 'integer' } }, want: '{\n  [key: string]: number;\n}' },
    {
      given: { type: 'object', required: ['a'], properties: { a: { type: 'string' }, 'b-c': { type: 'boolean' } } },
      want: '{\n  a: string;\n  "b-c"?: boolean;\n}',
    },
  ];
  it.each(cases)('$given -> $want', ({ given, want }) => {
    expect(schemaToTs(given)).toBe(want);
  });

  it('rejects a schema it cannot type instead of emitting any', () => {
    expect(() => schemaToTs({ type: 'tuple' })).toThrow(/unsupported schema/);
  });
});

describe('buildIR', () => {
  it('keeps only x-tier operations, sorted, with dereferenced schemas', () => {
    const ir = buildIR(fixtureDocument());
    expect(ir.operations.map((o) => [o.name, o.tier, o.scope, o.domain, o.requiresStorefront])).toEqual([
      ['get_thing', 'read', 'catalog:read', 'catalog', false],
      ['propose_thing', 'propose_write', 'catalog:write', 'catalog', true],
    ]);
    const get = ir.operations[0]!;
    expect(get.inputTypeName).toBe('GetThingInput');
    expect(get.resultTypeName).toBe('GetThingResult');
    expect(get.outputSchema).toEqual({
      type: 'object',
      required: ['price'],
      properties: { price: { type: 'number', description: 'Major units.' }, note: { type: ['string', 'null'] } },
    });
    expect(ir.errorCodes).toEqual(['invalid_request', 'not_found']);
  });

  const broken: Array<{ name: string; mutate: (d: any) => void; want: RegExp }> = [
    { name: 'missing x-scope', mutate: (d) => delete d.paths['/api/v1/tools/get_thing'].post['x-scope'], want: /missing x-scope/ },
    { name: 'bad tier', mutate: (d) => (d.paths['/api/v1/tools/get_thing'].post['x-tier'] = 'write'), want: /x-tier must be one of/ },
    {
      name: 'inline request schema',
      mutate: (d) => (d.paths['/api/v1/tools/get_thing'].post.requestBody.content['application/json'].schema = { type: 'object' }),
      want: /requestBody: expected a \$ref/,
    },
    { name: 'no error enum', mutate: (d) => delete d.components.schemas.Error, want: /Error\.properties\.error\.enum/ },
    {
      name: 'a string input without maxLength',
      mutate: (d) => delete d.components.schemas.ProposeThingInput.properties.id.maxLength,
      want: /propose_thing input id: a string without maxLength/,
    },
    {
      name: 'a float multipleOf on money',
      mutate: (d) => (d.components.schemas.GetThingInput.properties.price = { type: 'number', multipleOf: 0.01 }),
      want: /get_thing input price: multipleOf 0.01 divides in binary floating point/,
    },
    {
      name: 'an unknown x-authority',
      mutate: (d) => (d.paths['/api/v1/tools/propose_thing'].post['x-authority'] = 'pause'),
      want: /x-authority must be one of stop, handback, on a write/,
    },
    {
      name: 'x-authority on a read',
      mutate: (d) => (d.paths['/api/v1/tools/get_thing'].post['x-authority'] = 'stop'),
      want: /POST \/api\/v1\/tools\/get_thing: x-authority must be one of/,
    },
    {
      name: 'x-gated on a read',
      mutate: (d) => (d.paths['/api/v1/tools/get_thing'].post['x-gated'] = false),
      want: /x-gated must be a boolean, on a write/,
    },
    {
      name: 'a non-boolean x-sandbox-only',
      mutate: (d) => (d.paths['/api/v1/tools/get_thing'].post['x-sandbox-only'] = 'yes'),
      want: /x-sandbox-only must be a boolean/,
    },
    {
      name: 'duplicate operationId',
      mutate: (d) => (d.paths['/api/v1/tools/propose_thing'].post.operationId = 'get_thing'),
      want: /duplicate operationId get_thing/,
    },
  ];
  it.each(broken)('reports $name', ({ mutate, want }) => {
    const doc = fixtureDocument();
    mutate(doc);
    expect(() => buildIR(doc)).toThrow(want);
  });

  it('reads x-authority, x-gated (writes only, default true) and x-sandbox-only (default false)', () => {
    const plain = buildIR(fixtureDocument()).operations;
    expect(plain.map((o) => [o.name, o.authority, o.gated, o.sandboxOnly, o.catalogue])).toEqual([
      ['get_thing', null, false, false, true],
      ['propose_thing', null, true, false, true],
    ]);
    const doc = fixtureDocument() as any;
    Object.assign(doc.paths['/api/v1/tools/propose_thing'].post, {
      'x-authority': 'handback',
      'x-gated': false,
      'x-sandbox-only': true,
      'x-catalogue': false,
    });
    expect(buildIR(doc).operations[1]).toMatchObject({ authority: 'handback', gated: false, sandboxOnly: true, catalogue: false });
  });

  it('dereference hoists a recursive component into $defs', () => {
    const schemas = { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } } };
    expect(dereference({ $ref: '#/components/schemas/Node' }, schemas)).toEqual({
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
      $defs: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } } } },
    });
    expect(() => dereference({ $ref: '#/components/schemas/Missing' }, schemas)).toThrow(/dangling/);
  });
});

describe('names', () => {
  it.each([
    ['get_store_overview', 'GetStoreOverview', 'getStoreOverview'],
    ['catalog', 'Catalog', 'catalog'],
  ])('%s', (given, pascal, camel) => {
    expect(pascalCase(given)).toBe(pascal);
    expect(camelCase(given)).toBe(camel);
  });
});

describe('emitters', () => {
  const ir = buildIR(fixtureDocument());

  it('every generated TypeScript file starts with the banner', () => {
    for (const out of [...emitTypes(ir).values(), emitRegistry(ir), emitHandlers(ir), emitErrors(ir), emitSdkMethods(ir)]) {
      expect(out.startsWith('// Generated from spec/ by generators/ (`pnpm gen`). Do not edit')).toBe(true);
    }
  });

  it('openapi.json: the document as two-space JSON with a final newline', () => {
    expect(emitOpenApiJson({ document: { openapi: '3.1.0', paths: {} } })).toBe('{\n  "openapi": "3.1.0",\n  "paths": {}\n}\n');
  });

  it('types: one declaration per component, in the file of the domain that uses it, shared ones imported', () => {
    const out = emitTypes(ir);
    expect([...out.keys()]).toEqual(['shared.ts', 'catalog.ts', 'index.ts']);
    expect(out.get('catalog.ts')).toContain('export interface GetThingResult {\n  price: Money;\n  note?: string | null;\n}');
    expect(out.get('catalog.ts')).toContain('/**\n * Major units.\n */\nexport type Money = number;');
    expect(out.get('catalog.ts')).not.toContain('import');
    expect(out.get('shared.ts')).toContain('export interface Error {');
    expect(out.get('index.ts')).toContain("export type * from './shared.js';\nexport type * from './catalog.js';\n");
    const doc = fixtureDocument() as any;
    doc.paths['/api/v1/tools/propose_thing'].post['x-domain'] = 'orders';
    const split = emitTypes(buildIR(doc));
    expect([...split.keys()]).toEqual(['shared.ts', 'catalog.ts', 'orders.ts', 'index.ts']);
    expect(split.get('catalog.ts')).toMatch(/^\/\/ Generated[^\n]*\n\nimport type \{ Money \} from '\.\/shared\.js';\n/);
    expect(split.get('shared.ts')).toContain('export type Money = number;');
    expect(split.get('orders.ts')).toContain('export interface ProposeThingInput');
  });

  const S = (ref: string) => ({ $ref: `#/components/schemas/${ref}` });
  const homes: Array<{
    name: string;
    schemas: Record<string, JsonSchema>;
    ops: Array<[string, string, string]>;
    want: Record<string, string>;
  }> = [
    {
      name: 'one domain owns what only its operations reach, transitively',
      schemas: { In: { type: 'object', properties: { a: S('A') } }, Out: { type: 'string' }, A: { type: 'string' } },
      ops: [['catalog', 'In', 'Out']],
      want: { In: 'catalog', Out: 'catalog', A: 'catalog' },
    },
    {
      name: 'reached from two domains is shared',
      schemas: { In1: { type: 'object', properties: { m: S('M') } }, In2: { type: 'array', items: S('M') }, M: { type: 'number' } },
      ops: [
        ['catalog', 'In1', 'M'],
        ['orders', 'In2', 'M'],
      ],
      want: { In1: 'catalog', In2: 'orders', M: 'shared' },
    },
    {
      name: 'reached by no operation is shared, and so is what it refers to',
      schemas: {
        In: { type: 'object', properties: { x: S('X') } },
        X: { type: 'string' },
        Error: { type: 'object', properties: { x: S('X') } },
      },
      ops: [['catalog', 'In', 'In']],
      want: { In: 'catalog', X: 'shared', Error: 'shared' },
    },
  ];
  it.each(homes)('typeHomes: $name', ({ schemas, ops, want }) => {
    const operations = ops.map(([domain, inputTypeName, resultTypeName], i) => ({ name: `op${i}`, domain, inputTypeName, resultTypeName }));
    expect(Object.fromEntries(typeHomes({ schemas, operations: operations as any }))).toEqual(want);
  });

  it('typeHomes refuses a domain named like a types file', () => {
    const operations = [{ name: 'op', domain: 'shared', inputTypeName: 'A', resultTypeName: 'A' }];
    expect(() => typeHomes({ schemas: { A: { type: 'string' } }, operations: operations as any })).toThrow(/may not be named shared/);
  });

  it('registry: names, facts and schema pointers, no schemas', () => {
    const out = emitRegistry(ir);
    expect(out).toContain("export const OPERATION_NAMES = [\n  'get_thing',\n  'propose_thing',\n] as const;");
    expect(out).toContain('"tier": "propose_write"');
    expect(out).toContain('"requiresStorefront": true');
    expect(out).toContain('"sandboxOnly": false');
    expect(out).toContain('"authority": null');
    expect(out).toContain('"gated": true');
    expect(out).toContain('"inputType": "GetThingInput",\n    "resultType": "GetThingResult"\n  },');
    expect(out).toContain('"inputType": "ProposeThingInput",\n    "resultType": "Money"\n  },');
    expect(out).not.toMatch(/Schema"|"properties"/);
  });

  it('handlers: one interface per domain, typed by component names', () => {
    const out = emitHandlers(ir);
    expect(out).toContain('export interface CatalogHandlers {');
    expect(out).toContain("get_thing(input: WithDefaults<T.GetThingInput, 'limit'>, ctx: HandlerContext): Promise<T.GetThingResult>;");
    expect(out).toContain('export interface AllHandlers {\n  catalog: CatalogHandlers;\n}');
    expect(out).toContain('  propose_thing: ProposedWriteHandler<T.ProposeThingInput>;');
  });

  it('handlers: a write that hands authority back is a ProposedWriteHandler whatever its tier', () => {
    const doc = fixtureDocument() as any;
    Object.assign(doc.paths['/api/v1/tools/propose_thing'].post, { 'x-tier': 'auto_write', 'x-authority': 'handback' });
    expect(emitHandlers(buildIR(doc))).toContain('  propose_thing: ProposedWriteHandler<T.ProposeThingInput>;');
    Object.assign(doc.paths['/api/v1/tools/propose_thing'].post, { 'x-authority': 'stop' });
    expect(emitHandlers(buildIR(doc))).toContain('  propose_thing(input: T.ProposeThingInput, ctx: WriteContext): Promise<T.Money>;');
  });

  it('sdk: optional input only when nothing is required', () => {
    const out = emitSdkMethods(ir);
    expect(out).toContain('getThing(input: T.GetThingInput = {}, options?: RequestOptions): Promise<T.GetThingResult>');
    expect(out).toContain('proposeThing(input: T.ProposeThingInput, options?: RequestOptions): Promise<T.Money>');
    expect(out).toContain("tier: 'propose_write'");
  });

  it("validators: the contract's validator of an IR input schema validates and applies defaults", () => {
    const [get, propose] = ir.operations.map((o) => schemaValidator(() => o.inputSchema)) as Array<
      ReturnType<typeof schemaValidator> & { errors: any[] }
    >;
    const mod = { inputValidators: { get_thing: get!, propose_thing: propose! } };
    {
      const input: Record<string, unknown> = {};
      expect(mod.inputValidators.get_thing(input)).toBe(true);
      expect(input).toEqual({ limit: 10 });
      expect(mod.inputValidators.get_thing({ limit: 51 })).toBe(false);
      expect(mod.inputValidators.get_thing.errors[0]).toMatchObject({ instancePath: '/limit', keyword: 'maximum' });
      expect(mod.inputValidators.get_thing({ price: 19.99 })).toBe(true);
      expect(mod.inputValidators.get_thing({ price: 111848.18 })).toBe(true);
      expect(mod.inputValidators.get_thing({ price: 19.999 })).toBe(false);
      expect(mod.inputValidators.get_thing.errors[0]).toMatchObject({
        instancePath: '/price',
        keyword: 'x-decimal-places',
        params: { limit: 2 },
      });
      expect(mod.inputValidators.propose_thing({ id: 'not-a-uuid' })).toBe(false);
      expect(mod.inputValidators.propose_thing.errors[0]).toMatchObject({ instancePath: '/id', keyword: 'format' });
      expect(mod.inputValidators.propose_thing({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', extra: 1 })).toBe(false);
      expect(mod.inputValidators.propose_thing.errors[0]).toMatchObject({ keyword: 'additionalProperties' });
      expect(mod.inputValidators.propose_thing({ id: '0f8fad5b-d9cb-469f-a165-70867728950e' })).toBe(true);
      expect(mod.inputValidators.propose_thing.errors).toBeNull();
    }
  });

  it('deprecations: validated and normalised', () => {
    const given = {
      deprecations: [
        {
          id: 'd',
          subject: { method: 'post', path: '/x' },
          announced: new Date('2026-09-06'),
          sunset: '2027-09-06',
          instead: 'y',
          link: '#d',
        },
      ],
    };
    expect(parseDeprecations(given)).toEqual([
      { id: 'd', subject: { method: 'POST', path: '/x' }, announced: '2026-09-06', sunset: '2027-09-06', instead: 'y', link: '#d' },
    ]);
    expect(() => parseDeprecations({ deprecations: [{ id: 'd', subject: { method: 'post', path: '/x' }, announced: 'soon' }] })).toThrow();
  });
});
