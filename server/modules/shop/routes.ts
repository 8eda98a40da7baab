import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { MAX_PROMOTIONS, MAX_SALON_IMAGE_BASE64 } from '../../../src/contract/shop.ts';
import { invalid, notFound } from '../../errors.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import { API_KEY_HEADER, type RouteDeps, route } from '../../http/route.ts';
import {
  isSalonImage,
  publicShopInfo,
  removeSalonImages,
  SALON_IMAGE_NAME,
  SALON_MEDIA_URL,
  salonImageDir,
  shopDetail,
  shopSchedule,
  staffList,
  updateShop,
} from './service.ts';

export interface ShopDeps extends RouteDeps {
  /** Folder of uploaded files: the salon's images are in `<shopId>/salon/`. */
  uploadDir: string;
}

/** The update's body: its images as base64 (a banner and the promotions) and room for the text fields. */
const UPDATE_BODY_LIMIT = (1 + MAX_PROMOTIONS) * MAX_SALON_IMAGE_BASE64 + 64 * 1024;

export function shopRoutes(app: FastifyInstance, deps: ShopDeps): void {
  // Both are read on every app start; reused per salon until a schedule or staff row changes.
  cachedRoute(
    app,
    deps,
    endpoints.shopSchedule,
    { tables: ['shop_schedules'] },
    async ({ db }, session, cached) => cached(session.shopId, [], () => shopSchedule(db, session.shopId)),
  );

  cachedRoute(app, deps, endpoints.staffList, { tables: ['staff'] }, async ({ db }, session, cached) =>
    cached(session.shopId, [], () => staffList(db, session.shopId)),
  );

  route(app, deps, endpoints.shopDetail, async ({ db }, session) => shopDetail(db, session.shopId));

  route(app, deps, endpoints.shopInfo, async ({ db, req }, session) => {
    const header = req.headers[API_KEY_HEADER];
    const apiKey = typeof header === 'string' && header !== '' ? header : session?.apiKey;
    if (apiKey === undefined) throw invalid('Name the salon with the X-Api-Key header.');
    if (apiKey.length > 200) throw notFound('There is no such salon.');
    return publicShopInfo(db, apiKey);
  });

  route(
    app,
    deps,
    endpoints.shopUpdate,
    async ({ body, db, afterCommit }, session) => {
      const { info, replaced } = await updateShop(db, deps.uploadDir, session, body);
      // The images the change replaced go once it is committed (a rolled back change keeps them).
      afterCommit(() => removeSalonImages(deps.uploadDir, replaced));
      return info;
    },
    { bodyLimit: UPDATE_BODY_LIMIT },
  );

  // The banner and promotion images are public (the booking page shows them), while they are in use.
  app.get<{ Params: { shopId: string; file: string } }>(
    `${SALON_MEDIA_URL}/:shopId/:file`,
    async (req, reply) => {
      const { shopId, file } = req.params;
      if (!/^[1-9]\d{0,9}$/.test(shopId) || !SALON_IMAGE_NAME.test(file)) throw notFound();
      const url = `${SALON_MEDIA_URL}/${shopId}/${file}`;
      if (!(await isSalonImage(deps.db, Number(shopId), url))) throw notFound();
      const path = join(salonImageDir(deps.uploadDir, Number(shopId)), file);
      const size = await stat(path).then(
        (s) => (s.isFile() ? s.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw notFound();
      return reply
        .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('content-length', size)
        .send(createReadStream(path));
    },
  );
}
