/**
 * Security headers on every reply (docs/reliability.md "Security"): a Content-Security-Policy the member app and
 * console run under, frame denial (in Pi mode: frames of the Pi Browser and sandbox only), no MIME sniffing, a strict referrer, and HSTS only when the request came
 * over TLS (directly, or through a trusted proxy's x-forwarded-proto) or PUBLIC_URL is https — announcing
 * HSTS over plain HTTP on a LAN install would lock browsers out of it.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** `https://{s}.tile.example.org/{z}/…` → `https://*.tile.example.org`: the map tiles' origin for img-src. */
export function tileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl);
  return match?.[1]?.replace(/\{[a-z]+\}/g, '*');
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Pi mode (docs/api.md "Pi app (Pi mode)"): the Pi SDK's script origin, and the frames a Pi app is opened in —
 * the Pi Browser's app host and the desktop sandbox (pi-apps/pi-platform-docs SDK_reference.md "sandbox").
 */
export const PI_SDK_ORIGIN = 'https://sdk.minepi.com';
export const PI_FRAME_ANCESTORS = ['https://app-cdn.minepi.com', 'https://sandbox.minepi.com'] as const;

/** `inlineScripts`: the hash-sources of the member app's inline scripts (core/inline-scripts.ts). */
export function contentSecurityPolicy(config: Config, inlineScripts: readonly string[] = []): string {
  // Images: uploads (same origin or the S3 public host), leaflet tiles, and data:/blob: for the poster and QR.
  const images = ["'self'", 'data:', 'blob:', tileOrigin(config.tileUrl), originOf(config.s3?.publicUrl ?? config.s3?.endpoint)];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts, config.pi ? PI_SDK_ORIGIN : undefined].filter(Boolean).join(' '),
    // antd-mobile and leaflet position elements with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.filter(Boolean).join(' ')}`,
    "font-src 'self' data:",
    // Chat's websocket (ws: on plain HTTP, wss: behind TLS).
    "connect-src 'self' ws: wss:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    config.pi ? `frame-ancestors 'self' ${PI_FRAME_ANCESTORS.join(' ')}` : "frame-ancestors 'none'",
  ].join('; ');
}

/** Swagger UI (/api/docs) runs inline scripts of its own; it keeps every header but the CSP. */
const DOCS_PREFIX = '/api/docs';

export function registerSecurityHeaders(app: FastifyInstance, config: Config, inlineScripts: readonly string[] = []): void {
  const csp = contentSecurityPolicy(config, inlineScripts);
  const httpsByConfig = config.publicUrl?.startsWith('https://') ?? false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // A Pi app lives in the Pi Browser's frame; X-Frame-Options cannot name those origins, so Pi mode leaves it to CSP.
    if (!config.pi) reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!request.url.startsWith(DOCS_PREFIX)) reply.header('content-security-policy', csp);
    if (httpsByConfig || request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
