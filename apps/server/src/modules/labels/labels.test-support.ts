/** Members, shop applications and random labels for the labels tests. */
import { callFrom, createMember, newClientAddress, TEST_PASSWORD } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { insertUser } from '../users/users.repository.ts';
import { insertLabel, type LabelFields } from './labels.repository.ts';
import type { StoredLabelStatus } from './labels.tables.ts';

export interface LabelMember {
  id: number;
  username: string;
  token: string;
}

export async function labelMember(t: TestApp): Promise<LabelMember> {
  const user = await createMember(t);
  const res = await callFrom(t, newClientAddress(), '/api/user/login', { account: user.username, password: TEST_PASSWORD });
  if (res.code !== 1) throw new Error(`login refused: ${res.msg}`);
  return { id: user.id, username: user.username, token: res.data.userinfo.token };
}

export const image = (name: string) => `/uploads/2026/11/${name}.png`;
export const CENTRE = { lat: 1.2903, lng: 103.8519 };

export function shopBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lau Pa Sat Noodles',
    category: 1,
    business_hours: 'Mon–Sun 08:00–22:00',
    phone: '+65 6123 4567',
    address: '18 Raffles Quay, Singapore',
    lat: CENTRE.lat,
    lng: CENTRE.lng,
    intro: 'Hand-pulled noodles since 1998',
    door_image: image('door'),
    license_image: image('licence'),
    images: [image('inside1'), image('inside2')],
    ...overrides,
  };
}

export function personBody(overrides: Record<string, unknown> = {}) {
  return { nickname: 'Pioneer Tan', bio: 'Trading Pi since 2021', lat: CENTRE.lat, lng: CENTRE.lng, ...overrides };
}

/** A member's shop application, passed (or rejected) by an operator through the review queue. */
export async function reviewShop(t: TestApp, operator: string, id: number, action: 'pass' | 'reject', reason?: string) {
  const res = await t.post('/api/admin/review/decide', { kind: 'shop', id, action, reason }, { token: operator });
  if (res.code !== 1) throw new Error(`review refused: ${res.msg}`);
  return res.data;
}

/** A seeded pseudo-random generator, so a failing random case can be replayed. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeededLabel {
  id: number;
  type: 'person' | 'shop';
  status: StoredLabelStatus;
  categoryId: number;
  title: string;
  lat: number;
  lng: number;
  userId: number;
  businessHours: string;
}

/** Members who only own labels (nobody signs in as them). */
async function labelOwners(t: TestApp, count: number): Promise<number[]> {
  const tag = Date.now().toString(36).slice(-5);
  const now = clock.now();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const name = `o${tag}${i}`;
    const user = await insertUser(t.app.ctx.db, {
      username: name,
      email: `${name}@example.test`,
      password_hash: 'not-a-login',
      invite_code: `O${tag}${i}`.toUpperCase(),
      createtime: now,
      updatetime: now,
    });
    ids.push(user.id);
  }
  return ids;
}

/** Labels at random points within ~`spreadM` metres of the centre, straight into the table. */
export async function insertRandomLabels(
  t: TestApp,
  count: number,
  random: () => number,
  spreadM = 9000,
  /** fields of label i that differ from the random ones (the map filters' tests give hours) */
  fieldsFor?: (i: number, type: 'person' | 'shop') => Partial<LabelFields>,
): Promise<SeededLabel[]> {
  const owners = await labelOwners(t, count);
  const labels: SeededLabel[] = [];
  const degrees = spreadM / 111_320;
  for (let i = 0; i < count; i++) {
    const type = random() < 0.5 ? 'person' : 'shop';
    const status: StoredLabelStatus = random() < 0.85 ? 'passed' : random() < 0.5 ? 'pending' : 'rejected';
    const fields: LabelFields = {
      title: `${type === 'shop' ? 'Shop' : 'Person'} ${i} ${random() < 0.2 ? 'Kopi' : 'Mart'}`,
      image: image(`l${i}`),
      intro: 'x',
      categoryId: 1 + Math.floor(random() * 3),
      businessHours: '',
      phone: '',
      address: `${i} Test Street`,
      lat: CENTRE.lat + (random() * 2 - 1) * degrees,
      lng: CENTRE.lng + (random() * 2 - 1) * degrees,
      licenseImage: '',
      images: [],
      // The spatial tests check true points and distances; privacy offsets are tested in label-privacy.routes.test.ts.
      precision: 'exact',
      ...fieldsFor?.(i, type),
    };
    const userId = owners[i]!;
    const id = await insertLabelUnchecked(t, { userId, type, status, fields });
    labels.push({
      id,
      type,
      status,
      categoryId: fields.categoryId!,
      title: fields.title,
      lat: fields.lat,
      lng: fields.lng,
      userId,
      businessHours: fields.businessHours,
    });
  }
  return labels;
}

async function insertLabelUnchecked(
  t: TestApp,
  row: { userId: number; type: 'person' | 'shop'; status: StoredLabelStatus; fields: LabelFields },
): Promise<number> {
  return insertLabel(t.app.ctx.db, { ...row, now: clock.now() });
}
