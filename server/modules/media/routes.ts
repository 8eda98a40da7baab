import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../db/schema.ts';
import { sampleVideo } from '../../db/seed/sample-video.ts';
import type { RouteDeps } from '../../http/route.ts';
import { avatarSvg, initials, sampleSvg } from './avatar.ts';

const DAY = 86_400;

export function mediaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { file: string } }>('/media/avatar/:file', async (req, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(req.params.file);
    const id = match ? Number(match[1]) : 0;
    const [row] = id
      ? await deps.db
          .select({ firstName: staff.firstName, lastName: staff.lastName })
          .from(staff)
          .where(eq(staff.id, id))
          .limit(1)
      : [];
    if (!row) return reply.code(404).send({ code: 1404, message: 'Not found', payload: null });
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${DAY}`)
      .send(avatarSvg(`${id}`, initials(row.firstName, row.lastName)));
  });

  app.get<{ Params: { file: string } }>('/media/sample/:file', async (req, reply) => {
    if (/^\d{1,6}\.webm$/.test(req.params.file)) {
      const video = sampleVideo();
      return reply
        .type('video/webm')
        .header('cache-control', `public, max-age=${DAY}`)
        .header('content-length', video.length)
        .send(video);
    }
    const match = /^(\d{1,6})\.svg$/.exec(req.params.file);
    if (!match) return reply.code(404).send({ code: 1404, message: 'Not found', payload: null });
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${DAY}`)
      .send(sampleSvg(Number(match[1])));
  });
}
