/**
 * Demo data (README "Demo accounts"): seeded on a new embedded database or with DEMO_DATA=1, so a new user can sign in
 * as `demo` or register with its invitation code at once. Each feature adds its own seeder file and one
 * line below; seeders run in order (later ones may rely on the demo members) and must be idempotent.
 */
import type { AppContext } from '../../core/context.ts';
import { seedDemoWallet } from '../wallet/seed-wallet.ts';
import { seedDemoP2p } from '../p2p/seed-p2p.ts';
import { seedDemoCommunity } from '../community/seed-community.ts';
import { seedDemoMembers } from '../users/seed-members.ts';
import { seedDemoLabels } from '../labels/seed-labels.ts';
import { seedDemoVip } from '../vip/seed-vip.ts';
import { seedDemoShop } from '../shop/seed-shop.ts';

export interface DemoSeeder {
  name: string;
  run(ctx: AppContext): Promise<void>;
}

const SEEDERS: DemoSeeder[] = [
  { name: 'members', run: seedDemoMembers },
  { name: 'labels', run: seedDemoLabels },
  { name: 'wallet', run: seedDemoWallet },
  { name: 'shop', run: seedDemoShop },
  { name: 'p2p', run: seedDemoP2p },
  { name: 'community', run: seedDemoCommunity },
  { name: 'vip', run: seedDemoVip },
];

export async function seedDemoData(ctx: AppContext): Promise<void> {
  for (const seeder of SEEDERS) await seeder.run(ctx);
}
