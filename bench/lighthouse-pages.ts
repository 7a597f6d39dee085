/**
 * The pages bench/lighthouse.ts audits: the ones members open most (the five tabs' busiest, a shop page and
 * a product's details, the wallet). The shop and the product are the demo merchant's, looked up in the demo
 * data of the server under test so the routes never name a hard-coded id.
 */

export interface AuditPage {
  /** short name for PAGES=… and file names */
  key: string;
  name: string;
  route: string;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(base: string, url: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as Envelope<T>;
  if (reply.code !== 1) throw new Error(`${url} refused: ${reply.msg}`);
  return reply.data;
}

/** The demo member's stored profile, as the app writes it after signing in (localStorage `userinfo`). */
export async function demoProfile(base: string): Promise<string> {
  const data = await call<{ userinfo: Record<string, unknown> }>(base, '/api/user/login', {
    account: 'demo',
    password: 'Demo12345',
  });
  return JSON.stringify(data.userinfo);
}

/** The seven pages, the shop and product routes filled from the first listed demo product. */
export async function auditPages(base: string): Promise<AuditPage[]> {
  const goods = await call<{ data: { id: number; shop_id: number }[] }>(base, '/api/product/getlist', { page: 1 });
  const product = goods.data[0];
  if (!product) throw new Error('the demo data lists no goods');
  const pages: AuditPage[] = [
    { key: 'home', name: 'home (map)', route: '/' },
    { key: 'community', name: 'community', route: '/pages/community/society/society' },
    { key: 'trading', name: 'trading (P2P)', route: '/page/business/business' },
    { key: 'shop', name: 'shop page', route: `/page/mapshop/shopdesc?id=${product.shop_id}` },
    { key: 'goods', name: 'goods details', route: `/page/mapshop/goodsinfos?id=${product.id}` },
    { key: 'wallet', name: 'wallet', route: '/page/wallet/wallet' },
    { key: 'me', name: 'Me', route: '/pages/my/my' },
  ];
  const only = process.env.PAGES?.split(',').map((key) => key.trim());
  return only ? pages.filter((page) => only.includes(page.key)) : pages;
}
