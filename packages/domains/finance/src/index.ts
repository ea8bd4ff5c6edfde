/**
 * @storeops/domain-finance: the finance books of a store's finance entities (seed catalogue
 * "finance", "Finance entity events"). What the server registers (ARCHITECTURE.md "Handlers"):
 * the handler map, the books other domains post to (HandlerContext `books`), the export job, the
 * sweeps (e-invoice status sync, change-feed retention) and the export download. The books engine
 * and the rest stay internal: the domain's own tests import them by relative path (`../src/books`).
 */
export { handlers } from './handlers';
/** HandlerContext `books`: what other domains post to the books through (contract `Books`). */
export { books } from './books-access';
export { jobs } from './job-kinds';
export { sweeps } from './sweeps';
export { downloads } from './downloads';
