/**
 * The egress rules, over real sockets on loopback where a connection is involved: public addresses
 * only, checked at creation and again at connect time (a name that resolves public at creation and
 * private at delivery reaches nothing); the development loopback switch opens loopback and nothing
 * else.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressRefused, addressRange, checkTarget, createPoster, isPublicAddress, type EgressPolicy, type Resolver } from './index';

const fixed =
  (...answers: string[][]): Resolver =>
  async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
const policy = (resolver: Resolver, allowLoopback = false): EgressPolicy => ({ resolver, allowLoopback });

describe('address classification', () => {
  it.each([
    ['93.184.216.34', true, 'unicast'],
    ['2606:2800:220:1:248:1893:25c8:1946', true, 'unicast'],
    ['10.1.2.3', false, 'private'],
    ['172.16.0.1', false, 'private'],
    ['192.168.1.1', false, 'private'],
    ['127.0.0.1', false, 'loopback'],
    ['::1', false, 'loopback'],
    ['169.254.169.254', false, 'linkLocal'],
    ['fe80::1', false, 'linkLocal'],
    ['100.64.0.1', false, 'carrierGradeNat'],
    ['0.0.0.0', false, 'unspecified'],
    ['fc00::1', false, 'uniqueLocal'],
    ['::ffff:10.0.0.1', false, 'private'],
    ['::ffff:93.184.216.34', true, 'unicast'],
    ['2002:a00:1::1', false, '6to4'],
    ['64:ff9b::a00:1', false, 'rfc6052'],
    ['224.0.0.1', false, 'multicast'],
    ['198.51.100.7', false, 'reserved'],
  ])('%s public=%s (%s)', (address, pub, range) => {
    expect(isPublicAddress(address)).toBe(pub);
    expect(addressRange(address)).toBe(range);
  });
});

describe('checkTarget (subscription creation)', () => {
  const publicOnly = policy(fixed(['93.184.216.34']));
  it('accepts https to a name resolving to public addresses only', async () => {
    expect(await checkTarget('https://hooks.example.com/storeops', publicOnly)).toBeNull();
  });
  it.each([
    ['http://hooks.example.com/x', 'not_https'],
    ['ftp://hooks.example.com/x', 'not_https'],
    ['https://user:pw@hooks.example.com/x', 'credentials_in_url'],
    ['not a url', 'not_a_url'],
    ['https://10.0.0.8/x', 'private_address'],
    ['https://[::1]:8443/x', 'private_address'],
    ['https://169.254.169.254/latest/meta-data', 'private_address'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect((await checkTarget(url, publicOnly))?.reason).toBe(reason);
  });
  it('refuses a name with any non-public address, and a name that does not resolve', async () => {
    expect((await checkTarget('https://mixed.example/x', policy(fixed(['93.184.216.34', '10.0.0.1']))))?.reason).toBe('private_address');
    const nowhere: Resolver = async () => {
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect((await checkTarget('https://nowhere.example/x', policy(nowhere)))?.reason).toBe('unresolvable');
  });
  it('the loopback switch opens localhost with a port, and nothing else private', async () => {
    const dev = policy(fixed(['127.0.0.1']), true);
    expect(await checkTarget('http://localhost:9000/hook', dev)).toBeNull();
    expect(await checkTarget('http://127.0.0.1:9000/hook', dev)).toBeNull();
    expect((await checkTarget('http://localhost/hook', dev))?.reason).toBe('not_https');
    expect((await checkTarget('https://10.0.0.8:9000/hook', dev))?.reason).toBe('private_address');
    expect((await checkTarget('https://internal.example:9000/x', policy(fixed(['127.0.0.1']), true)))?.reason).toBe('private_address');
  });
});

describe('delivery: the check runs again at connect time', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('a name that resolved public at creation and private at delivery is refused before connecting', async () => {
    const rebinding = policy(fixed(['93.184.216.34'], ['127.0.0.1']), true);
    expect(await checkTarget(`https://rebind.example:${port}/x`, rebinding)).toBeNull();
    const poster = createPoster(rebinding, 2_000);
    const err = await poster
      .post(`https://rebind.example:${port}/x`, { 'content-type': 'application/json' }, '{}')
      .catch((e: unknown) => e);
    await poster.close();
    expect(err).toBeInstanceOf(Error);
    const refused = (err as { cause?: unknown }).cause ?? err;
    expect(refused).toBeInstanceOf(EgressRefused);
    expect((refused as EgressRefused).refusal.reason).toBe('private_address');
    expect(seen).toEqual([]);
  });

  it('without the switch, a loopback target is refused even over http with a port', async () => {
    const poster = createPoster(policy(fixed(['127.0.0.1'])), 2_000);
    await expect(poster.post(`http://127.0.0.1:${port}/x`, {}, '{}')).rejects.toBeInstanceOf(EgressRefused);
    await expect(poster.post(`http://localhost:${port}/x`, {}, '{}')).rejects.toBeInstanceOf(EgressRefused);
    await poster.close();
    expect(seen).toEqual([]);
  });

  it('with the switch, a loopback target receives the exact body', async () => {
    const poster = createPoster(policy(fixed(['127.0.0.1']), true), 2_000);
    const res = await poster.post(`http://localhost:${port}/x`, { 'content-type': 'application/json' }, '{"a":1}');
    const literal = await poster.post(`http://127.0.0.1:${port}/x`, { 'content-type': 'application/json' }, '{"b":2}');
    await poster.close();
    expect(res.status).toBe(204);
    expect(literal.status).toBe(204);
    expect(seen).toEqual(['{"a":1}', '{"b":2}']);
  });
});
