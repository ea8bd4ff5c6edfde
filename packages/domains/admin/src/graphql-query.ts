/**
 * storefront_graphql_query (seed catalogue "admin:read, read"): read-only GraphQL over the store's
 * catalog, orders and customers, with depth and cost limits (graphql.ts). graphql-js and the schema
 * are loaded on the first query, not when the service starts.
 */
import type { HandlerContext, Types } from '@storeops/contract';

export async function storefrontGraphqlQuery(
  input: Types.StorefrontGraphqlQueryInput,
  ctx: HandlerContext,
): Promise<Types.StorefrontGraphqlQueryResult> {
  return (await import('./graphql')).runGraphql(input, ctx);
}
