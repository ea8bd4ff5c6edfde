/**
 * get_content_versions (seed: catalog "get_content_versions"): the recorded versions of one
 * product's title, description and SEO fields, newest first, with what changed from the version
 * before. Two queries: the product, then the page plus the version just below it.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { toNumber } from '@storeops/db';
import { lookupProduct, type ProductSelector } from './product-lookup';

const FIELDS = ['title', 'description_html', 'seo_title', 'seo_description'] as const;
type Fields = Pick<Types.ContentVersion, (typeof FIELDS)[number]>;

/** Fields of `v` that differ from `prev` (every field when there is no previous version). */
export function changedFields(v: Fields, prev: Fields | undefined): Types.ContentVersion['changed_fields'] {
  return FIELDS.filter((f) => prev === undefined || v[f] !== prev[f]);
}

export async function getContentVersions(
  input: ProductSelector & { limit: number; before_version?: number },
  ctx: Pick<HandlerContext, 'scope'>,
): Promise<Types.GetContentVersionsResult> {
  const p = await lookupProduct(ctx.scope, input);
  const q = ctx.scope
    .from('content_versions', 'c')
    .select('c.version', 'c.title', 'c.description_html', 'c.seo_title', 'c.seo_description')
    .select('c.author', 'c.source', 'c.approval_id', 'c.created_at')
    .where('c.product_id', p.id)
    .orderBy('c.version', 'desc');
  if (input.before_version !== undefined) q.where('c.version', '<', input.before_version);
  // One row more than the page: the version before the page's oldest (for its changed_fields).
  const rows = ((await q.limit(input.limit + 1)) as Array<Record<string, unknown>>).map((r) => ({
    version: toNumber(r.version) ?? 0,
    title: String(r.title),
    description_html: String(r.description_html),
    seo_title: (r.seo_title as string | null) ?? null,
    seo_description: (r.seo_description as string | null) ?? null,
    author: String(r.author),
    source: r.source as Types.ContentVersion['source'],
    approval_id: (r.approval_id as string | null) ?? null,
    created_at: String(r.created_at),
  }));
  const page = rows.slice(0, input.limit);
  const versions = page.map((v, i) => ({ ...v, changed_fields: changedFields(v, rows[i + 1]) }));
  const oldest = versions[versions.length - 1];
  return {
    product_id: p.id,
    handle: p.handle,
    current_version: toNumber(p.content_version) ?? 0,
    versions,
    count: versions.length,
    next_before_version: rows.length > input.limit && oldest !== undefined ? oldest.version : null,
  };
}
