import { describe, expect, it } from 'vitest';
import { clip, cutText, excerpt, excerptName } from './excerpt';

describe('excerpts', () => {
  it('quotes a value whole when short, else its head and length', () => {
    expect(excerpt('abc')).toBe('"abc"');
    expect(excerpt('a'.repeat(50), 4)).toBe('"aaaa…" (50 characters)');
    expect(excerpt({ a: [1, 2, 3] }, 6)).toBe('{"a":[… (13 characters of JSON)');
    expect(excerptName('q'.repeat(9), 4)).toBe('qqqq… (9 characters)');
  });

  it('clips text to at most max characters, never splitting a surrogate pair', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('ab😀cd', 4)).toBe('ab…');
  });

  it('cuts text on a word boundary with an ellipsis', () => {
    expect(cutText('short', 10)).toBe('short');
    const cut = cutText('one two three four five six', 14);
    expect(cut).toBe('one two three…');
    expect(cut.length).toBeLessThanOrEqual(14);
    expect(cutText('one, two, three, four', 12)).toBe('one, two…');
    expect(cutText('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});
