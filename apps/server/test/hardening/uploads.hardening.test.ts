/**
 * Uploads (docs/reliability.md "Files refused"): every multipart route in the OpenAPI document (member images, private ID images,
 * console pictures) refuses oversized files, wrong magic bytes, a JPEG that is also a ZIP, an SVG with a
 * script and a pixel-flood bomb, each with its clear message and no row stored; an accepted JPEG comes back
 * re-encoded without its EXIF metadata, under a random server-made name. (The upload module's own tests
 * cover /api/common/upload in detail; this runs the hostile set over every upload route there is.)
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../src/modules/admin/admin.test-support.ts';
import { signedInMember } from '../../src/modules/verification/verification.test-support.ts';
import { countRows } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { apiRoutes, type ApiRoute } from './api-routes.ts';

let t: TestApp;
let uploadRoutes: ApiRoute[];
const tokens: { member?: string; admin?: string } = {};

beforeAll(async () => {
  t = await createTestApp();
  uploadRoutes = (await apiRoutes(t)).filter((r) => JSON.stringify(r.body ?? {}).includes('multipart/form-data'));
  tokens.member = (await signedInMember(t)).token;
  tokens.admin = await adminToken(t);
});
afterAll(() => t.close());

const tokenFor = (route: ApiRoute) => (route.admin ? tokens.admin : tokens.member);

async function upload(route: ApiRoute, filename: string, type: string, bytes: Buffer) {
  const boundary = '----hardening-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const raw = await t.app.inject({
    method: 'POST',
    url: route.path,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en', token: tokenFor(route)! },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: raw.statusCode, ...(raw.json() as { code: number; msg: string; data: { url?: string } | null }) };
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c83' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'secret-owner' } })
    .toBuffer();

/** A valid, empty ZIP archive (its end record only) glued after a real JPEG: the classic polyglot. */
const zipTail = Buffer.concat([
  Buffer.from('PK\x03\x04evil.html<script>alert(1)</script>'),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.alloc(18),
]);

const HOSTILE: { name: string; file: () => Promise<[string, string, Buffer]>; status: number; msg: string }[] = [
  {
    name: 'over 5 MiB',
    file: async () => ['big.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10, 7)],
    status: 413,
    msg: 'The image must not be larger than 5 MB',
  },
  {
    name: 'text with an image name and type',
    file: async () => ['photo.png', 'image/png', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    status: 400,
    msg: 'Only JPEG, PNG or WebP images can be uploaded',
  },
  {
    name: 'JPEG/ZIP polyglot',
    file: async () => ['holiday.jpg', 'image/jpeg', Buffer.concat([await photo(), zipTail])],
    status: 400,
    msg: 'The image carries another file inside it (such as a ZIP archive) and cannot be uploaded',
  },
  {
    name: 'SVG with a script',
    file: async () => [
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    ],
    status: 400,
    msg: 'Only JPEG, PNG or WebP images can be uploaded',
  },
  {
    name: 'pixel-flood bomb',
    file: async () => [
      'bomb.png',
      'image/png',
      await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ],
    status: 400,
    msg: 'The image is too large in width and height',
  },
];

describe('uploads on every upload route', () => {
  it('finds the upload routes in the route table', () => {
    expect(uploadRoutes.map((r) => r.path)).toContain('/api/common/upload');
    expect(uploadRoutes.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses hostile files with a clear message and stores nothing', async () => {
    const before = await countRows(t, 'uploads');
    const wrong: string[] = [];
    for (const hostile of HOSTILE) {
      const [filename, type, bytes] = await hostile.file();
      for (const route of uploadRoutes) {
        const res = await upload(route, filename, type, bytes);
        if (res.status !== hostile.status || res.code !== 0 || res.msg !== hostile.msg)
          wrong.push(`${route.path} ${hostile.name} → HTTP ${res.status} code ${res.code} ${res.msg}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await countRows(t, 'uploads')).toBe(before);
  });

  it('re-encodes an accepted photo without its EXIF, under a random server-made name', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    for (const route of uploadRoutes) {
      const res = await upload(route, '../../etc/passwd.jpg', 'image/jpeg', original);
      expect(res.code, `${route.path}: ${res.msg}`).toBe(1);
      const url = res.data!.url!;
      expect(url, route.path).toMatch(/[0-9a-f]{32}(\.jpg)?$/);
      expect(url).not.toContain('passwd');
      const served = await t.app.inject({ method: 'GET', url, headers: { token: tokenFor(route)! } });
      expect(served.statusCode, `${route.path} GET ${url}`).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif, route.path).toBeUndefined();
      expect(served.rawPayload.includes('secret-owner')).toBe(false);
    }
  });
});
