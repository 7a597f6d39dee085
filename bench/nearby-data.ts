/**
 * Data for the nearby benchmark (docs/api.md "Labels and map": 10k, 100k and 1M labels on SQLite and PostgreSQL):
 * label positions like a region's map — 60% in 40 cities (Gaussian, σ 15 km), 40% spread thinly over a
 * 35° × 30° region — and fast bulk loading (one prepared statement per row in large transactions on
 * SQLite; server-side unnest of arrays on PostgreSQL). Each label pair has its own owner, as the one
 * person-and-one-shop-per-member rule requires.
 */
import SQLite from 'better-sqlite3';
import { zoneAt } from '../apps/server/src/modules/labels/hours.repository.ts';
import type pg from 'pg';

export const REGION = { minLat: -10, maxLat: 25, minLng: 95, maxLng: 125 };
const CITIES = 40;
const CITY_SHARE = 0.6;
const CITY_SIGMA_M = 15_000;
export const WORDS = ['Kopi', 'Noodle', 'Bakery', 'Pharmacy', 'Mart', 'Salon', 'Tailor', 'Florist', 'Garage', 'Clinic'];
/** Owners of bench labels get ids from here up, far from any seeded member. */
const OWNER_BASE = 1_000_000;

/** Seeded so every run and both databases get the same labels. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Distribution {
  cities: { lat: number; lng: number }[];
  /** a point where labels (and so the people searching) are */
  point(): { lat: number; lng: number };
}

export function distribution(random: () => number): Distribution {
  const uniform = () => ({
    lat: REGION.minLat + random() * (REGION.maxLat - REGION.minLat),
    lng: REGION.minLng + random() * (REGION.maxLng - REGION.minLng),
  });
  const cities = Array.from({ length: CITIES }, uniform);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return {
    cities,
    point() {
      if (random() >= CITY_SHARE) return uniform();
      const city = cities[Math.floor(random() * CITIES)]!;
      const lat = city.lat + (gaussian() * CITY_SIGMA_M) / 111_320;
      const lng = city.lng + (gaussian() * CITY_SIGMA_M) / (111_320 * Math.cos((city.lat * Math.PI) / 180));
      return { lat, lng };
    },
  };
}

/** Label i: owner OWNER_BASE + ⌊i/2⌋, persons and shops alternating, 1 in 20 pending (off the map). */
const labelOf = (i: number) => ({
  userId: OWNER_BASE + Math.floor(i / 2),
  type: i % 2 === 0 ? 'person' : 'shop',
  status: i % 20 === 19 ? 'pending' : 'passed',
  title: `${WORDS[i % WORDS.length]} ${i}`,
  category: 1 + (i % 15),
});

export function loadSqlite(file: string, from: number, to: number, dist: Distribution): void {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const user = db.prepare(
    `insert into users (id, username, email, password_hash, invite_code, createtime, updatetime) values (?, ?, ?, 'x', ?, 0, 0)`,
  );
  const label = db.prepare(
    `insert into labels (user_id, type, status, title, image, category_id, address, lat, lng, lat_band, time_zone, createtime, updatetime)
     values (?, ?, ?, ?, '/uploads/bench.png', ?, '', ?, ?, ?, ?, 0, 0)`,
  );
  const batch = db.transaction((start: number, end: number) => {
    for (let i = start; i < end; i++) {
      const l = labelOf(i);
      if (i % 2 === 0) user.run(l.userId, `b${l.userId}`, `b${l.userId}@bench.test`, `B${l.userId}`);
      const p = dist.point();
      label.run(l.userId, l.type, l.status, l.title, l.category, p.lat, p.lng, Math.floor(p.lat * 100), zoneAt(p.lat, p.lng));
    }
  });
  for (let start = from; start < to; start += 50_000) batch(start, Math.min(to, start + 50_000));
  db.transaction(() => {
    for (const statement of shopFactsSql(from, to)) db.exec(statement);
  })();
  db.close();
}

export async function loadPostgres(pool: pg.Pool, from: number, to: number, dist: Distribution): Promise<void> {
  const chunk = 20_000;
  for (let start = from; start < to; start += chunk) {
    const end = Math.min(to, start + chunk);
    const ids: number[] = [];
    const lats: number[] = [];
    const lngs: number[] = [];
    const zones: string[] = [];
    for (let i = start; i < end; i++) {
      const p = dist.point();
      ids.push(i);
      lats.push(p.lat);
      lngs.push(p.lng);
      zones.push(zoneAt(p.lat, p.lng));
    }
    await pool.query(
      `insert into users (id, username, email, password_hash, invite_code, createtime, updatetime)
       select $3::bigint + g, 'b' || ($3::bigint + g), 'b' || ($3::bigint + g) || '@bench.test', 'x', 'B' || ($3::bigint + g), 0, 0
       from generate_series($1::bigint / 2, ($2::bigint - 1) / 2) g`,
      [start, end, OWNER_BASE],
    );
    await pool.query(
      `insert into labels (user_id, type, status, title, image, category_id, address, lat, lng, lat_band, time_zone, createtime, updatetime)
       select $4::bigint + i / 2, case when i % 2 = 0 then 'person' else 'shop' end,
              case when i % 20 = 19 then 'pending' else 'passed' end,
              ($5::text[])[1 + i % ${WORDS.length}] || ' ' || i, '/uploads/bench.png', 1 + i % 15, '', lat, lng, floor(lat * 100)::int, zone, 0, 0
       from unnest($1::bigint[], $2::float8[], $3::float8[], $6::text[]) as t(i, lat, lng, zone)`,
      [ids, lats, lngs, OWNER_BASE, WORDS, zones],
    );
  }
  for (const statement of shopFactsSql(from, to)) await pool.query(statement);
  await pool.query('vacuum analyze labels');
  await pool.query('vacuum analyze label_hours');
  await pool.query('vacuum analyze shop_products');
}

/**
 * What the map filters read for the shops among labels (from, to] (label i has id i + 1 in a fresh database): the
 * zones in use; business hours as label_hours rows — a third none (unreadable), a third 08:00-20:00 every day, a
 * third 18:00-02:00 (past midnight); one good per shop whose reviews average 1 + id % 5 (shops have even ids).
 */
export function shopFactsSql(from: number, to: number): string[] {
  const shops = `l.type = 'shop' and l.id > ${from} and l.id <= ${to}`;
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => `select ${d} as d`).join(' union all ');
  return [
    `insert into label_time_zones (name) select distinct time_zone from labels l where ${shops} and time_zone <> ''
     and time_zone not in (select name from label_time_zones)`,
    `insert into label_hours (label_id, start_min, end_min)
     select l.id, days.d * 1440 + 480, days.d * 1440 + 1200 from labels l, (${days}) days where ${shops} and l.id % 3 = 1`,
    `insert into label_hours (label_id, start_min, end_min)
     select l.id, days.d * 1440 + 1080, days.d * 1440 + 1440 from labels l, (${days}) days where ${shops} and l.id % 3 = 2`,
    `insert into label_hours (label_id, start_min, end_min)
     select l.id, ((days.d + 1) % 7) * 1440, ((days.d + 1) % 7) * 1440 + 120 from labels l, (${days}) days where ${shops} and l.id % 3 = 2`,
    `insert into shop_products (shop_id, user_id, name, price, description, images, status, createtime, updatetime, rating_sum, rating_count)
     select l.id, l.user_id, 'Bench good', 1000000, '', '[]', 'listed', 0, 0, (1 + l.id % 4) * (1 + l.id % 5), 1 + l.id % 4
     from labels l where ${shops}`,
  ];
}
