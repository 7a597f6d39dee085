/**
 * Demo community (README "Demo accounts"): posts by the demo members with generated pictures, comments and
 * a reply, likes, follows both ways for `demo`, a news item and a notice, spread over the last weeks so
 * the feed shows every kind of relative time. Seeds only a community with no articles yet.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { putPublicImage } from '../common/public-image.ts';
import { clock } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { findUserByUsername } from '../users/index.ts';
import { insertArticle, insertLike, recountLikes } from './articles.repository.ts';
import { insertComment, recountComments } from './comments.repository.ts';
import { insertFollow } from './follows.repository.ts';

interface DemoPost {
  by: string;
  minutesAgo: number;
  title?: string;
  content: string;
  pictures: { label: string; from: string; to: string }[];
  likedBy: string[];
  comments: { by: string; content: string; replyBy?: string; reply?: string }[];
}

const POSTS: DemoPost[] = [
  {
    by: 'amaka',
    minutesAgo: 2,
    content: 'Lagos meetup this Saturday at the Pi Corner Shop. Bring your questions about the P2P market!',
    pictures: [
      { label: 'Meetup', from: '#1677ff', to: '#69b1ff' },
      { label: 'Lagos', from: '#13c2c2', to: '#87e8de' },
    ],
    likedBy: ['demo', 'minh', 'yuki'],
    comments: [{ by: 'demo', content: 'Count me in!', replyBy: 'amaka', reply: 'See you there!' }],
  },
  {
    by: 'merchant',
    minutesAgo: 45,
    title: 'Now accepting PI',
    content: 'Coffee, snacks and phone accessories — pay with PI or USDT. Show this post for a free cookie.',
    pictures: [{ label: 'Coffee', from: '#ad4e00', to: '#ffc069' }],
    likedBy: ['amaka', 'demo'],
    comments: [{ by: 'yuki', content: 'Do you ship to Osaka?' }],
  },
  {
    by: 'yuki',
    minutesAgo: 3 * 60,
    content: 'Three shops in Namba take PI now — find them on the map.',
    pictures: [
      { label: 'Namba', from: '#eb2f96', to: '#ffadd2' },
      { label: 'Shop 2', from: '#722ed1', to: '#d3adf7' },
      { label: 'Shop 3', from: '#2f54eb', to: '#adc6ff' },
    ],
    likedBy: ['minh'],
    comments: [],
  },
  {
    by: 'minh',
    minutesAgo: 2 * 24 * 60,
    content: 'Weekend trading tip: set your minimum quantity so small orders do not eat your time.',
    pictures: [],
    likedBy: ['demo'],
    comments: [{ by: 'amaka', content: 'Great tip, thanks!' }],
  },
  {
    by: 'demo',
    minutesAgo: 40 * 24 * 60,
    content: 'Hello Pi community! Just joined — excited to find shops nearby.',
    pictures: [],
    likedBy: [],
    comments: [],
  },
];

const OFFICIAL = [
  {
    type: 'news' as const,
    minutesAgo: 90,
    title: 'Community feed is live',
    content: 'Share posts, follow other pioneers and comment.',
  },
  {
    type: 'notice' as const,
    minutesAgo: 26 * 60,
    title: 'Maintenance on Sunday',
    content: 'Trading pauses 02:00–03:00 UTC for an upgrade.',
  },
];

/** A square gradient picture with a label, stored like an upload. */
async function picture(ctx: AppContext, spec: DemoPost['pictures'][number]): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/><circle cx="470" cy="130" r="80" fill="#ffffff" opacity="0.25"/>
    <text x="40" y="540" font-family="sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${spec.label}</text></svg>`;
  const body = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const name = createHash('md5').update(`community-demo-${spec.label}`).digest('hex');
  return putPublicImage(ctx.storage, `2026/01/${name}.jpg`, body, 'image/jpeg');
}

async function seedPost(ctx: AppContext, db: Db, ids: Map<string, number>, post: DemoPost) {
  const images = await Promise.all(post.pictures.map((p) => picture(ctx, p)));
  const now = clock.now() - post.minutesAgo * 60;
  await withTransaction(db, async (trx) => {
    const article = await insertArticle(trx, {
      type: 'post',
      userId: ids.get(post.by)!,
      adminId: null,
      title: post.title ?? '',
      content: post.content,
      images,
      now,
    });
    const id = Number(article.id);
    for (const name of post.likedBy) await insertLike(trx, id, ids.get(name)!, now + 60);
    for (const c of post.comments) {
      const top = await insertComment(trx, {
        articleId: id,
        userId: ids.get(c.by)!,
        rootId: null,
        replyId: null,
        replyUserId: null,
        content: c.content,
        now: now + 120,
      });
      if (c.replyBy && c.reply) {
        const topId = Number(top.id);
        await insertComment(trx, {
          articleId: id,
          userId: ids.get(c.replyBy)!,
          rootId: topId,
          replyId: topId,
          replyUserId: ids.get(c.by)!,
          content: c.reply,
          now: now + 180,
        });
      }
    }
    await recountLikes(trx, id);
    await recountComments(trx, id);
  });
}

export async function seedDemoCommunity(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('articles').select('id').limit(1).executeTakeFirst()) return;
  const ids = new Map<string, number>();
  for (const name of ['demo', 'merchant', 'amaka', 'minh', 'yuki']) {
    const user = await findUserByUsername(db, name);
    if (!user) return; // the members seeder did not run: nothing to attach posts to
    ids.set(name, user.id);
  }
  for (const post of POSTS) await seedPost(ctx, db, ids, post);
  for (const item of OFFICIAL)
    await insertArticle(db, { ...item, userId: null, adminId: null, images: [], now: clock.now() - item.minutesAgo * 60 });
  const follows: [string, string][] = [
    ['demo', 'amaka'],
    ['demo', 'merchant'],
    ['amaka', 'demo'],
    ['minh', 'demo'],
    ['yuki', 'amaka'],
  ];
  for (const [from, to] of follows) await insertFollow(db, ids.get(from)!, ids.get(to)!, clock.now() - 3600);
}
