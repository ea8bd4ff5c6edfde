/** Small fixture specs shared by the emitter tests. */
import type { JsonSchema } from './ir';

/** A minimal bundled document with one read and one proposed write operation. */
export function fixtureDocument(): JsonSchema {
  const envelope = (result: string) => ({
    content: {
      'application/json': {
        schema: { type: 'object', properties: { ok: { const: true }, result: { $ref: `#/components/schemas/${result}` } } },
      },
    },
  });
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1' },
    paths: {
      '/api/v1/tools/get_thing': {
        post: {
          operationId: 'get_thing',
          summary: 'Get a thing',
          description: 'Reads a thing.',
          'x-scope': 'catalog:read',
          'x-tier': 'read',
          'x-domain': 'catalog',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/GetThingInput' } } } },
          responses: { '200': envelope('GetThingResult') },
        },
      },
      '/api/v1/tools/propose_thing': {
        post: {
          operationId: 'propose_thing',
          summary: 'Propose a thing',
          description: 'Proposes.',
          'x-scope': 'catalog:write',
          'x-tier': 'propose_write',
          'x-domain': 'catalog',
          'x-requires-storefront': true,
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ProposeThingInput' } } } },
          responses: { '200': envelope('Money') },
        },
      },
      '/api/v1/openapi.json': { get: { operationId: 'doc', responses: {} } },
    },
    components: {
      schemas: {
        GetThingInput: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'Rows, 1..50.' },
            price: { type: 'number', 'x-decimal-places': 2 },
          },
        },
        GetThingResult: {
          type: 'object',
          required: ['price'],
          properties: { price: { $ref: '#/components/schemas/Money' }, note: { type: ['string', 'null'] } },
        },
        ProposeThingInput: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: { id: { type: 'string', format: 'uuid', maxLength: 36 } },
        },
        Money: { type: 'number', description: 'Major units.' },
        Error: { type: 'object', properties: { error: { type: 'string', enum: ['invalid_request', 'not_found'] } } },
      },
    },
  };
}
