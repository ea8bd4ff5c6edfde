/**
 * where_in_service (seed catalogue "general"): where in the dashboard to do something, from the
 * dashboard map (destinations.ts). Reads no store data.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { DESTINATIONS, destinationUrl, type DashboardDestination } from './destinations';

/** Words that carry no meaning for finding a place ("where do I ...?"). */
// prettier-ignore
const STOPWORDS = new Set([
  'a', 'an', 'and', 'are', 'at', 'be', 'can', 'do', 'does', 'for', 'from', 'get', 'go', 'how', 'i', 'in', 'into', 'is', 'it',
  'me', 'my', 'of', 'on', 'or', 'page', 'see', 'set', 'the', 'there', 'this', 'to', 'up', 'use', 'want', 'what', 'where',
  'which', 'with', 'you', 'your',
]);

/** Singular stem of a lower-case word: "keys" -> "key", "switches" -> "switch"; "status", "access" unchanged. */
function stem(w: string): string {
  if (w.length > 4 && /(sses|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** The lower-case words of `text` (letters and digits; everything else separates). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** The stems a question is matched on: its words without stopwords. */
export function questionTerms(question: string): string[] {
  return [
    ...new Set(
      words(question)
        .filter((w) => !STOPWORDS.has(w))
        .map(stem),
    ),
  ];
}

const vocabulary = (d: DashboardDestination): Set<string> =>
  new Set(words([d.page, d.section, d.buttonText, ...d.keywords].join(' ')).map(stem));
const VOCABULARIES = new Map(DESTINATIONS.map((d) => [d, vocabulary(d)]));

/**
 * Share of the question's meaningful words (stopwords left out) found among a destination's
 * words and synonyms: 0 (none) to 1 (all), 3 decimals.
 */
export function matchScore(question: string, destination: DashboardDestination): number {
  const asked = questionTerms(question);
  if (asked.length === 0) return 0;
  const known = VOCABULARIES.get(destination) ?? vocabulary(destination);
  const hits = asked.filter((w) => known.has(w)).length;
  return Math.round((hits / asked.length) * 1000) / 1000;
}

/**
 * Without a question: the whole map in its fixed order, every score 0 (nothing was matched). With
 * one: the destinations scoring above 0, best first (ties keep the map's order); empty when no
 * word matches. URLs follow destinations.ts's scheme for the caller's store (a sandbox copy's
 * pages for a sandbox key).
 */
export async function whereInService(
  input: Types.WhereInServiceInput,
  ctx: Pick<HandlerContext, 'store'>,
): Promise<Types.WhereInServiceResult> {
  const question = input.question ?? null;
  const scored = DESTINATIONS.map((d) => ({ d, score: question === null ? 0 : matchScore(question, d) }));
  const ranked = question === null ? scored : scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score);
  return {
    question,
    destinations: ranked.map(({ d, score }) => ({
      page: d.page,
      url: destinationUrl(d, ctx.store),
      section: d.section,
      button_text: d.buttonText,
      score,
    })),
  };
}
