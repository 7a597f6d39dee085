/**
 * Demo map (README "Demo accounts": a few hundred shops and persons around the default centre with
 * real-looking names and images): 300 shops and 150 persons around `map_default_center`, owned by demo
 * shopkeepers (password Demo12345); a few applications wait in the review queue and a few were rejected.
 * `merchant` owns the passed "Merchant Demo Store" near the centre (the shop demo builds on it) and `demo`
 * has a person label. Idempotent: nothing happens once the merchant's store exists.
 */
import { clock } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../users/seed-members.ts';
import { getSetting } from '../settings/settings.service.ts';
import { findUserByUsername, insertUser } from '../users/index.ts';
import { listCategories } from './categories.repository.ts';
import { demoPictures, type DemoPictures } from './demo-images.ts';
import {
  BIOS,
  COLOURS,
  demoRandom,
  FIRST_NAMES,
  HOURS,
  pick,
  SHOP_KINDS,
  SHOP_PREFIXES,
  STREETS,
  SURNAMES,
} from './demo-places.ts';
import { findOwnLabel, insertLabels, type LabelFields, type NewLabel } from './labels.repository.ts';

const SHOPS = 300;
const PERSONS = 150;
const PENDING = 6;
const REJECTED = 3;
const DAY = 86_400;

type Point = { lat: number; lng: number };
type Random = () => number;

/** Denser near the centre, out to ~8 km, like a city around its downtown. */
function pointNear(centre: Point, random: Random): Point {
  const distance = 8000 * Math.sqrt(random()) * random();
  const bearing = random() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111_320;
  const dLng = (distance * Math.sin(bearing)) / (111_320 * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: centre.lat + dLat, lng: centre.lng + dLng };
}

const phone = (random: Random) =>
  `+65 ${pick(random, ['6', '8', '9'])}${String(Math.floor(random() * 1000)).padStart(3, '0')} ${String(Math.floor(random() * 10000)).padStart(4, '0')}`;
const address = (random: Random) => {
  const [street, postcode] = pick(random, STREETS);
  return `${1 + Math.floor(random() * 480)} ${street}, Singapore ${postcode}`;
};

async function demoOwners(db: Db, count: number, random: Random): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const nickname = `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)}`;
    const username = `${nickname.toLowerCase().replace(/[^a-z]/g, '')}${i}`.slice(0, 20);
    const user = await insertUser(db, {
      username,
      email: `${username}@map.pi-community.local`,
      nickname,
      password_hash: passwordHash,
      invite_code: `MAP${i.toString(36).toUpperCase().padStart(4, '0')}`,
      createtime: now - 90 * DAY,
      updatetime: now - 90 * DAY,
    });
    ids.push(user.id);
  }
  return ids;
}

interface Pools {
  pictures: DemoPictures;
  interiors: string[];
  licences: string[];
  categoryIds: Map<string, number>;
}

async function shopLabel(i: number, owner: number, centre: Point, pools: Pools, random: Random): Promise<NewLabel> {
  const icons = [...pools.categoryIds.keys()];
  const icon = pick(random, icons);
  const kind = SHOP_KINDS[icon] ?? SHOP_KINDS.other!;
  const name = `${pick(random, SHOP_PREFIXES)} ${pick(random, kind.nouns)}`;
  const colour = pick(random, COLOURS);
  const status = i < PENDING ? 'pending' : i < PENDING + REJECTED ? 'rejected' : 'passed';
  const fields: LabelFields = {
    title: name,
    image: '',
    intro: kind.intro,
    categoryId: pools.categoryIds.get(icon)!,
    businessHours: pick(random, HOURS),
    phone: phone(random),
    address: address(random),
    ...pointNear(centre, random),
    licenseImage: pick(random, pools.licences),
    images: Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, pools.interiors)),
  };
  const reason = status === 'rejected' ? 'The business licence photo is unreadable. Please upload a sharper one.' : '';
  const createtime = clock.now() - Math.floor(random() * 60 * DAY);
  // Every random draw happens before the first await, so the demo map is the same on every install.
  fields.image = await pools.pictures.shopfront(name, colour);
  return { userId: owner, type: 'shop', status, fields, reason, now: createtime };
}

async function personLabel(owner: number, centre: Point, pictures: DemoPictures, random: Random): Promise<NewLabel> {
  const nickname = `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)[0]}.`;
  const fields: LabelFields = {
    title: nickname,
    image: '',
    intro: pick(random, BIOS),
    categoryId: null,
    businessHours: '',
    phone: '',
    address: '',
    ...pointNear(centre, random),
    licenseImage: '',
    images: [],
  };
  const colour = pick(random, COLOURS);
  const createtime = clock.now() - Math.floor(random() * 60 * DAY);
  fields.image = await pictures.avatar(nickname, colour);
  return { userId: owner, type: 'person', status: 'passed', fields, now: createtime };
}

/** The fixed labels of the demo accounts, next to the centre. */
async function accountLabels(centre: Point, pools: Pools, ids: { merchant: number; demo: number }) {
  const now = clock.now();
  const store: LabelFields = {
    title: 'Merchant Demo Store',
    image: await pools.pictures.shopfront('Merchant Demo Store', '#1982c4'),
    intro: 'Coffee, snacks and phone accessories. We accept PI and USDT.',
    categoryId: pools.categoryIds.get('cafe') ?? null,
    businessHours: 'Mon–Sun 08:00–22:00',
    phone: '+65 6225 8888',
    address: '1 Raffles Place, Singapore 048616',
    lat: centre.lat + 0.0008,
    lng: centre.lng + 0.0009,
    licenseImage: pools.licences[0]!,
    images: pools.interiors.slice(0, 3),
  };
  const person: LabelFields = {
    title: 'Demo Pioneer',
    image: await pools.pictures.avatar('Demo Pioneer', '#6a4c93'),
    intro: 'Exploring the Pi community: shops nearby, P2P trades and daily sign-in.',
    categoryId: null,
    businessHours: '',
    phone: '',
    address: 'Raffles Place, Singapore',
    lat: centre.lat - 0.0012,
    lng: centre.lng - 0.0006,
    licenseImage: '',
    images: [],
  };
  return [
    { userId: ids.merchant, type: 'shop', status: 'passed', fields: store, now: now - 30 * DAY },
    { userId: ids.demo, type: 'person', status: 'passed', fields: person, now: now - 7 * DAY },
  ] satisfies NewLabel[];
}

export async function seedDemoLabels(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [merchant, demo] = await Promise.all([findUserByUsername(db, 'merchant'), findUserByUsername(db, 'demo')]);
  if (!merchant || !demo || (await findOwnLabel(db, merchant.id, 'shop'))) return;
  const [lat, lng] = await getSetting(db, 'map_default_center');
  const centre = { lat, lng };
  const random = demoRandom();
  const categories = await listCategories(db, true);
  const pictures = demoPictures(ctx);
  const pools: Pools = {
    pictures,
    ...(await pictures.pools(COLOURS)),
    categoryIds: new Map(categories.map((c) => [c.icon || String(c.id), c.id])),
  };
  const owners = await db.transaction().execute((trx) => demoOwners(trx, SHOPS, random));
  const shops = await Promise.all(owners.map((owner, i) => shopLabel(i, owner, centre, pools, random)));
  const persons = await Promise.all(owners.slice(0, PERSONS).map((owner) => personLabel(owner, centre, pictures, random)));
  const mine = await accountLabels(centre, pools, { merchant: merchant.id, demo: demo.id });
  await db.transaction().execute((trx) => insertLabels(trx, [...mine, ...shops, ...persons]));
}
