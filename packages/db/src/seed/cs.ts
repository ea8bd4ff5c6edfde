/** Customer-service threads (2..6 messages each) of mixed severity and status. */
import type { CsMessageRow, CsSeverity, CsStatus, CsThreadRow } from '../tables';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { Clock, DAY_MS, HOUR_MS, MINUTE_MS, iso, money, toSecond } from './time';

interface Topic {
  subject: string;
  severity: readonly (readonly [CsSeverity, number])[];
  /** First customer message; `{order}` and `{amount}` are filled in. */
  opening: readonly string[];
  reply: readonly string[];
  needsOrder: boolean;
}

const FOLLOW_UPS_IN = [
  'Any update on this? It has been a few days.',
  'Thanks, but that does not solve it for me.',
  'Could you confirm by email please?',
  'I have attached a photo of the problem.',
  'OK, thank you. How long will that take?',
];
const FOLLOW_UPS_OUT = [
  'Thanks for your patience - I have passed this to our logistics team and will update you within 24 hours.',
  'I have confirmed this on our side; you should see it reflected within 3-5 working days.',
  'Sorry for the trouble. I have escalated this to a team lead.',
  'Could you send us a photo of the label so we can raise it with the carrier?',
  'All sorted on our side - let us know if anything else comes up.',
];

const HOSTED_TOPICS: readonly Topic[] = [
  {
    subject: 'Where is my order #{order}?',
    severity: [
      ['normal', 6],
      ['high', 3],
    ],
    needsOrder: true,
    opening: [
      'Hi, my order #{order} has not arrived and the tracking has not moved since Tuesday.',
      'Tracking for #{order} says delivered but nothing is here.',
    ],
    reply: [
      'I have checked #{order} with the carrier: it is in the local depot and should arrive tomorrow.',
      'Sorry about that - I have opened a trace with the carrier for #{order}.',
    ],
  },
  {
    subject: 'Wrong size received',
    severity: [
      ['normal', 7],
      ['low', 2],
    ],
    needsOrder: true,
    opening: ['I ordered a M but received a XL in order #{order}. Can I swap it?'],
    reply: ['Apologies for the mix-up. I have sent a prepaid return label and reserved the right size for you.'],
  },
  {
    subject: 'Item arrived damaged',
    severity: [
      ['high', 6],
      ['critical', 1],
    ],
    needsOrder: true,
    opening: ['The item in order #{order} arrived with a tear in the fabric. Very disappointed.', 'My mugs from #{order} arrived broken.'],
    reply: ['I am sorry it arrived like that. I have issued a replacement at no cost; no need to send the item back.'],
  },
  {
    subject: 'Refund not received yet',
    severity: [
      ['high', 5],
      ['normal', 4],
    ],
    needsOrder: true,
    opening: ['I returned order #{order} two weeks ago and still have not seen the refund of {amount}.'],
    reply: ['The refund of {amount} for #{order} was issued yesterday; banks take 3-5 working days to show it.'],
  },
  {
    subject: 'Chargeback notice for order #{order}',
    severity: [['critical', 1]],
    needsOrder: true,
    opening: ['I did not authorise order #{order} and I have contacted my bank.'],
    reply: ['Thank you for letting us know. We have paused fulfilment and are reviewing order #{order} with our payments team.'],
  },
  {
    subject: 'Sizing question',
    severity: [
      ['low', 5],
      ['normal', 2],
    ],
    needsOrder: false,
    opening: ['Does the Merino Crew Sweater run small? I am usually between M and L.'],
    reply: ['It has a relaxed fit; most customers between sizes take the smaller one.'],
  },
  {
    subject: 'Change delivery address',
    severity: [
      ['normal', 4],
      ['high', 2],
    ],
    needsOrder: true,
    opening: ['Can you change the delivery address on #{order}? I moved last week.'],
    reply: ['Done - #{order} will now ship to the new address.'],
  },
  {
    subject: 'Discount code not working',
    severity: [
      ['low', 3],
      ['normal', 3],
    ],
    needsOrder: false,
    opening: ['The code from your newsletter says it is invalid at checkout.'],
    reply: ['That code expired on Sunday, but I have created a new one for you: THANKS10.'],
  },
];

const BUSINESS_TOPICS: readonly Topic[] = [
  {
    subject: 'Invoice question for order #{order}',
    severity: [
      ['normal', 5],
      ['low', 2],
    ],
    needsOrder: true,
    opening: ['Our accounts team needs the VAT number on the invoice for #{order}.'],
    reply: ['Attached is the corrected invoice for #{order} with our tax ID.'],
  },
  {
    subject: 'Delivery delayed: #{order}',
    severity: [
      ['high', 4],
      ['normal', 3],
    ],
    needsOrder: true,
    opening: ['Our café opens Monday and pallet #{order} has not arrived.'],
    reply: ['The freight carrier confirmed delivery for Friday morning; I have added a liftgate at no charge.'],
  },
  {
    subject: 'Damaged pallet on #{order}',
    severity: [
      ['high', 4],
      ['critical', 1],
    ],
    needsOrder: true,
    opening: ['Two cases in #{order} were crushed. Please advise.'],
    reply: ['I have credited {amount} and shipped replacements for the two cases.'],
  },
  {
    subject: 'Volume pricing request',
    severity: [
      ['low', 4],
      ['normal', 3],
    ],
    needsOrder: false,
    opening: ['We are opening two more locations. Can we get tiered pricing on beans?'],
    reply: ['Happy to help - I have sent our tiered price sheet for 50 kg+ monthly volumes.'],
  },
  {
    subject: 'Marketplace dispute on order #{order}',
    severity: [['critical', 1]],
    needsOrder: true,
    opening: ['The marketplace opened a dispute on #{order}: buyer says not received.'],
    reply: ['We have uploaded proof of delivery for #{order} to the marketplace case.'],
  },
];

const FIRST_NAMES = [
  'Emma',
  'Lucas',
  'Sofia',
  'Noah',
  'Mila',
  'Finn',
  'Julia',
  'Daan',
  'Sara',
  'Liam',
  'Anna',
  'Jonas',
  'Eva',
  'Max',
  'Nora',
  'Felix',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Müller',
  'Rossi',
  'Dubois',
  'Nielsen',
  'García',
  'Kowalski',
  'Bakker',
  'Smith',
  'Okafor',
  'Lindqvist',
];
const SLA_HOURS: Record<CsSeverity, number> = { critical: 2, high: 8, normal: 24, low: 48 };

export interface CsResult {
  threads: CsThreadRow[];
  messages: CsMessageRow[];
}

/** `count` threads over the last 30 days; open ones are recent; due times follow the severity SLA. */
export function generateCs(
  rng: Rng,
  clock: Clock,
  storeId: string,
  currency: string,
  hosted: boolean,
  orders: readonly OrderPlan[],
  count: number,
  agents: readonly string[],
): CsResult {
  const topics = hosted ? HOSTED_TOPICS : BUSINESS_TOPICS;
  const recent = orders.filter((o) => o.createdMs > clock.anchorMs - 45 * DAY_MS);
  const threads: CsThreadRow[] = [];
  const messages: CsMessageRow[] = [];
  for (let i = 0; i < Math.max(1, count); i++) {
    // One stream per thread: its id, topic, status and messages are the same whatever the anchor
    // date (only the order it names follows the orders of that date), so the documented examples
    // that name a seeded thread find it, in the same state, on any day.
    const r = rng.fork(`thread ${i}`);
    let topic = r.pick(topics);
    if (topic.needsOrder && recent.length === 0) topic = topics.find((t) => !t.needsOrder) ?? topic;
    const order = topic.needsOrder && recent.length > 0 ? r.pick(recent) : null;
    const severity = r.weighted(topic.severity);
    const status: CsStatus = r.weighted([
      ['open', 35],
      ['pending', 25],
      ['resolved', 40],
    ] as const);
    const n = r.int(2, 6);
    const gaps = Array.from({ length: n - 1 }, () => r.int(8, 20 * 60) * MINUTE_MS);
    const span = gaps.reduce((a, b) => a + b, 0);
    const maxAge = status === 'resolved' ? 30 * DAY_MS : 7 * DAY_MS;
    const start = toSecond(clock.anchorMs - span - MINUTE_MS - r.range(0, Math.max(HOUR_MS, maxAge - span)));
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const agentName = r.pick(agents);
    const fill = (text: string) =>
      text
        .replace(/\{order\}/g, String(order?.row.order_number ?? ''))
        .replace(/\{amount\}/g, money(order ? Math.max(order.row.refunded_cents, Math.round(order.row.total_cents / 3)) : 0, currency));
    const thread: CsThreadRow = {
      id: r.uuid(),
      store_id: storeId,
      customer_ref: order?.row.customer_ref ?? `cus_${r.base36(14)}`,
      subject: fill(topic.subject),
      channel:
        order?.row.channel === 'marketplace'
          ? 'marketplace'
          : r.weighted([
              ['email', 6],
              ['chat', 3],
              ['marketplace', hosted ? 1 : 2],
            ] as const),
      severity,
      status,
      order_id: order?.row.id ?? null,
      escalated: r.chance(severity === 'critical' ? 0.7 : severity === 'high' ? 0.25 : severity === 'normal' ? 0.05 : 0),
      created_at: iso(start),
      last_message_at: '',
      first_response_due_at: status === 'resolved' ? null : iso(start + SLA_HOURS[severity] * HOUR_MS),
    };
    // The customer opens; then replies alternate. Open threads wait on us (last message inbound),
    // pending and resolved ones on the customer (last message outbound).
    const inboundAt = Array.from({ length: n }, (_, k) => k % 2 === 0);
    inboundAt[n - 1] = status === 'open';
    let at = start;
    for (let k = 0; k < n; k++) {
      if (k > 0) at += gaps[k - 1] as number;
      const inbound = inboundAt[k] as boolean;
      const body =
        k === 0
          ? fill(r.pick(topic.opening))
          : k === 1 && !inbound
            ? fill(r.pick(topic.reply))
            : r.pick(inbound ? FOLLOW_UPS_IN : FOLLOW_UPS_OUT);
      messages.push({
        id: r.uuid(),
        store_id: storeId,
        thread_id: thread.id,
        direction: inbound ? 'inbound' : 'outbound',
        author: inbound ? name : agentName,
        body,
        created_at: iso(at),
      });
    }
    thread.last_message_at = iso(at);
    threads.push(thread);
  }
  // At every scale the store shows an escalation (the triage queue is never empty): when chance
  // gave none, the first unresolved thread with an order (else any with an order, else the first)
  // is escalated. Decided after the draws, so no thread's stream moves.
  if (!threads.some((t) => t.escalated)) {
    const pick =
      threads.find((t) => t.status !== 'resolved' && t.order_id !== null) ?? threads.find((t) => t.order_id !== null) ?? threads[0];
    if (pick !== undefined) pick.escalated = true;
  }
  return { threads, messages };
}
