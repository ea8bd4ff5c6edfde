/**
 * The dashboard's page frame: a skip link, the store switcher, the four sections as a labelled
 * navigation (the current one marked `aria-current="page"`), sign-out, and one `<main>` with the
 * page's `<h1>`. No script (but Finance's statement file reader, finance-view.ts); the stylesheet
 * is `/dashboard/assets/dashboard.css`.
 *
 * The store switcher (a `<details>` menu of links, so it works without script) lists the operator's
 * own store and its live sandbox copies, each badged; choosing one opens the same section of that
 * store (`/dashboard/stores/<id>/...`, see session.ts). A sandbox copy's pages carry a banner.
 * Settings > Developers belongs to the operator's own store (its keys, sandbox keys included).
 */
import { when } from './format';
import { html, type HtmlValue, type SafeHtml } from './html';

/** One store the operator may work on (the switcher's entries). */
export interface StoreChoice {
  id: string;
  name: string;
  sandbox: boolean;
  /** When a sandbox copy is dropped (ISO 8601); null for the live store. */
  expiresAt: string | null;
  /** A sandbox copy's keys (their labels), which tell copies of the same store apart. */
  keys?: string[];
  /** Path prefix of its pages. */
  base: string;
}

export interface Frame {
  storeName: string;
  email: string;
  csrfToken: string;
  /** Requested cards waiting for a decision in the selected store (shown beside Approvals). */
  pending: number;
  /** Path prefix of the selected store's pages (`/dashboard` or `/dashboard/stores/<id>`). */
  base: string;
  /** The selected store is a sandbox copy. */
  sandbox: boolean;
  storeId: string;
  /** The switcher's stores: the operator's own first, then its live sandbox copies. */
  stores: StoreChoice[];
}

export type Section = 'approvals' | 'developers' | 'connected-apps' | 'controls' | 'finance' | 'audit';

/** `path`: below the selected store's prefix; `home`: the section belongs to the operator's own store. */
const SECTIONS: Array<{ id: Section; path: string; text: string; home?: true }> = [
  { id: 'approvals', path: '/approvals', text: 'Approvals' },
  { id: 'developers', path: '/settings/developers', text: 'Settings > Developers', home: true },
  { id: 'connected-apps', path: '/settings/connected-apps', text: 'Settings > Connected apps', home: true },
  { id: 'controls', path: '/controls', text: 'Controls' },
  { id: 'finance', path: '/finance', text: 'Finance' },
  { id: 'audit', path: '/audit', text: 'Audit log' },
];

const sectionHref = (s: (typeof SECTIONS)[number], base: string) => `${s.home === true ? '/dashboard' : base}${s.path}`;

function storeLabel(c: { name: string; sandbox: boolean }): SafeHtml {
  return html`${c.name} <span class="badge badge-${c.sandbox ? 'sandbox' : 'live'}">${c.sandbox ? 'sandbox' : 'live'}</span>`;
}

/**
 * The store switcher: the selected store, and a menu of the others (same section, other store;
 * `switchPath`, below a store's prefix, names the page to open instead when the page is one of
 * every store's, e.g. Settings > Developers > Webhooks).
 */
function switcher(frame: Frame, section: Section, switchPath?: string): SafeHtml {
  const current = frame.stores.find((c) => c.id === frame.storeId) ?? {
    id: frame.storeId,
    name: frame.storeName,
    sandbox: frame.sandbox,
    expiresAt: null,
    base: frame.base,
  };
  const here = SECTIONS.find((s) => s.id === section);
  const path = switchPath ?? (here === undefined || here.home === true ? '/approvals' : here.path);
  const entries = frame.stores.map(
    (c) =>
      html`<li>
        <a href="${c.base}${path}" data-store-id="${c.id}" ${c.id === frame.storeId ? html`aria-current="true"` : ''}
          >${storeLabel(c)}${
            c.expiresAt === null
              ? ''
              : html`<br /><span class="muted"
                    >${c.keys !== undefined && c.keys.length > 0 ? `key “${c.keys.join('”, “')}”, ` : ''}until ${when(c.expiresAt)}</span
                  >`
          }</a
        >
      </li>`,
  );
  return html`<details class="switcher" data-selected-store="${frame.storeId}">
    <summary><span class="sr-only">Store: </span>${storeLabel(current)}</summary>
    <ul aria-label="Switch store">
      ${entries}
    </ul>
  </details>`;
}

function head(title: string): SafeHtml {
  return html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · StoreOps</title>
    <link rel="stylesheet" href="/dashboard/assets/dashboard.css" />
  </head>`;
}

/** The hidden CSRF field every form of a signed-in page carries. */
export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="csrf" value="${token}" />`;
}

/** A signed-in page; `opts.switchPath`: where the switcher takes each store (see `switcher`). */
export function page(frame: Frame, section: Section, title: string, body: HtmlValue, opts: { switchPath?: string } = {}): SafeHtml {
  const nav = SECTIONS.map(
    (s) =>
      html`<li>
        <a href="${sectionHref(s, frame.base)}" ${s.id === section ? html`aria-current="page"` : ''}
          >${s.text}${
            s.id === 'approvals' && frame.pending > 0
              ? html` <span class="count" aria-label="${frame.pending} waiting">${frame.pending}</span>`
              : ''
          }</a
        >
      </li>`,
  );
  return html`<html lang="en">
    ${head(title)}
    <body>
      <a class="skip" href="#main">Skip to content</a>
      <header class="top">
        <p class="brand">StoreOps</p>
        ${switcher(frame, section, opts.switchPath)}
        <nav aria-label="Dashboard sections">
          <ul>
            ${nav}
          </ul>
        </nav>
        <form method="post" action="/dashboard/sign-out" class="signout">
          ${csrfField(frame.csrfToken)}
          <span class="who">${frame.email}</span>
          <button type="submit" class="link">Sign out</button>
        </form>
      </header>
      ${
        frame.sandbox
          ? html`<p class="sandbox-banner" role="note">
              Sandbox copy “${frame.storeName}”: changes here apply to this copy only, never to your live store.
              <a href="/dashboard/approvals">Back to your live store</a>
            </p>`
          : null
      }
      <main id="main">
        <h1>${title}</h1>
        ${body}
      </main>
    </body>
  </html>`;
}

/** A page outside the signed-in frame (sign-in, refusals, not found). */
export function bare(title: string, body: HtmlValue): SafeHtml {
  return html`<html lang="en">
    ${head(title)}
    <body class="bare">
      <main id="main" class="narrow">${body}</main>
    </body>
  </html>`;
}

/** A one-message page: its document title, heading, one paragraph and one link onward. */
export interface PageMessage {
  title: string;
  heading: string;
  body: string;
  link: { href: string; text: string };
}

export function messagePage(m: PageMessage): SafeHtml {
  return bare(
    m.title,
    html`<h1>${m.heading}</h1>
      <p>${m.body}</p>
      <p><a href="${m.link.href}">${m.link.text}</a></p>`,
  );
}

export type NoticeKind = 'ok' | 'warn' | 'error';

/** A status message; errors are announced at once (`role="alert"`), the rest politely (`role="status"`). */
export function notice(kind: NoticeKind, content: HtmlValue): SafeHtml {
  return html`<div class="notice notice-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${content}</div>`;
}
