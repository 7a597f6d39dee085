/**
 * The share poster (docs/product.md §2 page/shareplacard "share invitation poster"): drawn on a canvas so it
 * can be saved as one image — the app's name, the member, their QR code and invitation code, and the link.
 * Images are drawn only once loaded; a missing avatar leaves the initial instead.
 */
export interface PosterContent {
  appName: string;
  headline: string;
  nickname: string;
  avatarUrl?: string;
  qrcode: string;
  codeLabel: string;
  code: string;
  scanHint: string;
  url: string;
}

export const POSTER_SIZE = { width: 540, height: 860 };

function loadImage(src: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(undefined);
    image.src = src;
  });
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

function drawAvatar(
  ctx: CanvasRenderingContext2D,
  avatar: HTMLImageElement | undefined,
  initial: string,
  cx: number,
  cy: number,
) {
  const r = 44;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = '#dbeafe';
  ctx.fill();
  ctx.clip();
  if (avatar) ctx.drawImage(avatar, cx - r, cy - r, r * 2, r * 2);
  else {
    ctx.fillStyle = '#0f62e6';
    ctx.font = 'bold 40px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initial.toUpperCase(), cx, cy + 2);
  }
  ctx.restore();
}

/** Draws the poster and returns it as a PNG data URL. */
export async function drawPoster(content: PosterContent): Promise<string> {
  const { width, height } = POSTER_SIZE;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const [qr, avatar] = await Promise.all([
    loadImage(content.qrcode),
    content.avatarUrl ? loadImage(content.avatarUrl) : undefined,
  ]);

  const background = ctx.createLinearGradient(0, 0, 0, height);
  background.addColorStop(0, '#0f62e6');
  background.addColorStop(1, '#0b3c8c');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);

  ctx.textAlign = 'center';
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 34px sans-serif';
  ctx.fillText(content.appName, width / 2, 70);
  ctx.font = '22px sans-serif';
  ctx.fillText(content.headline, width / 2, 110);

  ctx.fillStyle = '#fff';
  roundRect(ctx, 40, 150, width - 80, height - 200, 24);
  drawAvatar(ctx, avatar, content.nickname.slice(0, 1) || '?', width / 2, 215);
  ctx.fillStyle = '#1f2937';
  ctx.font = 'bold 26px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(content.nickname, width / 2, 295);

  const qrSize = 300;
  if (qr) ctx.drawImage(qr, (width - qrSize) / 2, 320, qrSize, qrSize);
  ctx.fillStyle = '#6b7280';
  ctx.font = '18px sans-serif';
  ctx.fillText(content.scanHint, width / 2, 650);
  ctx.fillText(content.codeLabel, width / 2, 700);
  ctx.fillStyle = '#0f62e6';
  ctx.font = 'bold 36px monospace';
  ctx.fillText(content.code, width / 2, 742);
  ctx.fillStyle = '#9ca3af';
  ctx.font = '13px sans-serif';
  ctx.fillText(content.url.length > 64 ? `${content.url.slice(0, 61)}…` : content.url, width / 2, 780);
  return canvas.toDataURL('image/png');
}
