/**
 * A push service and a browser for the push tests, speaking the real protocol: the "browser" makes a P-256
 * key pair and a 16-byte auth secret as PushManager does; the local push service receives what the server
 * sends, checks the VAPID authorization (RFC 8292) and decrypts the aes128gcm body (RFC 8291) with http_ece,
 * the library web-push itself uses. Push services speak https only, so the service has a certificate made
 * here for 127.0.0.1 (openssl), which the process's default https agent — the one web-push uses — trusts
 * while the service runs.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { TestApp } from '../../../test/test-app.ts';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** the decrypted payload, parsed */
  payload: unknown;
  /** the VAPID JWT claims, after its signature checked out with the `k=` key */
  claims: { aud: string; exp: number; sub: string };
  /** the `k=` public key of the authorization header */
  key: string;
}

export interface Browser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** A browser's subscription at the push service: its own key pair and auth secret. */
export function newBrowser(service: PushService, name = randomBytes(6).toString('hex')): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint: `${service.origin}/push/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    ecdh,
  };
}

const decodeJson = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** Checks `vapid t=<jwt>, k=<key>` (RFC 8292 §3): an ES256 JWT signed by the private half of `k`. */
export function checkVapid(header: string | undefined): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  if (decodeJson(head).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID JWT signature does not match k=');
  return { claims: decodeJson(body), key };
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** the status the service answers for an endpoint path (default 201 Created; 0: never answers; 3xx: a redirect to /moved) */
  answer: Map<string, number>;
  /** TCP connections the service accepted */
  connections: number;
  /** browsers whose pushes the service decrypts */
  register(browser: Browser): void;
  close(): Promise<void>;
}

/** A throwaway certificate and key for 127.0.0.1. */
function localCertificate(): { cert: string; key: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const pair = { cert: fs.readFileSync(certFile, 'utf8'), key: fs.readFileSync(keyFile, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

export async function startPushService(): Promise<PushService> {
  const tls = localCertificate();
  const agentOptions = https.globalAgent.options as { ca?: unknown };
  const previousCa = agentOptions.ca;
  agentOptions.ca = tls.cert;
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const status = answer.get(path) ?? 201;
      if (status === 0) return;
      try {
        const browser = [...browsers.values()].find((b) => new URL(b.endpoint).pathname === path);
        if (!browser) throw new Error(`no browser at ${path}`);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.keys.auth,
        });
        received.push({
          path,
          headers: req.headers,
          payload: JSON.parse(plain.toString('utf8')),
          ...checkVapid(req.headers.authorization),
        });
        res.writeHead(status, status >= 300 && status < 400 ? { location: '/moved' } : {}).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const service: PushService = {
    origin: `https://127.0.0.1:${port}`,
    received,
    answer,
    connections: 0,
    register: (browser: Browser) => browsers.set(browser.endpoint, browser),
    close: () =>
      new Promise<void>((resolve) => {
        agentOptions.ca = previousCa;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => (service.connections += 1));
  return service;
}

/** The push addresses a member is subscribed at, oldest first. */
export async function endpointsOf(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.app.ctx.db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.endpoint);
}
