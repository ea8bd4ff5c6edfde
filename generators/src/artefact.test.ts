/**
 * The contract artefact against the IR it was generated from: what the contract resolves at run
 * time from generated/openapi.json and generated/asyncapi.json (the registry's schema pointers,
 * the event payloads) is exactly what the IR dereferences from the spec, key order included (the
 * MCP tool list serves these objects as JSON), and the registry rows carry the IR's facts.
 */
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../packages/contract/src/operations';
import { eventDataSchema, eventEnvelopeSchema, eventValidators, inputValidators } from '../../packages/contract/src/validators';
import { buildIR, type ContractIR } from './ir';
import { loadBundledSpec } from './main';
import { bundleAsyncApi } from './asyncapi/bundle';
import { buildEventsIR } from './asyncapi/ir';

const root = resolve(import.meta.dirname, '../..');

describe('the contract artefact resolves to the IR', () => {
  let ir: ContractIR;
  beforeAll(async () => {
    ir = buildIR(await loadBundledSpec());
  });

  it('every operation: the same facts, and input/output schemas identical to the IR (same JSON)', () => {
    expect(OPERATIONS.map((o) => o.name)).toEqual(ir.operations.map((o) => o.name));
    for (const [i, op] of OPERATIONS.entries()) {
      const want = ir.operations[i]!;
      expect(op, op.name).toMatchObject({
        method: 'POST',
        path: want.path,
        summary: want.summary,
        description: want.description,
        scope: want.scope,
        tier: want.tier,
        domain: want.domain,
        requiresStorefront: want.requiresStorefront,
        sandboxOnly: want.sandboxOnly,
        authority: want.authority,
        gated: want.gated,
        catalogue: want.catalogue,
      });
      expect(JSON.stringify(op.inputSchema), op.name).toBe(JSON.stringify(want.inputSchema));
      expect(JSON.stringify(op.outputSchema), op.name).toBe(JSON.stringify(want.outputSchema));
      // Resolved once: every read returns the same object (the MCP list and the validator share it).
      expect(op.inputSchema).toBe(op.inputSchema);
      expect(typeof inputValidators[op.name]).toBe('function');
    }
  });

  it('every event: data and envelope schemas identical to the IR (same JSON), one validator each', () => {
    const events = buildEventsIR(bundleAsyncApi(join(root, 'spec/asyncapi/asyncapi.yaml')));
    for (const e of events.events) {
      expect(JSON.stringify(eventDataSchema(e.type)), e.type).toBe(JSON.stringify(e.dataSchema));
      expect(JSON.stringify(eventEnvelopeSchema(e.type)), e.type).toBe(JSON.stringify(e.envelopeSchema));
    }
    expect(Object.keys(eventValidators)).toEqual(events.events.map((e) => e.type));
  });
});
