/**
 * The dashboard's one data-table renderer: every list page (keys, webhooks, finance, controls,
 * audit, connected apps, an approval's exact change) draws its rows into the same accessible
 * frame: a horizontally scrolling wrapper, a caption (for screen readers unless shown), column
 * headers with `scope="col"`, and the caller's rows in `<tbody>`.
 */
import { html, type HtmlValue, type SafeHtml } from './html';

export interface DataTable {
  /** What the table lists (e.g. `API keys of this store`); read by screen readers only unless `captionShown`. Omit for no caption. */
  caption?: HtmlValue;
  /** Show the caption (default: `sr-only`, a visible heading already names the table). */
  captionShown?: boolean;
  /** Column headings, in order (text, or markup such as a screen-reader-only label). */
  columns: readonly HtmlValue[];
  /** `<tr>` rows, as the caller renders them. */
  rows: HtmlValue;
  /** Class of the `<table>` (e.g. `audit`, `change`). */
  className?: string;
  /** `aria-describedby` of the `<table>`: the id of the text the table details. */
  describedBy?: string;
  /** One `<col class>` per column, when the page sizes columns (a `<colgroup>`). */
  colClasses?: readonly string[];
  /** Class of the wrapper `<div>` (default `scroll`). */
  frame?: string;
}

/** `<div class="scroll"><table>…</table></div>` for `t` (see {@link DataTable}). */
export function dataTable(t: DataTable): SafeHtml {
  const caption =
    t.caption === undefined ? null : html`<caption${t.captionShown === true ? '' : html` class="sr-only"`}>${t.caption}</caption>`;
  const colgroup =
    t.colClasses === undefined
      ? null
      : html`<colgroup>
          ${t.colClasses.map((c) => html`<col class="${c}" />`)}
        </colgroup>`;
  return html`<div class="${t.frame ?? 'scroll'}">
    <table${t.className === undefined ? '' : html` class="${t.className}"`}${t.describedBy === undefined ? '' : html` aria-describedby="${t.describedBy}"`}>
      ${caption} ${colgroup}
      <thead>
        <tr>
          ${t.columns.map((c) => html`<th scope="col">${c}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.rows}
      </tbody>
    </table>
  </div>`;
}
