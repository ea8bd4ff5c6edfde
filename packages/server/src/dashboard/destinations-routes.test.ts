/**
 * where_in_service stays in step with the dashboard: every page the dashboard's router
 * serves is some destination's page and every action route some destination's `action`, and the
 * map sends a user to Webhooks, Finance and Connected apps, over HTTP, to pages that open for an
 * operator with the named section and control (plain HTML; destinations.test.ts walks the whole
 * map in a browser where chromium is installed).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Router } from 'express';
import { DESTINATIONS } from '@storeops/domain-general';
import { useTestServer } from '@storeops/testkit/server';
import { dashboardRouter, type DashboardDeps } from './index';
import { operatorFor, signInOverHttp } from './test-browser';

/** Routes that are not a place a person is sent to: signing in and out, the OAuth consent an app opens, the stylesheet, the root redirect. */
const NOT_DESTINATIONS = new Set([
  'GET /sign-in',
  'POST /sign-in',
  'POST /sign-out',
  'GET /connect/:uid',
  'POST /connect/:uid',
  'GET /assets/dashboard.css',
  'GET /',
]);

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD path` the router and the routers mounted in it declare (paths relative to their mount point). */
function routesOf(router: { stack?: Layer[] }, into = new Set<string>()): Set<string> {
  for (const layer of router.stack ?? []) {
    if (layer.route !== undefined) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] === true))
        for (const path of paths) into.add(`${method.toUpperCase()} ${path}`);
    } else if (layer.handle?.stack !== undefined) routesOf(layer.handle, into);
  }
  return into;
}

const pathOf = (path: string) => path.split('#')[0]!;

describe('the dashboard map and the dashboard routes', () => {
  it('every page route is a destination page and every action route a destination action, and each destination names a route', () => {
    // Declaring the routes reads nothing from the dependencies: the handlers use them per request.
    const routes = routesOf(dashboardRouter({} as DashboardDeps) as Router & { stack: Layer[] });
    expect(routes.size).toBeGreaterThan(20);
    const pages = new Set(DESTINATIONS.map((d) => `GET ${pathOf(d.path)}`));
    const actions = new Set(DESTINATIONS.flatMap((d) => (d.action === undefined ? [] : [d.action])));
    const missing = [...routes].filter((r) => !NOT_DESTINATIONS.has(r) && !pages.has(r) && !actions.has(r));
    expect(missing).toEqual([]);
    // And the map names nothing the dashboard does not serve.
    expect([...pages, ...actions].filter((r) => !routes.has(r))).toEqual([]);
    for (const page of ['Settings > Developers > Webhooks', 'Finance', 'Settings > Connected apps'])
      expect(DESTINATIONS.some((d) => d.page === page)).toBe(true);
  });
});

describe('where_in_service over HTTP sends people to every dashboard page', () => {
  const t = useTestServer({ scale: 0.1 });
  let cookie: string;
  let key: string;

  beforeAll(async () => {
    const op = await operatorFor(t);
    cookie = await signInOverHttp(t.baseUrl, op);
    key = await t.key(['read']);
  });

  const open = async (url: string) => {
    const res = await fetch(`${t.baseUrl}${url}`, { headers: { cookie } });
    return { status: res.status, html: await res.text() };
  };

  it('"close an accounting period" ranks the Finance page\'s Close action first, on a page that has it', async () => {
    const r = await t.call('where_in_service', { question: 'close an accounting period' }, key);
    expect(r.status).toBe(200);
    expect(r.body.result.destinations[0]).toMatchObject({
      page: 'Finance',
      url: '/dashboard/finance',
      section: 'Periods',
      button_text: 'Close',
      score: 1,
    });
    const page = await open(r.body.result.destinations[0].url);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h2 id="periods-heading">Periods<\/h2>/);
    expect(page.html).toMatch(/<button type="submit" class="small danger">\s*Close<span class="sr-only">/);
  });

  it.each([
    ['resend a failed webhook delivery', 'Settings > Developers > Webhooks', '/dashboard/settings/developers/webhooks', 'Redeliver'],
    ['import a bank statement', 'Finance', '/dashboard/finance', 'Import statement'],
    ['disconnect an OAuth app', 'Settings > Connected apps', '/dashboard/settings/connected-apps', 'Revoke'],
  ])('ranks %s on its page', async (question, page, url, button) => {
    const r = await t.call('where_in_service', { question }, key);
    expect(r.body.result.destinations[0]).toMatchObject({ page, url, button_text: button });
  });

  it('every page of the whole map opens for an operator with its section heading', async () => {
    const r = await t.call('where_in_service', {}, key);
    const destinations = r.body.result.destinations as Array<{ page: string; url: string; section: string }>;
    expect(destinations.length).toBe(DESTINATIONS.length);
    // Sections shown only once there is something in them (a selected account's rows, a subscription's deliveries).
    const conditional = new Set(['Statement rows', 'Recent deliveries']);
    for (const d of destinations) {
      const page = await open(d.url);
      expect(page.status, d.url).toBe(200);
      expect(page.html, d.url).not.toContain('Page not found');
      if (!conditional.has(d.section)) expect(page.html, `${d.page} / ${d.section}`).toMatch(new RegExp(`<h2[^>]*>${d.section}`));
    }
  });
});
