/**
 * The customer-service channel port (seed catalogue "cs"): where customer conversations live and
 * replies are sent (a helpdesk's or a mailbox's API). `cs_send_reply` sends only through
 * `ctx.connectors.csChannel`; the embedded adapter (@storeops/connector-cs-channel) appends the
 * outbound message to the store's own thread tables.
 */
import type { CsStatus } from '@storeops/db';
import type { HandlerContext } from '../handler-context';

/** Thread status after a message (the cs vocabulary: `open` | `pending` | `resolved`). */
export type ThreadStatus = CsStatus;

/** A reply to send on a thread. */
export interface OutboundReply {
  threadId: string;
  /** Trimmed, non-empty text. */
  body: string;
  /** Who the reply is from (the proposing credential's id). */
  author: string;
  /** The thread's status once sent. */
  status: ThreadStatus;
}

export interface CsChannelPort {
  /** Tables of the store's data that hold this channel's data: handlers never write them (the port guard test). */
  readonly ownedTables: readonly string[];
  /** Sends one reply; answers the new message's id. */
  sendReply(ctx: HandlerContext, reply: OutboundReply): Promise<string>;
}
