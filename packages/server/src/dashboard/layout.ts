/**
 * The dashboard's page frame: a skip link, the store and operator, the four sections as a
 * labelled navigation (the current one marked `aria-current="page"`), sign-out, and one `<main>`
 * with the page's `<h1>`. No script anywhere; the stylesheet is `/dashboard/assets/dashboard.css`.
 */
import { html, type HtmlValue, type SafeHtml } from './html';

export interface Frame {
  storeName: string;
  email: string;
  csrfToken: string;
  /** Requested cards waiting for a decision (shown beside Approvals). */
  pending: number;
}

export type Section = 'approvals' | 'developers' | 'controls' | 'audit';

const SECTIONS: Array<{ id: Section; href: string; text: string }> = [
  { id: 'approvals', href: '/dashboard/approvals', text: 'Approvals' },
  { id: 'developers', href: '/dashboard/settings/developers', text: 'Settings › Developers' },
  { id: 'controls', href: '/dashboard/controls', text: 'Controls' },
  { id: 'audit', href: '/dashboard/audit', text: 'Audit log' },
];

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

export function page(frame: Frame, section: Section, title: string, body: HtmlValue): SafeHtml {
  const nav = SECTIONS.map(
    (s) =>
      html`<li>
        <a href="${s.href}" ${s.id === section ? html`aria-current="page"` : ''}
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
        <p class="brand">StoreOps <span class="store">${frame.storeName}</span></p>
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

export function messagePage(m: { title: string; heading: string; body: string; link: { href: string; text: string } }): SafeHtml {
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
