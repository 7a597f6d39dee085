/**
 * A client that goes away before or while its compressed reply is written (a phone losing signal, a tab closed
 * while a slow page loads) is nothing the operator must act on: nothing is logged at warn or error (Fastify
 * logs it at info, "stream closed prematurely"; @fastify/compress leaves a premature close alone), and the
 * next client is answered (docs/reliability.md "Security"). The route answers after a pause, as a slow
 * database query would; both databases.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, LEVEL, type LoggedApp } from './logged-app.ts';

const ABORTS = 30;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const large = () => ({
  items: Array.from({ length: 6000 }, (_, i) => ({
    id: i,
    name: `label ${(i * 7919) % 104729}`,
    hash: (i * 2654435761).toString(36),
  })),
});

describe('a compressed reply the client aborted', () => {
  let l: LoggedApp;
  let port: number;
  beforeAll(async () => {
    l = await createLoggedApp({}, (app) => {
      app.get('/test/slow-large', async () => {
        await pause(150);
        return large();
      });
    });
    await l.app.listen({ port: 0, host: '127.0.0.1' });
    port = (l.app.server.address() as { port: number }).port;
  });
  afterAll(() => l.close());

  /**
   * `early`: the whole request, then the connection closed before the reply; `body`: closed at the reply's
   * first bytes. `rst` resets the connection (as a phone dropping off the network does) instead of closing it.
   */
  const abort = (path: string, moment: 'early' | 'body', rst = false) =>
    new Promise<void>((resolve) => {
      const req = http.request({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'gzip' } });
      const cut = () => (rst ? req.socket?.resetAndDestroy() : req.destroy());
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      if (moment === 'body') req.on('response', (res) => res.once('data', cut));
      req.end(() => moment === 'early' && setTimeout(cut, 30));
    });
  const loud = () => l.logs.filter((line) => line.level >= LEVEL.warn);

  it(`logs nothing at warn or error for ${ABORTS} aborts before and ${ABORTS} during a large gzipped reply, closed or reset`, async () => {
    for (const rst of [false, true]) {
      await Promise.all(Array.from({ length: ABORTS }, () => abort('/test/slow-large', 'early', rst)));
      await Promise.all(Array.from({ length: ABORTS }, () => abort('/test/slow-large', 'body', rst)));
    }
    await pause(400);
    expect(loud()).toEqual([]);
    const whole = await fetch(`http://127.0.0.1:${port}/test/slow-large`, { headers: { 'accept-encoding': 'gzip' } });
    expect([whole.status, whole.headers.get('content-encoding')]).toEqual([200, 'gzip']);
    expect(((await whole.json()) as { items: unknown[] }).items).toHaveLength(6000);
  });
});
