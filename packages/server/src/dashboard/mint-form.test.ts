/** The "Mint a key" form: every problem names its field; valid input becomes mintKey's options. */
import { describe, expect, it } from 'vitest';
import { parseMintForm } from './mint-form';

const valid = { label: 'reporting', kind: 'live', scopes: ['catalog:read'], expiry: '', ip_allowlist: '' };

describe('parseMintForm', () => {
  const refused: Array<{ name: string; given: Record<string, unknown>; want: Record<string, string> }> = [
    { name: 'empty label', given: { ...valid, label: '  ' }, want: { label: 'Label: give the key a name of 1 to 100 characters.' } },
    {
      name: 'long label',
      given: { ...valid, label: 'x'.repeat(101) },
      want: { label: 'Label: give the key a name of 1 to 100 characters.' },
    },
    { name: 'unknown kind', given: { ...valid, kind: 'test' }, want: { kind: 'Kind: choose live or sandbox.' } },
    { name: 'no scopes', given: { ...valid, scopes: undefined }, want: { scopes: 'Scopes: choose at least one scope.' } },
    { name: 'unknown scope', given: { ...valid, scopes: ['catalog:read', 'root'] }, want: { scopes: 'Scopes: unknown scope root.' } },
    {
      name: 'bad CIDR',
      given: { ...valid, ip_allowlist: '10.0.0.0/8, 10.0.0.0/33' },
      want: { ip_allowlist: "IP allowlist: '10.0.0.0/33' is not an IP address or CIDR range." },
    },
    {
      name: 'too many entries',
      given: { ...valid, ip_allowlist: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`).join(',') },
      want: { ip_allowlist: 'IP allowlist: at most 20 entries (got 21).' },
    },
    {
      name: 'bad expiry',
      given: { ...valid, expiry: 'soon' },
      want: { expiry: "Expiry: 'soon' is not a duration (use e.g. 30d, 12h, 15m, 3600s)." },
    },
    { name: 'zero expiry', given: { ...valid, expiry: '0d' }, want: { expiry: 'Expiry: must be at least 1 second.' } },
    {
      name: 'long sandbox',
      given: { ...valid, kind: 'sandbox', expiry: '8d' },
      want: { expiry: 'Expiry: a sandbox key lives at most 7 days (7d).' },
    },
  ];
  it.each(refused)('refuses $name, naming the field', ({ given, want }) => {
    const result = parseMintForm(given);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.errors).toEqual(want);
  });

  it('turns valid input into mintKey options', () => {
    const result = parseMintForm({
      label: ' ci ',
      kind: 'sandbox',
      scopes: ['read', 'read', 'automation:write'],
      auto_apply: 'on',
      ip_allowlist: '203.0.113.0/24,  2001:db8::/32',
      expiry: '7d',
    });
    expect(result).toMatchObject({
      ok: true,
      request: {
        label: 'ci',
        kind: 'sandbox',
        scopes: ['read', 'automation:write'],
        autoApply: true,
        ipAllowlist: ['203.0.113.0/24', '2001:db8::/32'],
        expiresInSeconds: 7 * 86400,
      },
    });
    expect(parseMintForm(valid)).toMatchObject({
      ok: true,
      request: { ipAllowlist: undefined, expiresInSeconds: undefined, autoApply: false },
    });
  });
});
