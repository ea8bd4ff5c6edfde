import { afterEach, describe, expect, it } from 'vitest';

import { recordingTiming, startServer, type TestServer } from './__fixtures__/test-server.js';
import { StoreOps, type AuditEntry } from './client.js';
import { paginate, type CursorPage } from './pagination.js';

function entry(id: string): AuditEntry {
  return {
    id,
    request_id: `req_${id}`,
    created_at: '2026-01-01T00:00:00Z',
    surface: 'rest',
    method: 'POST',
    path: '/api/v1/tools/get_store_overview',
    operation: 'get_store_overview',
    status: 200,
    error_code: null,
    credential_id: 'cred_1',
    subject_ref: null,
    ip: '127.0.0.1',
    duration_ms: 3,
  };
}

const PAGES: Record<string, CursorPage<AuditEntry>> = {
  first: { data: [entry('1'), entry('2')], has_more: true, next_cursor: 'c2' },
  c2: { data: [entry('3'), entry('4')], has_more: true, next_cursor: 'c3' },
  c3: { data: [entry('5')], has_more: false, next_cursor: null },
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('client.audit over a real HTTP server', () => {
  it('iterates all rows across 3 pages with for await', async () => {
    server = await startServer((req) => {
      const url = new URL(req.url, 'http://x');
      const page = PAGES[url.searchParams.get('before') ?? 'first'];
      return page === undefined
        ? { status: 400, body: { error: 'invalid_request', message: 'bad cursor', request_id: 'r' } }
        : { status: 200, body: page };
    });
    const client = new StoreOps({ apiKey: 'sk', baseUrl: server.baseUrl, timing: recordingTiming() });
    const ids: string[] = [];
    for await (const row of client.audit.list({ limit: 2, subject_ref: 'refund:9' })) ids.push(row.id);
    expect(ids).toEqual(['1', '2', '3', '4', '5']);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/audit?limit=2&subject_ref=refund%3A9',
      '/api/v1/audit?limit=2&before=c2&subject_ref=refund%3A9',
      '/api/v1/audit?limit=2&before=c3&subject_ref=refund%3A9',
    ]);
    expect(server.requests.every((r) => r.method === 'GET' && r.headers.authorization === 'Bearer sk')).toBe(true);
  });

  it('fetches one page, and CSV text', async () => {
    server = await startServer((req) =>
      req.url.includes('format=csv')
        ? { status: 200, headers: { 'content-type': 'text/csv' }, body: 'id\n1\n' }
        : { status: 200, body: PAGES.c3 },
    );
    const client = new StoreOps({ apiKey: 'sk', baseUrl: server.baseUrl });
    await expect(client.audit.page({ before: 'c3' })).resolves.toEqual(PAGES.c3);
    await expect(client.audit.csv({ limit: 10 })).resolves.toBe('id\n1\n');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/audit?before=c3', '/api/v1/audit?limit=10&format=csv']);
  });
});

describe('paginate', () => {
  it('is lazy and can iterate pages', async () => {
    const asked: (string | undefined)[] = [];
    const rows = paginate<string>(async (cursor) => {
      asked.push(cursor);
      return cursor === undefined ? { data: ['a'], has_more: true, next_cursor: 'n' } : { data: ['b'], has_more: false };
    });
    for await (const row of rows) {
      expect(row).toBe('a');
      break;
    }
    expect(asked).toEqual([undefined]);
    const pages = [];
    for await (const page of rows.pages()) pages.push(page.data);
    expect(pages).toEqual([['a'], ['b']]);
  });

  it('refuses has_more without a cursor, and a repeated cursor', async () => {
    const missing = paginate<number>(async () => ({ data: [1], has_more: true, next_cursor: null }));
    await expect(collect(missing)).rejects.toThrow(/no next_cursor/);
    const loop = paginate<number>(async () => ({ data: [1], has_more: true, next_cursor: 'same' }), 'same');
    await expect(collect(loop)).rejects.toThrow(/repeats/);
  });
});

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
}
