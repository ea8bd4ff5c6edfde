import type { Knex } from 'knex';
import { storeIdColumn } from './columns';

/**
 * OAuth 2.1 authorization server (seed: Authentication, rules 1-4).
 *
 * - `oauth_models`: the authorization server library's (oidc-provider) stored artifacts, one row
 *   per `(kind, id)`: `kind` is the model name (AccessToken, RefreshToken, AuthorizationCode,
 *   Grant, Interaction, Session, Client for registered clients, ...). For the bearer artifacts
 *   (AccessToken, RefreshToken, AuthorizationCode) `id` is the SHA-256 hex digest of the token, never
 *   the token. `payload` is the library's JSON; `grant_id`, `uid` and `user_code` are copies of
 *   its fields the library looks rows up by; `expires_at` ISO 8601 UTC; `consumed_at` set when a
 *   code or a rotated refresh token has been used.
 * - `oauth_grants`: what an operator granted a client on the consent page: the store (their own or
 *   one of its sandbox copies), the scopes, the resource indicators. An access token's credential
 *   is read from here (store, scopes); Settings > Connected apps lists and revokes these rows.
 *   `client_name` is kept for the list (the client's metadata document may change or vanish).
 * - `service_secrets`: random secrets every process of a deployment must share (the OAuth
 *   cookie-signing keys), made on first use.
 * - `audit_log.client_id`: the OAuth client behind a call made with an access token (null for
 *   API keys and the dashboard).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('oauth_models', (t) => {
    t.text('kind').notNullable();
    t.text('id').notNullable();
    t.text('payload').notNullable();
    t.text('grant_id');
    t.text('uid');
    t.text('user_code');
    t.text('expires_at');
    t.text('consumed_at');
    t.primary(['kind', 'id']);
    t.index(['grant_id']);
    t.index(['kind', 'uid']);
    t.index(['expires_at']);
  });
  await knex.schema.createTable('oauth_grants', (t) => {
    t.text('id').primary();
    storeIdColumn(t);
    t.text('operator_id').notNullable().references('id').inTable('operators').onDelete('CASCADE');
    t.text('client_id').notNullable();
    t.text('client_name').notNullable();
    t.text('scopes').notNullable();
    t.text('resources').notNullable();
    t.text('created_at').notNullable();
    t.text('last_used_at');
    t.text('revoked_at');
    t.index(['store_id', 'created_at']);
  });
  await knex.schema.createTable('service_secrets', (t) => {
    t.text('name').primary();
    t.text('value').notNullable();
    t.text('created_at').notNullable();
  });
  await knex.schema.alterTable('audit_log', (t) => {
    t.text('client_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropColumn('client_id');
  });
  await knex.schema.dropTable('service_secrets');
  await knex.schema.dropTable('oauth_grants');
  await knex.schema.dropTable('oauth_models');
}
