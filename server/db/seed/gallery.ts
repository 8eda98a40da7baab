import type { SeedContext } from './context.ts';
import type { ShopM } from './model.ts';
import { sampleVideo } from './sample-video.ts';
import { addMinutes, minDate } from './time.ts';

const ITEMS_PER_SALON = 15;

/**
 * Photos (and two videos: real WebM files built from bytes, sample-video.ts) of the last two months, a third of them waiting for approval; the demo
 * technician has the first. `sample` numbers the sample pictures across salons.
 */
export function addGallery(ctx: SeedContext, sample: { n: number }): void {
  const { rng, now, index } = ctx;
  const items: ShopM['gallery'] = [];
  for (let i = 0; i < ITEMS_PER_SALON; i++) {
    const member = i === 0 ? ctx.demoTech : rng.pick(ctx.technicians);
    const video = i === 6 || (index === 1 && i === 11);
    sample.n++;
    const createdAt = minDate(now, addMinutes(now, -(rng.int(0, 59) * 1440 + rng.int(0, 600))));
    const pending = i % 3 === 0;
    // Drawn for both kinds, so the rest of the demo draws the same numbers as before.
    const drawnSize = video ? rng.int(1_500_000, 8_000_000) : rng.int(2_400, 14_000);
    items.push({
      staff: member,
      url: `/media/sample/${sample.n}.${video ? 'webm' : 'svg'}`,
      mimeType: video ? 'video/webm' : 'image/svg+xml',
      sizeBytes: video ? sampleVideo().length : drawnSize,
      status: pending ? 'PENDING' : 'APPROVED',
      createdAt,
      approvedAt: pending ? null : minDate(now, addMinutes(createdAt, rng.int(30, 30 * 60))),
    });
  }
  ctx.shop.gallery = items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
