/**
 * Thrown by a domain handler when an argument is well-formed but unusable against the store's
 * data (e.g. a `product_id` that is a UUID but names no product of this store). The invoke core
 * answers it as 400 `invalid_request`; the message starts with the argument's name.
 */
export class ArgumentError extends Error {
  constructor(
    readonly argument: string,
    detail: string,
  ) {
    super(`${argument}: ${detail}`);
    this.name = 'ArgumentError';
  }
}
