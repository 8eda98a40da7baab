import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The headers every answer carries, and its Content-Security-Policy by what it is: the app (its pages,
 * scripts, service worker and manifest), the API (JSON), or media (uploads and generated pictures).
 * Reasons: docs/decisions.md, "Security".
 */

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The build's hashed files (`/assets/`: scripts and style sheets of pages, never a document, a worker
 * or a manifest) need only these two: a policy, framing, the opener and the referrer rule act on
 * documents and workers, and on a script they are bytes each visitor downloads for nothing (about
 * 0.55 KB an answer; the public booking page's first load counts them: docs/benchmarks.md).
 */
const ASSET_ANSWER = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** The build's hashed files (see ASSET_ANSWER); the service worker and the pages are not among them. */
const ASSETS_PATH = '/assets/';

/** JSON answers load nothing and are framed nowhere. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Media is shown, never run: opened on its own, an upload is a sandboxed document that may load
 * nothing (the browser's own viewer still shows the picture or plays the video).
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** A Host header fit to be written into the policy (a name or an address, and a port). */
const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The app's policy: its own scripts only (the built index.html has no inline script), styles of its
 * own plus inline ones (Mantine sets style attributes and writes style elements), pictures of its own
 * and `data:` ones (Mantine's stylesheet draws its chevrons with them), the API and `/ws` of its own
 * origin (named as ws: and wss: too, which older browsers do not count as 'self'), its own service
 * worker and manifest, and no framing.
 */
export function appCsp(host: string | undefined): string {
  const live = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self' data:",
    `connect-src 'self'${live}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function policyFor(req: FastifyRequest): string {
  const path = req.url;
  if (path.startsWith('/api') || path.startsWith('/ws')) return API_CSP;
  if (path.startsWith('/media')) return MEDIA_CSP;
  return appCsp(req.host);
}

/**
 * Adds the headers to every answer (a route may set its own Content-Security-Policy first); a hashed
 * build file served gets ASSET_ANSWER's two.
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith(ASSETS_PATH) && reply.statusCode === 200) {
      reply.headers(ASSET_ANSWER);
      // Cached for a year and never changed under their name: nothing asks them again conditionally.
      for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      return;
    }
    reply.headers(EVERY_ANSWER);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policyFor(req));
  });
}
