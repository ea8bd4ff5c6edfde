/**
 * @storeops/connector-cs-channel: the embedded demo customer-service channel, implementing the
 * cs channel port (@storeops/contract ports/cs-channel.ts). Conversations are the store's
 * `cs_threads` with their `cs_messages`; sending a reply appends the outbound message and moves the
 * thread's `last_message_at` and status. The thread's triage fields (severity, category, assignee,
 * escalation) are the service's own and stay with the cs handlers. Handlers reach it as
 * `ctx.connectors.csChannel` (AppOptions `connectors.csChannel` replaces it). Named exports only.
 */
import { randomUUID } from 'node:crypto';
import type { CsChannelPort } from '@storeops/contract/ports/cs-channel';

export type * from '@storeops/contract/ports/cs-channel';

/** The tables holding the channel's data: the messages of the conversations. */
export const CS_CHANNEL_OWNED_TABLES: readonly string[] = ['cs_messages'];

export const embeddedCsChannel: CsChannelPort = {
  ownedTables: CS_CHANNEL_OWNED_TABLES,
  async sendReply(ctx, reply) {
    const at = ctx.now.toISOString();
    const id = randomUUID();
    await ctx.scope.insert('cs_messages', {
      id,
      store_id: ctx.store.id,
      thread_id: reply.threadId,
      direction: 'outbound',
      author: reply.author,
      body: reply.body,
      created_at: at,
    });
    await ctx.scope.from('cs_threads').where({ id: reply.threadId }).update({ last_message_at: at, status: reply.status });
    return id;
  },
};
