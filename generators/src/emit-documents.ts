/**
 * Emitter: the public documents the server serves: the bundled OpenAPI document (`openapi.json`,
 * the contract artefact) and the deprecation table (`deprecations.ts`, from spec/deprecations.yaml:
 * the one source for the Deprecation/Sunset/Link headers, changelog.json and the docs table).
 */
import { type ContractIR, tsBanner } from './ir';

export interface DeprecationIR {
  id: string;
  subject: { method: string; path: string };
  announced: string;
  sunset: string;
  instead: string;
  link: string;
}

/**
 * `openapi.json`, the contract artefact (packages/contract/src/documents.ts loads it once): the
 * bundled OpenAPI 3.1 document, two-space indented with a final newline. JSON has no comments,
 * so it carries no banner; .gitattributes marks it generated.
 */
export function emitOpenApiJson(ir: Pick<ContractIR, 'document'>): string {
  return `${JSON.stringify(ir.document, null, 2)}\n`;
}

/** Checks and normalises spec/deprecations.yaml's entries (dates as YYYY-MM-DD). */
export function parseDeprecations(raw: unknown): DeprecationIR[] {
  const list = (raw as { deprecations?: unknown })?.deprecations;
  if (!Array.isArray(list)) throw new Error('spec/deprecations.yaml: top-level `deprecations` list is required');
  return list.map((entry, i) => {
    const e = entry as Record<string, unknown>;
    const subject = e.subject as Record<string, unknown> | undefined;
    const date = (v: unknown, field: string): string => {
      const s = v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) throw new Error(`deprecations[${i}].${field}: expected YYYY-MM-DD, got ${s}`);
      return s;
    };
    for (const field of ['id', 'instead', 'link']) {
      if (typeof e[field] !== 'string') throw new Error(`deprecations[${i}].${field}: string required`);
    }
    if (typeof subject?.method !== 'string' || typeof subject.path !== 'string') {
      throw new Error(`deprecations[${i}].subject: {method, path} required`);
    }
    return {
      id: e.id as string,
      subject: { method: subject.method.toUpperCase(), path: subject.path },
      announced: date(e.announced, 'announced'),
      sunset: date(e.sunset, 'sunset'),
      instead: e.instead as string,
      link: e.link as string,
    };
  });
}

export function emitDeprecations(deprecations: DeprecationIR[]): string {
  return `${tsBanner()}
/** One deprecated subject (spec/deprecations.yaml). Dates are YYYY-MM-DD (UTC). */
export interface Deprecation {
  id: string;
  subject: { method: string; path: string };
  announced: string;
  sunset: string;
  instead: string;
  link: string;
}

export const DEPRECATIONS: readonly Deprecation[] = ${JSON.stringify(deprecations, null, 2)};
`;
}
