/**
 * Webhook receiver: verifies StoreOps deliveries with @storeops/webhooks and prints each typed
 * event as one line on stdout:
 *
 *   <time> <type> <id> subject=<subject>[ sandbox] <summary>
 *
 * Refused deliveries are answered 400 (503 when the keys cannot be loaded) and printed as one line
 * on stderr: `rejected <code>: <message>`. A redelivered `webhook-id` is answered 204 and printed
 * on stderr as `duplicate <id>`; an event of a type newer than the package is answered 204 and
 * printed on stderr as `ignored unknown_event_type: <message>`.
 *
 *   STOREOPS_BASE_URL=http://127.0.0.1:8080 PORT=4000 pnpm --filter @storeops/example-webhook-receiver start
 *
 * Settings: STOREOPS_BASE_URL (default http://127.0.0.1:8080; the keys come from
 * `${STOREOPS_BASE_URL}/.well-known/jwks.json`), PORT (default 4000; 0 picks a free port), HOST
 * (default 127.0.0.1). It listens at POST /webhooks (the URL to subscribe is printed at start) and
 * exits 0 on SIGTERM or SIGINT. Exit code 2: bad settings.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDeduper, type StoreOpsEvent } from '@storeops/webhooks';
import { webhookMiddleware } from '@storeops/webhooks/node';

const baseUrl = process.env.STOREOPS_BASE_URL ?? 'http://127.0.0.1:8080';
if (!URL.canParse(baseUrl) || !['http:', 'https:'].includes(new URL(baseUrl).protocol)) {
  console.error(`STOREOPS_BASE_URL=${baseUrl} is not an http(s) URL; set it to the StoreOps Base URL (e.g. http://127.0.0.1:8080).`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT=${process.env.PORT} is not a port number.`);
  process.exit(2);
}
const jwksUrl = new URL('/.well-known/jwks.json', baseUrl).href;

/** One line about the event; `switch` on `type` narrows `data` to that type's payload. */
function summary(event: StoreOpsEvent): string {
  switch (event.type) {
    case 'approval.requested':
      return `${JSON.stringify(event.data.title)} ${event.data.kind}, expires ${event.data.expires_at}`;
    case 'approval.decided':
      return `${JSON.stringify(event.data.title)} ${event.data.status} by ${event.data.decided_by}${event.data.applied ? ', applied' : ''}`;
    case 'approval.expired':
      return `${JSON.stringify(event.data.title)} expired at ${event.data.expired_at}`;
    case 'intent.field_overwritten_externally':
      return `${event.data.resource_kind} ${event.data.resource_ref} ${event.data.field}: ${event.data.desired} -> ${event.data.observed}`;
    default:
      return JSON.stringify(event.data);
  }
}

const dedupe = createDeduper();
const receive = webhookMiddleware({
  jwksUrl,
  dedupe,
  onEvent: (event) => {
    console.log(
      `${event.time} ${event.type} ${event.id} subject=${event.subject}${event.sandbox === true ? ' sandbox' : ''} ${summary(event)}`,
    );
  },
  onDuplicate: (event) => console.error(`duplicate ${event.id}`),
  onIgnored: (err) => console.error(`ignored ${err.code}: ${err.message}`),
  onRejected: (err) => console.error(`rejected ${err.code}: ${err.message}`),
});

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://receiver').pathname;
  if (path !== '/webhooks') return void res.writeHead(404).end();
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
  receive(req, res).catch((err: unknown) => {
    console.error(`receiver error: ${err instanceof Error ? err.message : String(err)}`);
    if (!res.headersSent) res.writeHead(500).end();
  });
});

server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  const { address, port: bound } = server.address() as AddressInfo;
  console.log(`Receiving StoreOps webhooks at http://${address}:${bound}/webhooks (keys: ${jwksUrl})`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
