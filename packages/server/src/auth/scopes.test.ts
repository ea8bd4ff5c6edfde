import { describe, expect, it } from 'vitest';
import { grants, requiredScopes } from './scopes';

const catalogRead = { scope: 'catalog:read', tier: 'read' as const };
const generalRead = { scope: 'read', tier: 'read' as const };
const catalogPropose = { scope: 'catalog:write', tier: 'propose_write' as const };
const adminWrite = { scope: 'admin:write', tier: 'propose_write' as const };

describe('grants', () => {
  const table: Array<[string[], typeof catalogRead | typeof catalogPropose, boolean]> = [
    [['catalog:read'], catalogRead, true],
    [['cs:read'], catalogRead, false],
    [['catalog:write'], catalogRead, false],
    [['read'], catalogRead, true],
    [['write'], catalogRead, true],
    [['admin'], catalogRead, true],
    [['cs:read'], generalRead, true],
    [['cs:write'], generalRead, false],
    [[], generalRead, false],
    [['read'], catalogPropose, false],
    [['write'], catalogPropose, true],
    [['catalog:write'], catalogPropose, true],
    [['write'], adminWrite, true],
    [['read'], adminWrite, false],
    [['admin:write'], adminWrite, true],
  ];
  it.each(table)('%j on %j -> %s', (scopes, op, want) => {
    expect(grants(scopes, op)).toBe(want);
  });
});

describe('requiredScopes', () => {
  it.each([
    [catalogRead, ['catalog:read', 'read', 'admin']],
    [catalogPropose, ['catalog:write', 'write', 'admin']],
    [adminWrite, ['admin:write', 'write', 'admin']],
    [generalRead, ['read']],
  ])('%j -> %j', (op, want) => {
    expect(requiredScopes(op)).toEqual(want);
  });
});
