import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '@storeops/contract';
import { errorCatalogue, meaningOf } from './error-reference';

describe('errorCatalogue (the reference page\u2019s Errors section)', () => {
  it('documents every stable code of the contract, in its order, with status and meaning', () => {
    const docs = errorCatalogue();
    expect(docs.map((d) => d.code)).toEqual([...ERROR_CODES]);
    for (const d of docs) {
      expect(d.status, d.code).toBe(ERROR_STATUS[d.code]);
      expect(d.meaning.length, d.code).toBeGreaterThan(10);
    }
    expect(docs.find((d) => d.code === 'rate_limited')!.extras.sort()).toEqual(['limit', 'retry_after_seconds']);
    expect(docs.find((d) => d.code === 'insufficient_scope')!.extras).toEqual(['required_scopes']);
    expect(docs.find((d) => d.code === 'not_found')!.extras).toEqual([]);
  });

  it('reads a meaning from `code` (meaning), shared meanings and nested parentheses; null when none is stated', () => {
    const text = '400 `a` (first (with a note)), `b` and `c` (shared); as `a`, again; 401 `d`';
    expect(meaningOf(text, 'a')).toBe('first (with a note)');
    expect(meaningOf(text, 'b')).toBe('shared');
    expect(meaningOf(text, 'c')).toBe('shared');
    expect(meaningOf(text, 'd')).toBeNull();
    expect(meaningOf(text, 'e')).toBeNull();
  });
});
