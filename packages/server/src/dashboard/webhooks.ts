/**
 * Settings > Developers > Webhooks, `<store prefix>/settings/developers/webhooks` (subscriptions
 * with state, recent deliveries with status and response code, redeliver, re-enable), for the selected store (the operator's own or
 * one of its sandbox copies; session.ts `selectStore`):
 * - the store's subscriptions with their state and the reason they are not active, and the
 *   recent deliveries of one of them (`?subscription=<id>`, default the newest) with status,
 *   attempts, response code, latency and each attempt;
 * - Re-enable (a disabled or unsubscribed endpoint: `subscription_update` with `state: active`)
 *   and Redeliver (a finished delivery of an active endpoint: `subscription_redeliver`).
 * Reads and changes alike run through the invoke core (`Invoker.invoke`, surface `dashboard`) as
 * the operator's pseudo-credential, so the page shows exactly what the API answers, and a change
 * passes the same gates and leaves the same receipt and audit row (operation = the registry name)
 * as over the API. Every form carries the session's CSRF token (checked by `requireSession`) and a
 * one-time idempotency key, so a double submit applies once.
 */
import type { Request, Response, Router } from 'express';
import type { Types } from '@storeops/contract';
import type { ServiceError } from '../errors';
import { field, redirect, sendPage, type DashboardDeps } from './context';
import { runAsOperator } from './controls';
import { readAsOperator } from './as-operator';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { signed } from './session';
import { WEBHOOKS_PATH, deliveriesTable, developerTabs, subscriptionsTable, webhooksPath } from './webhooks-view';

/** Deliveries shown for the selected subscription (the newest). */
export const RECENT_DELIVERIES = 25;

const NOTICES: Record<string, SafeHtml> = {
  enabled: notice('ok', 'Endpoint re-enabled: matching events from now on are delivered to it. Redeliver what it missed below.'),
  redelivered: notice('ok', 'Queued: the event is sent again now, with the same webhook-id.'),
  repeated: notice('warn', 'That form was already submitted; it was applied once.'),
};

async function show(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  status: number,
  top: SafeHtml | null,
  code?: ServiceError['code'],
  wanted?: string,
): Promise<void> {
  const ctx = signed(res);
  const list = await readAsOperator<Types.SubscriptionListResult>(deps, res, 'subscription_list', { limit: 100 });
  const subs = list.subscriptions;
  const selected = subs.find((s) => s.id === wanted) ?? subs[0] ?? null;
  const deliveries =
    selected === null
      ? null
      : await readAsOperator<Types.SubscriptionDeliveriesResult>(deps, res, 'subscription_deliveries', {
          subscription_id: selected.id,
          limit: RECENT_DELIVERIES,
        });
  const entities = new Map(
    ((await deps.db('finance_entities').where({ store_id: ctx.store.id }).select('id', 'name')) as Array<{ id: string; name: string }>).map(
      (e) => [e.id, e.name],
    ),
  );
  const body = html`${developerTabs('webhooks', ctx.base)} ${top}
    <section aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading">Subscriptions</h2>
      <p class="hint">
        Endpoints this store delivers events to, signed (<code>webhook-signature</code>, keys at <code>/.well-known/jwks.json</code>). An
        endpoint is disabled after 20 deliveries in a row fail, and unsubscribed when it answers 410.
      </p>
      ${subscriptionsTable(subs, entities, selected?.id ?? null, ctx.csrfToken, ctx.base)}
    </section>
    ${
      selected === null || deliveries === null
        ? null
        : html`<section aria-labelledby="deliveries-heading" data-deliveries-of="${selected.id}">
            <h2 id="deliveries-heading">Recent deliveries to <code>${selected.url}</code></h2>
            ${deliveriesTable(deliveries.subscription, deliveries.deliveries, ctx.csrfToken, ctx.base)}
          </section>`
    }`;
  await sendPage(
    deps,
    req,
    res,
    status,
    page(ctx.frame, 'developers', 'Settings > Developers > Webhooks', body, { switchPath: WEBHOOKS_PATH }),
    code,
  );
}

/** Runs a change as the operator, then back to the page (303) with a notice, or the page with the refusal. */
async function change(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  name: string,
  args: Record<string, unknown>,
  subscription: string,
  done: string,
): Promise<void> {
  const ctx = signed(res);
  const refused = (status: number, message: SafeHtml, code?: ServiceError['code']) =>
    show(deps, req, res, status, message, code, subscription);
  const outcome = await runAsOperator(deps, req, res, name, args, refused);
  if (outcome === null) return;
  const back = `${webhooksPath(ctx.base)}?subscription=${encodeURIComponent(subscription)}&notice=${outcome.replayed ? 'repeated' : done}`;
  await redirect(deps, req, res, back);
}

export function registerWebhooks(router: Router, deps: DashboardDeps): void {
  router.get(WEBHOOKS_PATH, async (req, res) => {
    const key = typeof req.query.notice === 'string' ? req.query.notice : '';
    const wanted = typeof req.query.subscription === 'string' ? req.query.subscription : undefined;
    await show(deps, req, res, 200, NOTICES[key] ?? null, undefined, wanted);
  });

  router.post(`${WEBHOOKS_PATH}/:id/enable`, async (req, res) => {
    const id = String(req.params.id);
    await change(deps, req, res, 'subscription_update', { subscription_id: id, state: 'active' }, id, 'enabled');
  });

  router.post(`${WEBHOOKS_PATH}/deliveries/:id/redeliver`, async (req, res) => {
    await change(
      deps,
      req,
      res,
      'subscription_redeliver',
      { delivery_id: String(req.params.id) },
      field(req.body, 'subscription'),
      'redelivered',
    );
  });
}
