/**
 * The AsyncAPI generators on a small fixture (fixtures.ts): bundling, the IR and its rules, the
 * typed events module (compiled with the TypeScript compiler: a wrong payload is a type error),
 * the contract's validators of the IR's schemas (compiled and run), the JSON document, the
 * `x-events` links, the HTML post-processing and reuse, and the lint.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../ir';
import { bundleAsyncApi } from './bundle';
import { buildEventsIR } from './ir';
import { emitEvents } from './emit-events';
import { emitAsyncApiJson } from './emit-document';
import { schemaValidator } from '../../../packages/contract/src/validators';
import { eventAnchor, linkOperationEvents, operationEventProblems } from './operation-events';
import { currentOutput, ensureEventDocs, postProcess, wantedStamp, withStamp } from './html-docs';
import { lintAsyncApi } from './lint';
import { FIXTURE_ID, fixtureEvent, fixtureFiles, fixtureSource } from './fixtures';

const bundled = () => bundleAsyncApi('/spec/asyncapi.yaml', fixtureSource());
const get = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((cur, k) => (cur as Record<string, unknown> | undefined)?.[k], obj);

describe('bundleAsyncApi', () => {
  it('inlines component files, lifts schema files into components.schemas, keeps local references', () => {
    const doc = bundled();
    expect(get(doc, 'components.messageTraits.cloudEvent')).toEqual({ contentType: 'application/cloudevents+json; charset=utf-8' });
    const channels = doc.channels as Record<string, { messages: Record<string, unknown> }>;
    expect(channels.storeEvents!.messages['thing.created']).toEqual({ $ref: '#/components/messages/thing.created' });
    const ops = doc.operations as Record<string, JsonSchema>;
    expect(ops['thing.created']!.messages).toEqual([{ $ref: '#/channels/storeEvents/messages/thing.created' }]);
    const messages = (doc.components as Record<string, Record<string, JsonSchema>>).messages!;
    const message = messages['thing.created']!;
    expect(message.traits).toEqual([{ $ref: '#/components/messageTraits/cloudEvent' }]);
    expect(get(message, 'payload.properties.data')).toEqual({ $ref: '#/components/schemas/ThingCreatedData' });
    const schemas = (doc.components as Record<string, Record<string, JsonSchema>>).schemas!;
    expect(Object.keys(schemas)).toEqual(['Actor', 'FinThingPostedData', 'ThingCreatedData']);
    expect(get(schemas.ThingCreatedData, 'properties.actor')).toEqual({ $ref: '#/components/schemas/Actor' });
  });

  const broken: Array<{ name: string; mutate: (f: Record<string, any>) => void; want: RegExp }> = [
    {
      name: 'a local reference outside the root file',
      mutate: (f) => (f['/spec/messages/thing.created.yaml'].traits = [{ $ref: '#/components/messageTraits/cloudEvent' }]),
      want: /thing\.created\.yaml: local \$ref #\/components\/messageTraits\/cloudEvent outside the root file/,
    },
    {
      name: 'two schema files of one name',
      mutate: (f) => {
        f['/spec/other/schemas/Actor.yaml'] = { type: 'string' };
        f['/spec/schemas/FinThingPostedData.yaml'].properties.actor = { $ref: '../other/schemas/Actor.yaml' };
      },
      want: /two schema files named Actor: \/spec\/schemas\/Actor\.yaml and \/spec\/other\/schemas\/Actor\.yaml/,
    },
    {
      name: 'a $ref with siblings',
      mutate: (f) => (f['/spec/schemas/ThingCreatedData.yaml'].properties.actor = { $ref: './Actor.yaml', description: 'who' }),
      want: /ThingCreatedData\.yaml: a \$ref \(\.\/Actor\.yaml\) with sibling keys/,
    },
    {
      name: 'a missing file',
      mutate: (f) => (f['/spec/schemas/ThingCreatedData.yaml'].properties.actor = { $ref: './Nobody.yaml' }),
      want: /cannot read \$ref \.\/Nobody\.yaml: ENOENT/,
    },
    {
      name: 'a reference into part of a file',
      mutate: (f) => (f['/spec/schemas/ThingCreatedData.yaml'].properties.actor = { $ref: './Actor.yaml#/properties/id' }),
      want: /into part of a file is not supported/,
    },
  ];
  it.each(broken)('refuses $name', ({ mutate, want }) => {
    const files = structuredClone(fixtureFiles()) as Record<string, any>;
    mutate(files);
    expect(() => bundleAsyncApi('/spec/asyncapi.yaml', fixtureSource(files))).toThrow(want);
  });
});

describe('buildEventsIR', () => {
  it('reads one event per message, in document order, with dereferenced schemas', () => {
    const ir = buildEventsIR(bundled());
    expect(ir.events.map((e) => [e.type, e.family, e.scope, e.publishing, e.subject, e.dataTypeName])).toEqual([
      ['thing.created', 'store', 'catalog:read', true, 'thing id', 'ThingCreatedData'],
      ['fin.thing.posted', 'finance', 'finance:read', false, 'thing id', 'FinThingPostedData'],
    ]);
    expect(get(ir.events[0]!.dataSchema, 'properties.actor.properties.type')).toEqual({ type: 'string', enum: ['operator', 'service'] });
    expect(get(ir.events[0]!.envelopeSchema, 'properties.data.properties.price')).toEqual({ type: 'number', minimum: 0 });
    expect(Object.keys(ir.envelope.properties)).toEqual([
      'specversion',
      'id',
      'source',
      'type',
      'subject',
      'time',
      'datacontenttype',
      'sandbox',
      'data',
    ]);
  });

  const msg = (d: any, type: string) => d.components.messages[type];
  const broken: Array<{ name: string; mutate: (d: any) => void; want: RegExp }> = [
    { name: 'AsyncAPI 2', mutate: (d) => (d.asyncapi = '2.6.0'), want: /asyncapi must be 3\.0\.x/ },
    {
      name: 'a type const other than the key',
      mutate: (d) => (msg(d, 'thing.created').payload.properties.type.const = 'thing.made'),
      want: /message thing\.created: payload\.properties\.type must be const thing\.created/,
    },
    {
      name: 'an unknown family',
      mutate: (d) => (msg(d, 'thing.created')['x-family'] = 'shop'),
      want: /x-family must be one of store, finance/,
    },
    {
      name: 'a finance event with another scope',
      mutate: (d) => (msg(d, 'fin.thing.posted')['x-scope'] = 'orders:read'),
      want: /fin\.thing\.posted: a finance event's type starts with fin\. and its x-scope is finance:read/,
    },
    {
      name: 'a write scope',
      mutate: (d) => (msg(d, 'thing.created')['x-scope'] = 'catalog:write'),
      want: /x-scope must be a <group>:read scope/,
    },
    {
      name: 'a missing x-publishing',
      mutate: (d) => delete msg(d, 'thing.created')['x-publishing'],
      want: /x-publishing must be a boolean/,
    },
    { name: 'a missing x-subject', mutate: (d) => delete msg(d, 'thing.created')['x-subject'], want: /x-subject is required/ },
    {
      name: 'an event without its operation',
      mutate: (d) => delete d.operations['thing.created'],
      want: /operations\.thing\.created must send exactly this message on #\/channels\/storeEvents/,
    },
    {
      name: 'an operation that receives',
      mutate: (d) => (d.operations['thing.created'].action = 'receive'),
      want: /operations\.thing\.created must send/,
    },
    {
      name: 'a message missing from its family channel',
      mutate: (d) => delete d.channels.storeEvents.messages['thing.created'],
      want: /channels\.storeEvents\.messages\.thing\.created must refer to it/,
    },
    {
      name: 'an envelope that differs',
      mutate: (d) => (msg(d, 'fin.thing.posted').payload.properties.traceparent = { type: 'string' }),
      want: /fin\.thing\.posted: the envelope differs/,
    },
    {
      name: 'an envelope that does not require data',
      mutate: (d) =>
        (msg(d, 'thing.created').payload.required = ['specversion', 'id', 'source', 'type', 'subject', 'time', 'datacontenttype']),
      want: /the envelope must require data/,
    },
    {
      name: 'a data schema that is not a component',
      mutate: (d) => (msg(d, 'thing.created').payload.properties.data = { type: 'object' }),
      want: /payload\.properties\.data: expected a \$ref/,
    },
  ];
  it.each(broken)('refuses $name', ({ mutate, want }) => {
    const doc = bundled();
    mutate(doc);
    expect(() => buildEventsIR(doc)).toThrow(want);
  });
});

/** Type-checks `files` (name -> source) together; returns the diagnostics as text. */
function typecheck(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'storeops-events-ts-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const program = ts.createProgram(
      Object.keys(files).map((n) => join(dir, n)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
      },
    );
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('emitEvents', () => {
  const ir = () => buildEventsIR(bundled());

  it('emits the data types, the map, the union and the catalogue', () => {
    const out = emitEvents(ir(), { descriptor: 'inline' });
    const want = [
      /^\/\/ Generated from spec\/ by generators\//,
      /\/\*\*\n \* A thing was created\.\n \*\/\nexport interface ThingCreatedData \{\n {2}\/\*\*\n {3}\* The thing\.\n {3}\*\/\n {2}thing_id: string;\n {2}price: number;\n {2}actor: Actor;\n\}/,
      /export interface EventDataMap \{\n {2}\/\*\*\n {3}\* thing\.created happened\.\n {3}\*\/\n {2}"thing\.created": ThingCreatedData;/,
      /export type StoreOpsEvent =\n {2}\| StoreOpsEventOf<"thing\.created">\n {2}\| StoreOpsEventOf<"fin\.thing\.posted">;/,
      /export interface StoreOpsEventOf<T extends EventType> \{[\s\S]* {2}type: T;[\s\S]* {2}sandbox\?: true;\n {2}data: EventData<T>;\n\}/,
      /"type": "fin\.thing\.posted",\n {4}"family": "finance",\n {4}"scope": "finance:read",\n {4}"publishing": false,/,
      /export interface EventDescriptor<Type extends string = string>/,
    ];
    for (const w of want) expect(out).toMatch(w);
    expect(emitEvents(ir(), { descriptor: { import: '../event-descriptor' } })).toMatch(
      /^import type \{ EventDescriptor \} from '\.\.\/event-descriptor';$/m,
    );
  });

  it('compiles, and a payload that differs from the document is a type error', () => {
    const consumer = `import type { EventData, StoreOpsEvent } from './events';
import { EVENT_CATALOGUE } from './events';
export const ok: EventData<'thing.created'> = { thing_id: 'x', price: 1, actor: { type: 'operator', id: null } };
// @ts-expect-error price is a number in the document
export const wrongType: EventData<'thing.created'> = { thing_id: 'x', price: '1', actor: { type: 'operator', id: null } };
// @ts-expect-error actor is required
export const missing: EventData<'thing.created'> = { thing_id: 'x', price: 1 };
// @ts-expect-error no such event type
export const unknown: EventData<'thing.deleted'> = {};
export function total(e: StoreOpsEvent): number {
  if (e.type === 'fin.thing.posted') return e.data.lines.reduce((a, b) => a + b, 0);
  return e.data.price;
}
export const families: Array<'store' | 'finance'> = EVENT_CATALOGUE.map((d) => d.family);
`;
    expect(typecheck({ 'events.ts': emitEvents(ir(), { descriptor: 'inline' }), 'consumer.ts': consumer })).toEqual([]);
  });
});

describe('emitAsyncApiJson', () => {
  it('is the bundled document as two-space JSON with a final newline', () => {
    const doc = bundled();
    const out = emitAsyncApiJson({ document: doc });
    expect(out.endsWith('}\n')).toBe(true);
    expect(out).toContain('\n  "asyncapi": "3.0.0",\n');
    expect(JSON.parse(out)).toEqual(doc);
  });
});

describe("the contract's event validators (compiled from the IR's envelope and data schemas)", () => {
  it('compile with the request validators options and check the envelope and data', () => {
    const ir = buildEventsIR(bundled());
    const mod = {
      eventValidators: Object.fromEntries(ir.events.map((e) => [e.type, schemaValidator(() => e.envelopeSchema)])),
      eventDataValidators: Object.fromEntries(ir.events.map((e) => [e.type, schemaValidator(() => e.dataSchema)])),
    };
    const event = fixtureEvent() as { data: Record<string, unknown> } & JsonSchema;
    const cases: Array<{ name: string; given: unknown; envelope: boolean; want: boolean; path?: string }> = [
      { name: 'a valid event', given: event, envelope: true, want: true },
      { name: 'a sandbox event', given: { ...event, sandbox: true }, envelope: true, want: true },
      { name: 'sandbox: false', given: { ...event, sandbox: false }, envelope: true, want: false, path: '/sandbox' },
      { name: 'another type', given: { ...event, type: 'fin.thing.posted' }, envelope: true, want: false, path: '/type' },
      { name: 'an id that is not a UUID', given: { ...event, id: 'evt_1' }, envelope: true, want: false, path: '/id' },
      { name: 'valid data', given: event.data, envelope: false, want: true },
      { name: 'a negative price', given: { ...event.data, price: -1 }, envelope: false, want: false, path: '/price' },
      {
        name: 'an unknown actor type',
        given: { ...event.data, actor: { type: 'robot', id: null } },
        envelope: false,
        want: false,
        path: '/actor/type',
      },
      { name: 'an extra property', given: { ...event.data, extra: 1 }, envelope: false, want: false, path: '' },
    ];
    for (const c of cases) {
      const validate = (c.envelope ? mod.eventValidators : mod.eventDataValidators)['thing.created']!;
      expect(validate(c.given), c.name).toBe(c.want);
      if (c.path !== undefined) expect(validate.errors?.[0]?.instancePath, c.name).toBe(c.path);
    }
    expect(mod.eventDataValidators['fin.thing.posted']!({ entity_id: FIXTURE_ID, lines: [] })).toBe(false);
  });
});

describe('x-events', () => {
  const events = () => buildEventsIR(bundled());
  const op = (
    name: string,
    tier: 'read' | 'auto_write' | 'propose_write',
    list: string[],
    authority: 'stop' | 'handback' | null = null,
  ) => ({
    name,
    tier,
    authority,
    events: list,
  });

  it.each([
    { given: op('get_thing', 'read', []), want: [] },
    { given: op('make_thing', 'auto_write', ['thing.created']), want: [] },
    {
      given: op('make_thing', 'auto_write', ['thing.deleted']),
      want: ['make_thing: x-events names thing.deleted, which is not in spec/asyncapi'],
    },
    { given: op('make_thing', 'auto_write', ['thing.created', 'thing.created']), want: ['make_thing: x-events lists a type twice'] },
  ])('$given.name $given.events -> $want', ({ given, want }) => {
    expect(operationEventProblems([given], events())).toEqual(want);
  });

  it('an operation answered with a card must list the card events', () => {
    const real = { events: [{ type: 'approval.requested' }, { type: 'approval.decided' }, { type: 'approval.expired' }] } as never;
    expect(operationEventProblems([op('propose_thing', 'propose_write', ['approval.requested'])], real)).toEqual([
      'propose_thing: answered with an approval card, so x-events must list approval.decided, approval.expired',
    ]);
    expect(operationEventProblems([op('hand_back', 'auto_write', [], 'handback')], real)).toHaveLength(1);
    expect(operationEventProblems([op('stop_it', 'auto_write', [], 'stop')], real)).toEqual([]);
  });

  it('ends the operation description with links to the event reference, and refuses an unknown event', () => {
    const document = { paths: { '/api/v1/tools/make_thing': { post: { operationId: 'make_thing', description: 'Makes a thing.\n' } } } };
    const out = linkOperationEvents(document, [op('make_thing', 'auto_write', ['thing.created'])], events()) as any;
    expect(out.paths['/api/v1/tools/make_thing'].post.description).toBe(
      'Makes a thing.\n\n**Events** (webhooks; see the [event reference](/api/v1/events)):\n\n- [`thing.created`](/api/v1/events#message-thing.created): thing.created happened.\n',
    );
    expect(document.paths['/api/v1/tools/make_thing'].post.description).toBe('Makes a thing.\n');
    expect(eventAnchor('approval.decided')).toBe('message-approval.decided');
    expect(() => linkOperationEvents(document, [op('make_thing', 'auto_write', ['nope.x'])], events())).toThrow(/x-events problems/);
  });
});

describe('postProcess (html-template output)', () => {
  it('makes asset URLs absolute and adds the links line', () => {
    const given = new Map([
      [
        'index.html',
        '<head><link href="css/global.min.css" rel="stylesheet"></head><body><div id="root"></div><script src="js/app.js" type="application/javascript"></script><script type="application/javascript" src="js/ui.js"></script></body>',
      ],
      ['js/app.js', 'render()'],
    ]);
    const out = postProcess(given, '/x/assets');
    expect(out.get('index.html')).toBe(
      '<head><link href="/x/assets/css/global.min.css" rel="stylesheet"></head><body>\n<nav class="storeops-links" aria-label="Related documents"><a href="/api/v1/reference">API reference</a> · <a href="/api/v1/asyncapi.json">asyncapi.json</a></nav><div id="root"></div><script src="/x/assets/js/app.js" type="application/javascript"></script><script type="application/javascript" src="/x/assets/js/ui.js"></script></body>',
    );
    expect(out.get('js/app.js')).toBe('render()');
    expect(() => postProcess(new Map([['index.html', '<body><img src="js/a.png"></body>']]))).toThrow(/left relative/);
    expect(() => postProcess(new Map())).toThrow(/no index\.html/);
  });
});

describe('a built reference is reused only when it is exactly what rendering would give', () => {
  it('matches the stamp: same document, versions and file contents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'storeops-event-docs-'));
    try {
      const doc = bundled();
      const files = new Map([
        ['index.html', '<body>x</body>'],
        ['js/app.js', 'render()'],
      ]);
      const write = (out: Map<string, string>) => {
        for (const [path, text] of out) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), text);
        }
      };
      write(withStamp(wantedStamp(doc), files));
      const cases: Array<{ name: string; change: () => void; document: JsonSchema; reused: boolean }> = [
        { name: 'as committed', change: () => {}, document: doc, reused: true },
        { name: 'another document', change: () => {}, document: { ...doc, id: 'urn:other' }, reused: false },
        { name: 'a hand-edited file', change: () => writeFileSync(join(dir, 'js/app.js'), 'edited()'), document: doc, reused: false },
        { name: 'a missing file', change: () => rmSync(join(dir, 'js/app.js')), document: doc, reused: false },
      ];
      for (const c of cases) {
        c.change();
        const out = currentOutput(dir, wantedStamp(c.document));
        expect(out !== undefined, c.name).toBe(c.reused);
        if (c.reused) expect(out!.get('js/app.js')).toBe('render()');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ensureEventDocs', () => {
  it('keeps a current folder, copies a current one from elsewhere, and replaces the folder as a whole', async () => {
    const base = mkdtempSync(join(tmpdir(), 'storeops-event-docs-'));
    try {
      const doc = bundled();
      const files = withStamp(
        wantedStamp(doc),
        new Map([
          ['index.html', '<body>x</body>'],
          ['js/app.js', 'render()'],
        ]),
      );
      const built = join(base, 'built');
      for (const [path, text] of files) {
        mkdirSync(dirname(join(built, path)), { recursive: true });
        writeFileSync(join(built, path), text);
      }
      expect(await ensureEventDocs(built, doc)).toEqual({ action: 'current', files: ['index.html', 'js/app.js', 'source.json'] });
      const target = join(base, 'target');
      mkdirSync(join(target, 'js'), { recursive: true });
      writeFileSync(join(target, 'js/old.js'), 'left over');
      expect(await ensureEventDocs(target, doc, { reuseFrom: built })).toEqual({
        action: 'copied',
        files: ['index.html', 'js/app.js', 'source.json'],
      });
      expect(currentOutput(target, wantedStamp(doc))?.get('js/app.js')).toBe('render()');
      expect(existsSync(join(target, 'js/old.js'))).toBe(false);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('lintAsyncApi (@asyncapi/parser)', () => {
  it('finds no error or warning in the fixture, and an error in a broken document', async () => {
    const clean = await lintAsyncApi(bundled());
    expect(clean.filter((f) => f.severity === 'error' || f.severity === 'warning')).toEqual([]);
    const broken = bundled() as any;
    broken.operations['thing.created'].channel = { $ref: '#/channels/nowhere' };
    const found = await lintAsyncApi(broken);
    expect(found.some((f) => f.severity === 'error')).toBe(true);
  });
});
