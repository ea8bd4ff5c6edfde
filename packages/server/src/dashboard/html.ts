/**
 * The one way the dashboard builds markup: the `html` tagged template escapes every interpolated
 * value (`& < > " '`), so user-controlled text (card titles, labels, reasons, audit paths) can only
 * ever appear as text. Only values that are already `SafeHtml` (the result of another `html`
 * template) pass through unescaped; there is no other way to insert raw markup. Every attribute in
 * the templates is quoted, so the same escaping is correct inside attribute values.
 */

/** Markup built by `html` (escaped already); never construct one from user input. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What may be interpolated: text and numbers are escaped; `null`, `undefined` and `false` render nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map((v: HtmlValue) => render(v)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i += 1) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}
