// The headers a careful host sends with every answer (docs/decisions.md, Serving): a strict
// Content-Security-Policy, HSTS, nosniff, Referrer-Policy, Permissions-Policy, COOP. The server
// sends them through @fastify/helmet; `npm run build` writes the same ones to dist/_headers for
// static hosts that read that file (scripts/build/headers.ts asks the server for them).
import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** The only other host a page may show: the privacy-enhanced video player, after a press. */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source ('sha256-…') of every inline script in `html` (the app loader), which script-src allows by hash. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code ?? '').digest('base64')}'`,
  );
}

/**
 * The policy: nothing is allowed unless named. Scripts only from the site and the hashed loader
 * (no 'unsafe-inline', no 'unsafe-eval': Pixi uses its no-eval build, PDF.js runs with
 * isEvalSupported off); inline styles stay allowed, because React style attributes, Pixi and the
 * toasts set them, and they cannot run code.
 */
export function contentSecurityPolicy(scriptHashes: string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'", ...new Set(scriptHashes)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: [VIDEO_FRAME_ORIGIN],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  };
}

/** Powerful features no page of the site uses; fullscreen, autoplay and the like stay for games and videos. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function helmetOptions(scriptHashes: string[]): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(scriptHashes) },
    // Two years, as the HSTS preload list asks; browsers ignore it over plain http (localhost).
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    // The video player needs to know which site embeds it, so not no-referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // require-corp would block the video frame, which sends no CORP header.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  };
}

/** Headers of an answer that are about security, not about the file (for dist/_headers). */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
