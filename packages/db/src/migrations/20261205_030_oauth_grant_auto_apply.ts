import type { Knex } from 'knex';

/**
 * Migration 030:
 * - `oauth_grants.auto_apply`: auto-apply is opt-in per credential (seed: Risk tiers rule 1), so an
 *   app connected with OAuth can have it too (Settings > Connected apps); default off;
 * - `oauth_grants.token_issued_at`: when the token endpoint first issued a token of the grant. An
 *   authorization the app never redeemed made no connection and is not listed as a connected app.
 *   Grants from before this migration count as redeemed when they were used or still hold a token.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_grants', (t) => {
    t.boolean('auto_apply').notNullable().defaultTo(false);
    t.text('token_issued_at');
  });
  await knex('oauth_grants')
    .whereNotNull('last_used_at')
    .orWhereExists((q) =>
      q
        .select(knex.raw('1'))
        .from('oauth_models')
        .whereRaw('oauth_models.grant_id = oauth_grants.id')
        .whereIn('oauth_models.kind', ['AccessToken', 'RefreshToken']),
    )
    .update({ token_issued_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_grants', (t) => {
    t.dropColumn('auto_apply');
    t.dropColumn('token_issued_at');
  });
}
