/**
 * Small, distinct pictures for the demo map, so it looks real on a fresh start: a shopfront
 * per shop (its initials on its colour under an awning), an avatar per person, and shared pools of
 * interior and licence pictures. Drawn as SVG, encoded by sharp, stored through ctx.storage like uploads.
 */
import sharp from 'sharp';
import { putPublicImage } from '../common/public-image.ts';
import type { AppContext } from '../../core/context.ts';

const SIZE = 240;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function shopfrontSvg(initials: string, colour: string): string {
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${i * 40}" y="0" width="20" height="56" fill="#ffffff" opacity="0.35"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <rect width="${SIZE}" height="${SIZE}" fill="${colour}"/>${stripes}
    <rect x="40" y="150" width="160" height="90" fill="#000000" opacity="0.18"/>
    <text x="120" y="135" text-anchor="middle" font-family="sans-serif" font-size="72" font-weight="bold" fill="#ffffff">${escape(initials)}</text></svg>`;
}

function avatarSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <rect width="${SIZE}" height="${SIZE}" fill="#f2f2f2"/><circle cx="120" cy="120" r="112" fill="${colour}"/>
    <text x="120" y="146" text-anchor="middle" font-family="sans-serif" font-size="80" font-weight="bold" fill="#ffffff">${escape(initials)}</text></svg>`;
}

function interiorSvg(n: number, colour: string): string {
  const shelves = [60, 120, 180].map((y) => `<rect x="20" y="${y}" width="200" height="10" fill="#5b4636"/>`).join('');
  const goods = Array.from({ length: 12 }, (_, i) => {
    const x = 28 + (i % 4) * 50;
    const y = 30 + Math.floor(i / 4) * 60;
    return `<rect x="${x}" y="${y}" width="30" height="30" rx="4" fill="${i % 2 ? colour : '#ffffff'}" opacity="${0.6 + ((i + n) % 4) * 0.1}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#efe6d8"/>${goods}${shelves}</svg>`;
}

function licenceSvg(n: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <rect width="${SIZE}" height="${SIZE}" fill="#fdfaf0"/><rect x="10" y="10" width="220" height="220" fill="none" stroke="#b08d57" stroke-width="6"/>
    <text x="120" y="70" text-anchor="middle" font-family="serif" font-size="22" font-weight="bold" fill="#333333">BUSINESS</text>
    <text x="120" y="98" text-anchor="middle" font-family="serif" font-size="22" font-weight="bold" fill="#333333">LICENCE</text>
    <text x="120" y="150" text-anchor="middle" font-family="monospace" font-size="16" fill="#555555">No. 2026-${String(4711 + n)}</text>
    <circle cx="120" cy="195" r="22" fill="#c0392b" opacity="0.7"/></svg>`;
}

async function render(ctx: AppContext, key: string, svg: string): Promise<string> {
  const body = await sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
  return putPublicImage(ctx.storage, `demo/labels/${key}.jpg`, body, 'image/jpeg');
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const slug = (initials: string, colour: string) => `${initials.toLowerCase()}-${colour.replace('#', '')}`;

export interface DemoPictures {
  shopfront(name: string, colour: string): Promise<string>;
  avatar(name: string, colour: string): Promise<string>;
  /** Shared pictures: one interior shot per colour and three licences. */
  pools(colours: string[]): Promise<{ interiors: string[]; licences: string[] }>;
}

/** Draws each distinct picture once (two shops with the same initials and colour share a shopfront). */
export function demoPictures(ctx: AppContext): DemoPictures {
  const drawn = new Map<string, Promise<string>>();
  const once = (key: string, svg: () => string) => {
    let url = drawn.get(key);
    if (!url) {
      url = render(ctx, key, svg());
      drawn.set(key, url);
    }
    return url;
  };
  return {
    shopfront: (name, colour) => {
      const initials = initialsOf(name);
      return once(`door-${slug(initials, colour)}`, () => shopfrontSvg(initials, colour));
    },
    avatar: (name, colour) => {
      const initials = initialsOf(name);
      return once(`avatar-${slug(initials, colour)}`, () => avatarSvg(initials, colour));
    },
    pools: async (colours) => ({
      interiors: await Promise.all(colours.map((colour, n) => once(`interior-${n}`, () => interiorSvg(n, colour)))),
      licences: await Promise.all([0, 1, 2].map((n) => once(`licence-${n}`, () => licenceSvg(n)))),
    }),
  };
}
