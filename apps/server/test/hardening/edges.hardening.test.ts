/**
 * The server's edges as an attacker meets them (docs/architecture.md "Configuration", docs/api.md "Conventions"):
 * - TRUST_PROXY=1 believes one X-Forwarded-For hop, so a spoofed first entry neither names the client nor
 *   escapes the rate limit; an invalid value stops start-up naming the variable;
 * - a client error inside a plugin (a range past the end of a static file, a traversal, a failed If-Match)
 *   keeps its 4xx status in the envelope and is logged at warn, never a 500 with a stack;
 * - an oversized websocket frame closes that socket (1009) and is logged at warn, not error;
 * - `/ws?token=…` never reaches the log;
 * - a forged Host header does not change the upload and invitation links the server returns;
 * - an image path with `/uploads/../` is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../../src/config.ts';
import { issueMemberToken } from '../../src/modules/auth/session.service.ts';
import { createMember } from '../factories.ts';
import type { TestApp } from '../test-app.ts';
import { createLoggedApp, LEVEL, type LoggedApp } from './logged-app.ts';

async function memberToken(l: LoggedApp): Promise<string> {
  const user = await createMember({ app: l.app } as TestApp);
  return (await issueMemberToken(l.app.ctx.db, user.id, 86400)).token;
}

const post = (l: LoggedApp, url: string, body: unknown, headers: Record<string, string> = {}) =>
  l.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    payload: JSON.stringify(body),
  });

describe('TRUST_PROXY', () => {
  let l: LoggedApp;
  beforeAll(async () => {
    l = await createLoggedApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => l.close());

  it('with one hop, the rate-limit address is the one the proxy appended, whatever the client wrote before it', async () => {
    // /api/user/login allows 30 attempts a minute per address; every attempt below has a new spoofed entry.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post(l, '/api/user/login', {}, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await post(l, '/api/user/login', {}, { 'x-forwarded-for': '203.0.113.7, 203.0.113.8' });
    expect(other.statusCode).not.toBe(429);
    const seen = l.logs
      .filter((line) => line.msg === 'incoming request')
      .map((line) => (line.req as { remoteAddress: string }).remoteAddress);
    expect(new Set(seen)).toEqual(new Set(['203.0.113.7', '203.0.113.8']));
  });

  it('reads `true` as one hop, takes a hop count or proxy CIDRs, and stops on anything else naming the variable', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/^Invalid configuration: TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('edges of the HTTP server', () => {
  let l: LoggedApp;
  let token: string;
  const file = '/uploads/2026/11/0123456789abcdef0123456789abcdef.jpg';
  beforeAll(async () => {
    l = await createLoggedApp();
    token = await memberToken(l);
    const onDisk = path.join(l.dataDir, file);
    fs.mkdirSync(path.dirname(onDisk), { recursive: true });
    fs.writeFileSync(
      onDisk,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#48c' } })
        .jpeg()
        .toBuffer(),
    );
  });
  afterAll(() => l.close());

  const errorLines = () => l.logs.filter((line) => line.level >= LEVEL.error);

  it.each([
    ['a range past the end of a file', file, { range: 'bytes=99999999-' }, 416, 'This request cannot be served'],
    ['a backslash traversal', '/uploads/..%5cx', {}, 403, 'You do not have permission to do this'],
    ['a failed If-Match', file, { 'if-match': '"not-this-one"' }, 412, 'This request cannot be served'],
  ])('answers %s with its 4xx status in the envelope, logged at warn', async (_name, url, headers, status, msg) => {
    const res = await l.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: 0, msg, data: null });
    const lines = l.logs.filter((line) => line.msg === 'client error' && line.status === status);
    expect(lines.map((line) => line.level)).toContain(LEVEL.warn);
    expect(errorLines()).toEqual([]);
  });

  it('answers a URL whose escapes do not decode with a 400 envelope, logged at warn', async () => {
    const res = await l.inject({ method: 'GET', url: '/uploads/%E0%A4%A', headers: { 'accept-language': 'vi' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: 'Không thể xử lý yêu cầu này', data: null });
    expect(l.logs.filter((line) => line.code === 'FST_ERR_BAD_URL').map((line) => line.level)).toEqual([LEVEL.warn]);
  });

  it('never answers 500 to a range on the member app’s page', async () => {
    const res = await l.inject({ method: 'GET', url: '/', headers: { range: 'bytes=99999999-' } });
    // 416 when the web build is present, 404 when the server runs without it.
    expect([404, 416]).toContain(res.statusCode);
    expect(errorLines()).toEqual([]);
  });

  it('refuses an image path that climbs out of /uploads/', async () => {
    for (const avatar of ['/uploads/../data/app.sqlite', '/uploads/2026/./x.jpg', '/uploads//x.jpg']) {
      const res = await post(l, '/api/user/profile', { avatar }, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/image/i);
    }
    expect((await post(l, '/api/user/profile', { avatar: file }, { token })).statusCode).toBe(200);
  });

  it('refuses a community post whose image path climbs out of /uploads/, storing no post', async () => {
    for (const image of ['/uploads/../data/app.sqlite', '/uploads/2026/../../x.jpg', '/uploads/./x.jpg', '/uploads//x.jpg']) {
      const res = await post(l, '/api/article/post', { content: 'look', images: [image] }, { token });
      expect([image, res.statusCode, res.json().msg]).toEqual([image, 400, 'Images must be pictures uploaded to this app']);
    }
    const stored = await l.app.ctx.db.selectFrom('articles').select('id').where('content', '=', 'look').execute();
    expect(stored).toEqual([]);
    expect((await post(l, '/api/article/post', { content: 'look', images: [file] }, { token })).statusCode).toBe(200);
  });
});

describe('chat socket edges', () => {
  let l: LoggedApp;
  let url: string;
  beforeAll(async () => {
    l = await createLoggedApp();
    await l.app.listen({ port: 0, host: '127.0.0.1' });
    const address = l.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/ws`;
  });
  afterAll(() => l.close());

  const open = (target: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(target);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

  it('closes a socket that sends a frame over the limit with 1009, logged at warn, and keeps serving', async () => {
    const ws = await open(url);
    const code = closed(ws);
    ws.send('x'.repeat(10_000));
    expect(await code).toBe(1009);
    const lines = l.logs.filter((line) => line.msg === 'chat socket: client protocol error');
    expect(lines).toEqual([expect.objectContaining({ level: LEVEL.warn, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' })]);
    expect(l.logs.filter((line) => line.level >= LEVEL.error)).toEqual([]);
    const next = await open(url);
    next.close();
  });

  it('writes no session token from /ws?token= into the log', async () => {
    const token = await memberToken(l);
    const ws = await open(`${url}?token=${encodeURIComponent(token)}&v=2`);
    ws.close();
    await closed(ws);
    expect(l.logText()).not.toContain(token);
    const urls = l.logs.filter((line) => line.msg === 'incoming request').map((line) => (line.req as { url: string }).url);
    expect(urls).toContain('/ws?token=%5Bredacted%5D&v=2');
  });
});

describe('links without PUBLIC_URL', () => {
  let l: LoggedApp;
  let token: string;
  beforeAll(async () => {
    l = await createLoggedApp();
    token = await memberToken(l);
  });
  afterAll(() => l.close());

  async function upload(host: string) {
    const boundary = '----edges-boundary';
    const image = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c83' } })
      .png()
      .toBuffer();
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const res = await l.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, host },
      payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    return res.json().data as { url: string; fullurl: string };
  }

  it('keeps the first origin served: a forged Host changes neither upload nor invitation links', async () => {
    const first = await upload('app.example.test');
    expect(first.fullurl).toBe(`http://app.example.test${first.url}`);
    const forged = await upload('attacker.example');
    expect(forged.fullurl).toBe(`http://app.example.test${forged.url}`);
    const invite = await post(l, '/api/user/qrcode', {}, { token, host: 'attacker.example' });
    expect(invite.json().data.invite_url).toMatch(/^http:\/\/app\.example\.test\//);
  });
});
