/**
 * Content versions (`content_versions`): every content change the service applies (a new draft, an
 * applied storefront_update_content) records the full content as version `products.content_version
 * + 1`, written by the credential that proposed it (`author`), `source` `service`, with the
 * approval card it came from; `products.content_version` moves to it.
 */
import { randomUUID } from 'node:crypto';
import type { WriteContext } from '@storeops/contract';

export interface ContentFields {
  title: string;
  description_html: string;
  seo_title: string | null;
  seo_description: string | null;
}

/**
 * Who proposed the write being applied: the card's `requested_by` (a credential id), or the
 * calling credential when there is no card.
 */
export async function proposerOf(ctx: WriteContext): Promise<string> {
  if (ctx.approvalId === undefined) return ctx.credential.id;
  const card = (await ctx.scope.from('approvals').where({ id: ctx.approvalId }).first('requested_by')) as
    { requested_by: string } | undefined;
  return card?.requested_by ?? ctx.credential.id;
}

/** Inserts version `previous + 1` of the product's content; returns the new version number. */
export async function recordContentVersion(
  ctx: WriteContext,
  productId: string,
  previous: number,
  content: ContentFields,
): Promise<number> {
  const version = previous + 1;
  await ctx.scope.insert('content_versions', {
    id: randomUUID(),
    product_id: productId,
    version,
    title: content.title,
    description_html: content.description_html,
    seo_title: content.seo_title,
    seo_description: content.seo_description,
    author: await proposerOf(ctx),
    source: 'service',
    approval_id: ctx.approvalId ?? null,
    created_at: ctx.now.toISOString(),
  });
  return version;
}
