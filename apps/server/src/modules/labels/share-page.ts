/**
 * The share link's page (docs/api.md "Share links and directions"): `GET /s/shop/<id>` answers HTML whose Open Graph
 * tags give chat apps' crawlers the preview (title the shop's name, description its category and address, image the
 * door image, url the link) and which sends a browser on to the member app's shop page, which guests may open.
 * A shop that is not on the map is a 404 page saying so in the reader's language.
 */
import type { Locale } from '@app/contract';
import { translate } from '../../core/i18n.ts';
import type { Db } from '../../db/database.ts';
import { localCategoryName } from './labels.presenter.ts';
import { findLabel, findLabelsWithCategory } from './labels.repository.ts';
import { isOnMap } from './read-labels.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The member app's shop page for this id (a hash route of the app served at the site's root). */
export const shopPagePath = (id: number) => `/#/page/mapshop/shopdesc?id=${id}`;

export interface SharePage {
  status: 200 | 404;
  html: string;
}

const page = (lang: Locale, head: string, body: string) =>
  `<!doctype html>\n<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${body}</body></html>\n`;

/** `origin` is this site's public address (PUBLIC_URL, else the request's own), for the absolute URLs previews need. */
export async function shopSharePage(db: Db, idText: string, origin: string, locale: Locale): Promise<SharePage> {
  const id = /^\d{1,15}$/.test(idText) ? Number(idText) : undefined;
  const row = id === undefined ? undefined : await findLabel(db, id);
  if (id === undefined || !row || row.type !== 'shop' || !isOnMap(row)) {
    const text = escape(translate(locale, 'labels.not_found'));
    return { status: 404, html: page(locale, `<title>${text}</title><meta name="robots" content="noindex">`, `<p>${text}</p>`) };
  }
  const [card] = await findLabelsWithCategory(db, [id]);
  const category = localCategoryName(card?.category_name ?? null, locale);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);
  const target = shopPagePath(id);
  const name = escape(row.title);
  const description = escape([category, row.address].filter(Boolean).join(' · '));
  const meta = [
    `<title>${name}</title>`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${name}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta name="description" content="${description}">`,
    row.image ? `<meta property="og:image" content="${escape(absolute(row.image))}">` : '',
    `<meta property="og:url" content="${escape(`${origin}/s/shop/${id}`)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta http-equiv="refresh" content="0; url=${escape(target)}">`,
    `<link rel="canonical" href="${escape(`${origin}/s/shop/${id}`)}">`,
  ].join('');
  const body = `<p><a href="${escape(target)}">${name}</a></p><script>location.replace(${JSON.stringify(target)})</script>`;
  return { status: 200, html: page(locale, meta, body) };
}
