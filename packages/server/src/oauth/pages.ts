/**
 * The authorization server's own HTML (errors it shows the person in the browser, e.g. an unknown
 * client or a redirect URI that does not match, which must not be redirected). Same look as the
 * dashboard's message pages; every value is escaped.
 */
import { html } from '../dashboard/html';
import { messagePage } from '../dashboard/layout';

/** `out`: the OAuth error (`error`, `error_description`, `state`, `iss`) as oidc-provider hands it over. */
export function errorPage(out: Record<string, string | undefined>): string {
  const description = out.error_description ?? 'The request could not be completed.';
  const page = messagePage({
    title: 'Connection refused',
    heading: 'This app could not be connected',
    body: `${description} (OAuth error: ${out.error ?? 'invalid_request'}). Nothing was granted; return to the app and try again, or tell its developer.`,
    link: { href: '/dashboard/settings/connected-apps', text: 'Connected apps' },
  });
  return `<!doctype html>\n${html`${page}`.value}`;
}
