/**
 * Pictures for the demo goods (README "Demo accounts"): each product gets a square photo-like drawing of what it
 * is — a cup, a bag of beans, a cake, a charger… — on its own colour. Drawn as SVG, encoded by sharp and
 * stored through ctx.storage like an upload, so the shop page shows real images on a fresh start.
 */
import sharp from 'sharp';
import { putPublicImage } from '../common/public-image.ts';
import type { AppContext } from '../../core/context.ts';

export type Pictogram = 'cup' | 'beans' | 'toast' | 'cake' | 'charger' | 'cable' | 'stand' | 'mug' | 'case';

const SIZE = 480;

const SHAPES: Record<Pictogram, string> = {
  cup: `<rect x="170" y="150" width="140" height="200" rx="18" fill="#ffffff"/><rect x="160" y="130" width="160" height="30" rx="8" fill="#3b2a20"/>
    <rect x="230" y="60" width="14" height="80" fill="#ffffff"/><rect x="170" y="220" width="140" height="60" fill="#6f4e37"/>`,
  beans: `<path d="M150 130 h180 l20 240 h-220 z" fill="#c8a27a"/><rect x="150" y="120" width="180" height="30" fill="#8b6b4a"/>
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${190 + (i % 3) * 50}" cy="${230 + Math.floor(i / 3) * 60}" rx="18" ry="26" fill="#4a2c17"/>`).join('')}`,
  toast: `<rect x="120" y="170" width="240" height="170" rx="40" fill="#e9b56b"/><rect x="140" y="190" width="200" height="130" rx="30" fill="#f6d9a0"/>
    <rect x="150" y="245" width="180" height="20" fill="#3f8f3a"/><circle cx="360" cy="330" r="34" fill="#ffffff"/><circle cx="360" cy="330" r="16" fill="#f4c542"/>`,
  cake: `<rect x="130" y="220" width="220" height="130" rx="16" fill="#7cc47a"/><rect x="130" y="200" width="220" height="40" rx="16" fill="#ffffff"/>
    <rect x="234" y="140" width="12" height="60" fill="#f4c542"/><ellipse cx="240" cy="132" rx="10" ry="16" fill="#ff8c42"/>`,
  charger: `<rect x="170" y="150" width="140" height="190" rx="26" fill="#ffffff"/><rect x="205" y="100" width="20" height="60" fill="#bdbdbd"/>
    <rect x="255" y="100" width="20" height="60" fill="#bdbdbd"/><path d="M250 200 l-40 70 h35 l-15 60 l50 -80 h-35 z" fill="#f4c542"/>`,
  cable: `<path d="M120 330 C 180 120, 300 420, 360 150" stroke="#ffffff" stroke-width="22" fill="none" stroke-linecap="round"/>
    <rect x="100" y="320" width="40" height="70" rx="8" fill="#dddddd"/><rect x="340" y="90" width="40" height="70" rx="8" fill="#dddddd"/>`,
  stand: `<rect x="190" y="90" width="120" height="220" rx="18" fill="#222222"/><rect x="200" y="105" width="100" height="180" rx="8" fill="#6ec1e4"/>
    <path d="M170 330 h160 l-30 50 h-100 z" fill="#ffffff"/>`,
  mug: `<rect x="150" y="140" width="170" height="210" rx="20" fill="#ffffff"/><path d="M320 190 h40 a40 40 0 0 1 0 110 h-40" stroke="#ffffff" stroke-width="22" fill="none"/>
    <text x="235" y="270" text-anchor="middle" font-family="serif" font-size="90" font-weight="bold" fill="#7b3fa0">π</text>`,
  case: `<rect x="170" y="90" width="140" height="280" rx="30" fill="#ff6f61"/><circle cx="215" cy="135" r="22" fill="#333333"/>
    <circle cx="265" cy="135" r="14" fill="#333333"/><rect x="190" y="90" width="100" height="280" rx="24" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
};

function goodsSvg(shape: Pictogram, colour: string, angle: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.25"/></linearGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="${colour}"/><rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
    <ellipse cx="240" cy="400" rx="150" ry="24" fill="#000000" opacity="0.15"/>
    <g transform="rotate(${angle} 240 240)">${SHAPES[shape]}</g></svg>`;
}

/** A product's photos: the main one and a turned second view. Returns their /uploads/ paths. */
export async function drawGoodsPhotos(ctx: AppContext, key: string, shape: Pictogram, colour: string): Promise<string[]> {
  return Promise.all(
    [0, -8].map(async (angle, n) => {
      const body = await sharp(Buffer.from(goodsSvg(shape, colour, angle)))
        .jpeg({ quality: 80 })
        .toBuffer();
      return putPublicImage(ctx.storage, `demo/goods/${key}-${n + 1}.jpg`, body, 'image/jpeg');
    }),
  );
}
