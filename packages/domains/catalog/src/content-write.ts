/**
 * storefront_update_content (seed catalogue: catalog:write, proposed write): changes a product's
 * title, HTML description, SEO title and/or SEO description (at least one; `null` clears an SEO
 * field, whose storefront fallback is the title / description). The card shows each changed
 * field before and after (fields given with their current value are left out; nothing left
 * answers `invalid_request`). Applying updates the product, records the full content as a new
 * content version (`content_versions`: version = previous + 1, author = the proposing
 * credential, source `service`, the approval card) and moves `products.content_version` to it.
 * Reversible: the reversal sets the previous values back (itself a new version).
 */
import {
  ArgumentError,
  type ChangeItem,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
} from '@storeops/contract';
import type { ProductRow } from '@storeops/db';
import { findProduct, productLabel } from './product-ref';
import { recordContentVersion, type ContentFields } from './content-version';

const FIELDS = ['title', 'description_html', 'seo_title', 'seo_description'] as const;
type Field = (typeof FIELDS)[number];

const current = (p: ProductRow): ContentFields => ({
  title: p.title,
  description_html: p.description_html ?? '',
  seo_title: p.seo_title ?? null,
  seo_description: p.seo_description ?? null,
});

interface ContentPlan {
  p: ProductRow;
  before: ContentFields;
  after: ContentFields;
  changed: Field[];
}

async function plan(input: Types.StorefrontUpdateContentInput, ctx: HandlerContext): Promise<ContentPlan> {
  const given = FIELDS.filter((f) => input[f] !== undefined);
  if (given.length === 0) throw new ArgumentError('title', 'give at least one of title, description_html, seo_title, seo_description');
  if (input.title !== undefined && input.title.trim() === '') throw new ArgumentError('title', 'must not be empty or only spaces');
  const p = await findProduct(ctx, input);
  const before = current(p);
  const after: ContentFields = { ...before };
  for (const f of given) (after as unknown as Record<Field, string | null>)[f] = input[f] ?? null;
  const changed = given.filter((f) => after[f] !== before[f]);
  if (changed.length === 0) throw new ArgumentError(given[0]!, 'nothing to change: the product already has this content');
  return { p, before, after, changed };
}

export const storefrontUpdateContent: ProposedWriteHandler<Types.StorefrontUpdateContentInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const { p, before, after, changed } = await plan(input, ctx);
    const changes: ChangeItem[] = changed.map((f) => ({
      resource_kind: 'product',
      resource_ref: p.id,
      field: f,
      before: before[f],
      after: after[f],
    }));
    // The version the content is based on: another content change in between fails the card.
    changes.push({
      resource_kind: 'product',
      resource_ref: p.id,
      field: 'content_version',
      before: Number(p.content_version ?? 0),
      after: Number(p.content_version ?? 0) + 1,
    });
    return {
      title: `Update ${changed.join(', ')} of ${productLabel(p)}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes,
      amount_cents: null,
      reversibility_class: 'reversible',
      reversal: {
        operation: 'storefront_update_content',
        arguments: { product_id: p.id, ...Object.fromEntries(changed.map((f) => [f, before[f]])) },
        description: `Set ${changed.join(', ')} of ${productLabel(p)} back to the values of content version ${Number(p.content_version ?? 0)} (recorded as a new version).`,
      },
    };
  },
  async apply(input, ctx) {
    const { p, after } = await plan(input, ctx);
    const version = await recordContentVersion(ctx, p.id, Number(p.content_version ?? 0), after);
    await ctx.connectors.storefront.updateContent(ctx, p.id, after, version);
  },
};
