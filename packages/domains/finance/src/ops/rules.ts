/**
 * Booking rules of the statement import: which chart account (by system key)
 * a new, unmatched statement row most likely belongs to, from keywords in its counterparty
 * (confidence 0.7) or else its description (0.5). The first rule that matches wins; the list is
 * ordered so that specific rules (payment provider fees) come before general ones. A match only
 * makes a pending `book_bank_transaction` proposal: nothing is posted until a person accepts it.
 */
import type { StatementRow } from './statement';

export interface BookingRule {
  /** Where the money goes (out) or comes from (in). */
  direction: 'out' | 'in';
  /** Lower-case keywords, matched as whole words or phrases. */
  keywords: readonly string[];
  /** System key of the account on the other side of the bank line. */
  systemKey: string;
  /** Says why, for the proposal's rationale. */
  label: string;
}

/** The rules, in the order they are tried (documented in finance_bank_statement_import.yaml). */
export const BOOKING_RULES: readonly BookingRule[] = [
  {
    direction: 'out',
    keywords: ['stripe fee', 'stripe fees', 'paypal fee', 'paypal fees', 'adyen fee', 'mollie fee', 'processing fee'],
    systemKey: 'psp_fees',
    label: 'payment provider fees',
  },
  {
    direction: 'out',
    keywords: ['google ads', 'meta', 'facebook', 'instagram', 'tiktok', 'pinterest', 'linkedin', 'microsoft ads'],
    systemKey: 'advertising',
    label: 'an advertising platform',
  },
  { direction: 'out', keywords: ['rent', 'landlord', 'huur', 'miete'], systemKey: 'rent', label: 'rent' },
  { direction: 'out', keywords: ['salary', 'salaries', 'payroll', 'wages', 'salaris'], systemKey: 'payroll', label: 'payroll' },
  {
    direction: 'out',
    keywords: [
      'aws',
      'amazon web services',
      'shopify',
      'github',
      'google workspace',
      'slack',
      'adobe',
      'notion',
      'atlassian',
      'microsoft 365',
    ],
    systemKey: 'software',
    label: 'a software subscription',
  },
  {
    direction: 'out',
    keywords: ['dhl', 'ups', 'fedex', 'postnl', 'dpd', 'gls', 'usps', 'royal mail', 'sendcloud'],
    systemKey: 'shipping_costs',
    label: 'a carrier or fulfilment service',
  },
  {
    direction: 'out',
    keywords: ['bank fee', 'bank fees', 'bank charge', 'bank charges', 'service charge', 'account fee'],
    systemKey: 'bank_fees',
    label: 'bank charges',
  },
  { direction: 'out', keywords: ['office', 'staples', 'vodafone', 'kpn'], systemKey: 'office', label: 'office costs' },
  {
    direction: 'in',
    keywords: ['stripe', 'paypal', 'adyen', 'mollie', 'payout'],
    systemKey: 'psp_clearing',
    label: 'a payment provider payout',
  },
];

function contains(text: string, keyword: string): boolean {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}

/** A rule that names an account for `row`, with confidence and rationale; null when none does (or the amount is 0). */
export function ruleFor(row: Pick<StatementRow, 'amount_cents' | 'counterparty' | 'description'>): {
  rule: BookingRule;
  confidence: number;
  rationale: string;
} | null {
  if (row.amount_cents === 0) return null;
  const direction = row.amount_cents < 0 ? 'out' : 'in';
  const fields: Array<[string, string | null, number]> = [
    ['counterparty', row.counterparty, 0.7],
    ['description', row.description, 0.5],
  ];
  for (const [name, value, confidence] of fields) {
    if (value === null) continue;
    const text = value.toLowerCase();
    for (const rule of BOOKING_RULES) {
      if (rule.direction !== direction) continue;
      const hit = rule.keywords.find((k) => contains(text, k));
      if (hit !== undefined)
        return { rule, confidence, rationale: `Rule "${rule.label}": the ${name} "${value}" mentions "${hit}" (money ${direction}).` };
    }
  }
  return null;
}
