/** A small split AsyncAPI 3.0 document (two events) shared by the AsyncAPI generator tests. */
import { stringify } from 'yaml';
import type { JsonSchema } from '../ir';
import type { AsyncApiSource } from './bundle';

const envelope = (type: string, data: string) => ({
  type: 'object',
  additionalProperties: false,
  required: ['specversion', 'id', 'source', 'type', 'subject', 'time', 'datacontenttype', 'data'],
  properties: {
    specversion: { type: 'string', const: '1.0' },
    id: { type: 'string', format: 'uuid' },
    source: { type: 'string', pattern: '^/stores/[0-9a-zA-Z_-]+$' },
    type: { type: 'string', const: type },
    subject: { type: 'string', description: 'The thing id.' },
    time: { type: 'string', format: 'date-time' },
    datacontenttype: { type: 'string', const: 'application/json' },
    sandbox: { type: 'boolean', const: true },
    data: { $ref: `../schemas/${data}.yaml` },
  },
});

const message = (type: string, family: string, scope: string, data: string) => ({
  name: type,
  title: type,
  summary: `${type} happened.`,
  'x-family': family,
  'x-scope': scope,
  'x-publishing': family === 'store',
  'x-subject': 'thing id',
  traits: [{ $ref: '../components/trait.yaml' }],
  payload: envelope(type, data),
});

const operation = (type: string, channel: string) => ({
  action: 'send',
  channel: { $ref: `#/channels/${channel}` },
  messages: [{ $ref: `#/channels/${channel}/messages/${type}` }],
});

/** The fixture's files, keyed by absolute path under `/spec`. */
export function fixtureFiles(): Record<string, unknown> {
  return {
    '/spec/asyncapi.yaml': {
      asyncapi: '3.0.0',
      info: { title: 'Fixture events', version: '1' },
      channels: {
        storeEvents: { address: null, messages: { 'thing.created': { $ref: '#/components/messages/thing.created' } } },
        financeEvents: { address: null, messages: { 'fin.thing.posted': { $ref: '#/components/messages/fin.thing.posted' } } },
      },
      operations: {
        'thing.created': operation('thing.created', 'storeEvents'),
        'fin.thing.posted': operation('fin.thing.posted', 'financeEvents'),
      },
      components: {
        messageTraits: { cloudEvent: { $ref: './components/trait.yaml' } },
        messages: {
          'thing.created': { $ref: './messages/thing.created.yaml' },
          'fin.thing.posted': { $ref: './messages/fin.thing.posted.yaml' },
        },
      },
    },
    '/spec/components/trait.yaml': { contentType: 'application/cloudevents+json; charset=utf-8' },
    '/spec/messages/thing.created.yaml': message('thing.created', 'store', 'catalog:read', 'ThingCreatedData'),
    '/spec/messages/fin.thing.posted.yaml': message('fin.thing.posted', 'finance', 'finance:read', 'FinThingPostedData'),
    '/spec/schemas/Actor.yaml': {
      type: 'object',
      required: ['type', 'id'],
      additionalProperties: false,
      properties: { type: { type: 'string', enum: ['operator', 'service'] }, id: { type: ['string', 'null'] } },
    },
    '/spec/schemas/ThingCreatedData.yaml': {
      type: 'object',
      description: 'A thing was created.',
      required: ['thing_id', 'price', 'actor'],
      additionalProperties: false,
      properties: {
        thing_id: { type: 'string', format: 'uuid', description: 'The thing.' },
        price: { type: 'number', minimum: 0 },
        actor: { $ref: './Actor.yaml' },
      },
    },
    '/spec/schemas/FinThingPostedData.yaml': {
      type: 'object',
      required: ['entity_id', 'lines'],
      additionalProperties: false,
      properties: {
        entity_id: { type: 'string', format: 'uuid' },
        lines: { type: 'array', minItems: 1, items: { type: 'integer' } },
        actor: { $ref: './Actor.yaml' },
      },
    },
  };
}

/** An in-memory source over `files` (YAML text of each value). */
export function fixtureSource(files: Record<string, unknown> = fixtureFiles()): AsyncApiSource {
  return {
    read(path) {
      if (!(path in files)) throw new Error(`ENOENT: ${path}`);
      return stringify(files[path]);
    },
  };
}

/** A UUID for the validators' `format: uuid`. */
export const FIXTURE_ID = '6f1c8f0e-1b7a-4c7e-9a51-2d3e4f5a6b7c';

/** A valid `thing.created` envelope. */
export function fixtureEvent(): JsonSchema {
  return {
    specversion: '1.0',
    id: FIXTURE_ID,
    source: '/stores/s1',
    type: 'thing.created',
    subject: FIXTURE_ID,
    time: '2026-11-23T10:00:00Z',
    datacontenttype: 'application/json',
    data: { thing_id: FIXTURE_ID, price: 12.5, actor: { type: 'operator', id: 'a@example.com' } },
  };
}
