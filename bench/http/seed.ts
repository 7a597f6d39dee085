/**
 * The data the HTTP benchmark (`npm run bench`) drives the real server against, written in process
 * through the server's own repositories and ledger before the server starts: members with live tokens,
 * balances, a payment password and advanced verification (P2P); labels around one point (nearby); articles
 * (feed); a shop with listed goods (product list) and unpaid orders, each to be paid exactly once; sell ads
 * with far more PI than a run can take. Money arrives only as ledger deposits, so the invariants hold.
 */
import { clock } from '../../apps/server/src/core/clock.ts';
import { hashPassword } from '../../apps/server/src/core/passwords.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { issueMemberToken } from '../../apps/server/src/modules/auth/session.service.ts';
import { insertArticle } from '../../apps/server/src/modules/community/articles.repository.ts';
import {
  insertLabel,
  insertLabels,
  type LabelFields,
  type NewLabel,
} from '../../apps/server/src/modules/labels/labels.repository.ts';
import { accountForUser, postTransfer, systemAccount } from '../../apps/server/src/modules/ledger/index.ts';
import { p2pConfig } from '../../apps/server/src/modules/p2p/p2p-config.ts';
import { fiatTerms } from '../../apps/server/src/modules/p2p/ad-fiat.ts';
import { createAd, planAd } from '../../apps/server/src/modules/p2p/post-ad.ts';
import { P2P_SETTINGS } from '../../apps/server/src/modules/p2p/p2p.settings.ts';
import { setSetting } from '../../apps/server/src/modules/settings/settings.service.ts';
import { insertOrder } from '../../apps/server/src/modules/shop/orders.repository.ts';
import { insertProduct } from '../../apps/server/src/modules/shop/products.repository.ts';
import { insertUser } from '../../apps/server/src/modules/users/users.repository.ts';

export const PAY_PASSWORD = '246810';
export const CENTER = { lat: 1.3, lng: 103.85 };
const UNIT = 1_000_000n;
const PI = 10_000_000n;
const SELLERS = 10;
/** the members who move money: each one's first payment runs argon2, later ones are remembered */
const PAYERS = 200;

export interface Member {
  id: number;
  token: string;
}

export interface Fixture {
  members: Member[];
  /** the members who transfer, take ads and pay orders (none of them sells) */
  payers: Member[];
  /** sell ads anyone but their seller may take */
  ads: { id: number; sellerId: number }[];
  /** unpaid orders: each paid once by its buyer */
  orders: { id: number; buyer: Member }[];
}

export interface SeedSize {
  members: number;
  orders: number;
}

async function fund(db: Db, userId: number, coin: 'PI' | 'USDT' | 'DGB', units: bigint) {
  const [external, account] = [await systemAccount(db, 'external'), await accountForUser(db, userId)];
  await postTransfer(db, {
    kind: 'deposit',
    legs: [
      { account: external.id, coin, amount: -units },
      { account: account.id, coin, amount: units },
    ],
  });
}

async function members(db: Db, count: number, payHash: string): Promise<Member[]> {
  const now = clock.now();
  const out: Member[] = [];
  for (let i = 0; i < count; i++) {
    const name = `bench${i}`;
    const user = await insertUser(db, {
      username: name,
      email: `${name}@bench.test`,
      password_hash: 'not-used',
      pay_password_hash: payHash,
      invite_code: `BENCH${i}`,
      nickname: `Bench member ${i}`,
      verify_level: 'advanced',
      createtime: now,
      updatetime: now,
    });
    for (const [coin, units] of [
      ['USDT', 10_000_000n * UNIT],
      ['DGB', 10_000_000n * UNIT],
      ['PI', i < SELLERS ? 100_000_000n * PI : 0n],
    ] as const)
      if (units > 0n) await fund(db, user.id, coin, units);
    out.push({ id: user.id, token: (await issueMemberToken(db, user.id, 86_400)).token });
  }
  return out;
}

const place = (i: number, count: number): Pick<LabelFields, 'lat' | 'lng'> => {
  // A spiral within ~15 km of the centre: a 5 km search finds ~1 in 10 of them (~100), like a city map view.
  const r = 0.14 * Math.sqrt((i + 1) / count);
  return { lat: CENTER.lat + r * Math.cos(i), lng: CENTER.lng + r * Math.sin(i) };
};

function label(userId: number, type: 'person' | 'shop', i: number, count: number): NewLabel {
  return {
    userId,
    type,
    status: 'passed',
    now: clock.now(),
    fields: {
      title: `${type === 'shop' ? 'Kopi shop' : 'Member'} ${i}`,
      image: '/uploads/demo/door.webp',
      intro: 'A place in the benchmark neighbourhood',
      categoryId: null,
      businessHours: '09:00-21:00',
      phone: '+65 6123 4567',
      address: `${i} Market Street`,
      ...place(i, count),
      licenseImage: '',
      images: [],
    },
  };
}

async function community(db: Db, people: Member[]) {
  await insertLabels(
    db,
    people.slice(1).map((m, i) => label(m.id, 'person', i, people.length)),
  );
  for (let i = 0; i < 2_000; i++)
    await insertArticle(db, {
      type: 'post',
      userId: people[i % people.length]!.id,
      adminId: null,
      title: '',
      content: `Market day notes ${i}: fresh durian at the corner stall, PI accepted.`,
      images: [],
      now: clock.now() - i,
    });
}

/** Member 0 runs a shop with 50 goods; the payers get unpaid orders for its first product. */
async function shop(db: Db, people: Member[], buyers: Member[], orderCount: number): Promise<Fixture['orders']> {
  const merchant = people[0]!;
  const now = clock.now();
  const shopId = await insertLabel(db, { ...label(merchant.id, 'shop', 0, 1), now });
  const productIds: number[] = [];
  for (let i = 0; i < 50; i++)
    productIds.push(
      await insertProduct(db, {
        shopId,
        userId: merchant.id,
        name: `Jasmine tea ${i}`,
        price: 2n * UNIT,
        description: 'Loose-leaf jasmine green tea from Fujian.',
        images: ['/uploads/goods/tea-1.webp'],
        stock: 1_000_000_000,
        now,
      }),
    );
  await db.updateTable('shop_products').set({ status: 'listed' }).execute();
  const orders: Fixture['orders'] = [];
  for (let i = 0; i < orderCount; i++) {
    const buyer = buyers[i % buyers.length]!;
    const id = await insertOrder(db, {
      orderNo: `BENCH${String(i).padStart(14, '0')}`,
      userId: buyer.id,
      sellerId: merchant.id,
      shopId,
      shopName: 'Kopi shop 0',
      productId: productIds[0]!,
      productName: 'Jasmine tea 0',
      productImage: '/uploads/goods/tea-1.webp',
      price: 2n * UNIT,
      quantity: 1,
      total: 2n * UNIT,
      fee: 0n,
      delivery: 'ship',
      address: { name: 'Bench buyer', mobile: '', region: '', detail: '2 Bay Road' },
      pickupCode: '',
      remark: '',
      key: null,
      now,
      expiretime: now + 86_400,
    });
    orders.push({ id: id!, buyer });
  }
  return orders;
}

async function market(db: Db, people: Member[]): Promise<Fixture['ads']> {
  // The seed runs without the app: the market's settings are written through their owner's definitions. Settings
  // first: they are read (and cached) by the ad service below. Orders stay pending (no jobs run), so each taker may
  // hold many; none needs review.
  await setSetting(P2P_SETTINGS, db, 'p2p_max_open_orders', 1000);
  await setSetting(P2P_SETTINGS, db, 'p2p_max_open_ads', 1000);
  await setSetting(P2P_SETTINGS, db, 'p2p_auto_match', false);
  await setSetting(P2P_SETTINGS, db, 'p2p_review_over_usdt', '1000000');
  const config = await p2pConfig(db);
  const ads: Fixture['ads'] = [];
  for (const seller of people.slice(0, SELLERS)) {
    const terms = { type: 'sell', quantity: '10000000', price: '0.5', min_quantity: '1' } as const;
    const base = planAd(terms);
    const plan = { ...base, ...(await fiatTerms(db, terms, base)) }; // as postAd does
    ads.push({ id: (await createAd(db, seller.id, plan, config, null)).id, sellerId: seller.id });
  }
  return ads;
}

/** Seeds in one transaction per part (one fsync each on SQLite, not one per row). */
export async function seed(db: Db, size: SeedSize): Promise<Fixture> {
  // The same hash for every member: one argon2 hash at the server's own cost, verified on every payment.
  const payHash = await hashPassword(PAY_PASSWORD);
  const people = await db.transaction().execute((trx) => members(trx, size.members, payHash));
  await db.transaction().execute((trx) => community(trx, people));
  const payers = people.slice(SELLERS, SELLERS + PAYERS);
  const orders = await db.transaction().execute((trx) => shop(trx, people, payers, size.orders));
  const ads = await market(db, people);
  return { members: people, payers, ads, orders };
}
