import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

/**
 * Events leave the outbox (seed: Events, Subscription, Limits "Webhook delivery"):
 * - `webhook_subscriptions`: a store's (or, `kind` `finance`, one finance entity's) endpoints:
 *   `url`, `event_types` (JSON array of exact types or trailing `*`; null = every type the
 *   creating credential may read), `scopes` (JSON: the creating credential's scopes, which bound
 *   what it receives), `state` `active` | `disabled` (20 consecutive failures, or by update) |
 *   `unsubscribed` (a delivery answered 410), `consecutive_failures`;
 * - `webhook_deliveries`: one row per (event, subscription) fan-out or redelivery, `state`
 *   `pending` | `succeeded` | `failed` (attempts exhausted) | `cancelled` (the endpoint went away),
 *   `event_seq` (the event's outbox `seq`: deliveries of one subscription go out in that order),
 *   `attempts`, `next_attempt_at`, and a lease (`lease_owner`, `lease_until`) so several processes
 *   never send one attempt twice and a delivery claimed by a process that died is sent again;
 * - `webhook_attempts`: one row per HTTP attempt (status code, latency, error);
 * - `signing_keys` (service-wide, no store): ES256 key pairs of webhook signatures, published in
 *   the JWKS from `created_at` until `published_until`, signing from `signs_from` until `signs_until`;
 * - `outbox.dispatched_at`: when the event was fanned out to the matching subscriptions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_subscriptions', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('kind').notNullable(); // store | finance
    t.text('entity_id'); // finance subscriptions: the entity (set of books)
    t.text('url').notNullable();
    t.text('event_types'); // JSON array, or null = every type the credential may read
    t.text('scopes').notNullable(); // JSON array: the creating credential's scopes
    t.text('description');
    t.text('state').notNullable(); // active | disabled | unsubscribed
    t.text('state_reason');
    t.integer('consecutive_failures').notNullable().defaultTo(0);
    t.text('created_by').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'kind', 'state']);
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('subscription_id').notNullable();
    t.text('event_id').notNullable(); // outbox id = CloudEvents id = webhook-id
    t.text('event_type').notNullable();
    t.bigInteger('event_seq').notNullable(); // the event's outbox `seq`: delivery order per subscription
    t.text('state').notNullable(); // pending | succeeded | failed | cancelled
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('next_attempt_at');
    t.text('lease_owner');
    t.text('lease_until');
    t.integer('last_status_code');
    t.text('last_error');
    t.double('last_latency_ms');
    t.text('redelivery_of'); // the delivery this one sends again (redeliver), or null
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.text('finished_at');
    t.unique(['store_id', 'id']);
    sameStoreForeign(t, 'subscription_id', 'webhook_subscriptions', 'CASCADE');
    t.index(['state', 'next_attempt_at']);
    t.index(['store_id', 'subscription_id', 'created_at']);
    t.index(['subscription_id', 'state', 'event_seq']);
  });
  await knex.schema.createTable('webhook_attempts', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('delivery_id').notNullable();
    t.integer('attempt').notNullable(); // 1-based
    t.text('started_at').notNullable();
    t.integer('status_code');
    t.double('latency_ms');
    t.text('error');
    t.text('outcome').notNullable(); // succeeded | failed | gone | refused
    sameStoreForeign(t, 'delivery_id', 'webhook_deliveries', 'CASCADE');
    t.index(['store_id', 'delivery_id', 'attempt']);
  });
  await knex.schema.createTable('signing_keys', (t) => {
    t.text('kid').primary();
    t.text('alg').notNullable(); // ES256
    t.text('public_jwk').notNullable(); // JSON
    t.text('private_pkcs8').notNullable(); // PEM; never leaves the service
    t.text('created_at').notNullable(); // published in the JWKS from here
    t.text('signs_from').notNullable();
    t.text('signs_until'); // null while it is (or will be) the signing key
    t.text('published_until'); // null while published
  });
  await knex.schema.alterTable('outbox', (t) => {
    t.text('dispatched_at');
    t.index(['dispatched_at', 'seq']);
  });
  await scopeStoreTables(knex, ['webhook_subscriptions', 'webhook_deliveries', 'webhook_attempts']);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, ['webhook_subscriptions', 'webhook_deliveries', 'webhook_attempts']);
  await knex.schema.alterTable('outbox', (t) => {
    t.dropIndex(['dispatched_at', 'seq']);
    t.dropColumn('dispatched_at');
  });
  await knex.schema.dropTable('signing_keys');
  await knex.schema.dropTable('webhook_attempts');
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_subscriptions');
}
