/**
 * Demo goods (README "Demo accounts"): the demo `merchant`'s shop (created by the labels seeder, which runs
 * first) gets goods on sale with photos and realistic names and prices, one product waiting in the
 * console's review queue and one taken off sale, so a fresh start shows goods on its shop page and every
 * tab of the merchant's goods list. Idempotent: nothing happens once the shop has goods.
 */
import { SHOP_COIN } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { parseCoinAmount } from '../ledger/index.ts';
import { findUserByUsername } from '../users/index.ts';
import { drawGoodsPhotos, type Pictogram } from './demo-goods.ts';
import * as repo from './products.repository.ts';
import { merchantShopOf } from './shops.ts';

interface DemoProduct {
  key: string;
  name: string;
  price: string;
  stock: number;
  description: string;
  shape: Pictogram;
  colour: string;
  status: 'listed' | 'review' | 'unlisted';
}

export const DEMO_GOODS: DemoProduct[] = [
  {
    key: 'cold-brew',
    name: 'Cold brew coffee 500 ml',
    price: '4.5',
    stock: 60,
    description: 'Slow-steeped for 18 hours from Colombian beans. Smooth, low in acidity; keep chilled, best within 5 days.',
    shape: 'cup',
    colour: '#8d6e63',
    status: 'listed',
  },
  {
    key: 'beans',
    name: 'Arabica coffee beans 1 kg',
    price: '18.9',
    stock: 25,
    description: 'Medium roast single-origin Arabica from Sumatra, roasted weekly in small batches. Whole beans.',
    shape: 'beans',
    colour: '#a1887f',
    status: 'listed',
  },
  {
    key: 'kaya-toast',
    name: 'Kaya toast breakfast set',
    price: '3.2',
    stock: 40,
    description: 'Charcoal-grilled toast with house-made kaya and butter, two soft-boiled eggs. Pick up before 11:00.',
    shape: 'toast',
    colour: '#ffb74d',
    status: 'listed',
  },
  {
    key: 'pandan-cake',
    name: 'Pandan chiffon cake (whole)',
    price: '12',
    stock: 8,
    description: 'Light, fluffy chiffon flavoured with fresh pandan leaves and coconut milk. Serves 8. Order a day ahead.',
    shape: 'cake',
    colour: '#81c784',
    status: 'listed',
  },
  {
    key: 'charger',
    name: 'USB-C fast charger 30 W',
    price: '15.99',
    stock: 30,
    description: 'GaN wall charger with Power Delivery 3.0: charges most phones to 50% in 30 minutes. UK plug.',
    shape: 'charger',
    colour: '#4fc3f7',
    status: 'listed',
  },
  {
    key: 'cable',
    name: 'Braided USB-C cable 2 m',
    price: '6.5',
    stock: 120,
    description: 'Nylon-braided, 60 W, tested for 20,000 bends. USB-C to USB-C.',
    shape: 'cable',
    colour: '#9575cd',
    status: 'listed',
  },
  {
    key: 'stand',
    name: 'Adjustable phone stand',
    price: '9.9',
    stock: 45,
    description: 'Aluminium desk stand for phones and small tablets, folds flat, non-slip silicone pads.',
    shape: 'stand',
    colour: '#90a4ae',
    status: 'listed',
  },
  {
    key: 'pi-mug',
    name: 'Pioneer ceramic mug 350 ml',
    price: '8',
    stock: 15,
    description: 'White ceramic mug with the π symbol, dishwasher and microwave safe. A favourite with our regulars.',
    shape: 'mug',
    colour: '#ba68c8',
    status: 'review',
  },
  {
    key: 'phone-case',
    name: 'Shockproof phone case',
    price: '7.5',
    stock: 0,
    description: 'Clear TPU case with reinforced corners. Back in stock soon.',
    shape: 'case',
    colour: '#e57373',
    status: 'unlisted',
  },
];

export async function seedDemoShop(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const owner = await findUserByUsername(db, 'merchant');
  const shop = owner ? await merchantShopOf(db, owner.id) : undefined;
  if (!owner || !shop) return;
  if ((await repo.pageProducts(db, { userId: owner.id, offset: 0, limit: 1 })).total > 0) return;
  const now = clock.now();
  for (const [n, item] of DEMO_GOODS.entries()) {
    const images = await drawGoodsPhotos(ctx, item.key, item.shape, item.colour);
    const fields = {
      name: item.name,
      price: parseCoinAmount(SHOP_COIN, item.price),
      description: item.description,
      images,
      stock: item.stock,
    };
    // Older goods first, so the newest-first shop page opens on the last ones added.
    const id = await repo.insertProduct(db, {
      ...fields,
      shopId: shop.id,
      userId: owner.id,
      now: now - (DEMO_GOODS.length - n) * 3600,
    });
    if (item.status !== 'review') await repo.decideProduct(db, { id, status: 'listed', reason: '', adminId: null, now });
    if (item.status === 'unlisted') await repo.updateProduct(db, id, 'listed', { status: 'unlisted', now });
  }
}
