/**
 * Demo members (README "Demo accounts"): `demo` and the shop owner `merchant`, both with the
 * password Demo12345, and a few members invited by `demo` so its invitee list is not empty.
 */
import { clock } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { NewUser } from './users.tables.ts';
import { findUserByUsername, insertUser } from './users.repository.ts';

export const DEMO_PASSWORD = 'Demo12345';

type DemoMember = Pick<NewUser, 'username' | 'email' | 'nickname' | 'bio' | 'invite_code'> & {
  is_merchant?: number;
  invitedBy?: string;
};

export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'demo',
    email: 'demo@pi-community.local',
    nickname: 'Demo Pioneer',
    bio: 'Exploring the Pi community: shops nearby, P2P trades and daily sign-in.',
    invite_code: 'DEMO8888',
  },
  {
    username: 'merchant',
    email: 'merchant@pi-community.local',
    nickname: 'Pi Corner Shop',
    bio: 'Coffee, snacks and phone accessories. We accept PI and USDT.',
    invite_code: 'SHOP8888',
    is_merchant: 1,
  },
  {
    username: 'amaka',
    email: 'amaka@pi-community.local',
    nickname: 'Amaka',
    bio: 'Lagos pioneer since 2020.',
    invite_code: 'AMAKA234',
    invitedBy: 'demo',
  },
  {
    username: 'minh',
    email: 'minh@pi-community.local',
    nickname: 'Minh',
    bio: 'Trading PI on weekends in Hanoi.',
    invite_code: 'MINH2345',
    invitedBy: 'demo',
  },
  {
    username: 'yuki',
    email: 'yuki@pi-community.local',
    nickname: 'Yuki',
    bio: 'Looking for shops that take PI in Osaka.',
    invite_code: 'YUKI3456',
    invitedBy: 'demo',
  },
];

export async function seedDemoMembers(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  for (const member of DEMO_MEMBERS) {
    if (await findUserByUsername(db, member.username)) continue;
    const { invitedBy, ...fields } = member;
    const inviter = invitedBy ? await findUserByUsername(db, invitedBy) : undefined;
    const now = clock.now();
    await insertUser(db, {
      ...fields,
      password_hash: await hashPassword(DEMO_PASSWORD),
      inviter_id: inviter?.id ?? null,
      createtime: now,
      updatetime: now,
    });
  }
}
