/**
 * @storeops/domain-costs: variant unit costs and business expenses (seed catalogue "costs").
 * Named exports only. Handlers arrive with issue 11's costs operations.
 */
export {};
