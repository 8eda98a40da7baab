import type { SeedContext } from './context.ts';
import type { ApptM } from './model.ts';
import { REASSIGN_NOTES, REASSIGN_REASONS } from './names.ts';
import { addMinutes, maxDate, minDate } from './time.ts';

/**
 * Requests to hand an appointment to someone else, sent to the salon's Admin: up to three pending for
 * coming appointments (one of the demo technician's first), and up to three already done.
 */
export function addReassignments(ctx: SeedContext): void {
  const { rng, now, shop, admin, demoTech } = ctx;
  const nowMs = now.getTime();
  const used = new Set<ApptM>();
  const pendingCandidates = shop.appointments.filter(
    (a) =>
      (a.status === 0 || a.status === 1) &&
      a.staff &&
      !a.staff.isAdmin &&
      a.startAt.getTime() > nowMs &&
      a.endAt > a.startAt,
  );
  const pendingPicks = [
    ...pendingCandidates.filter((a) => a.staff === demoTech).slice(0, 1),
    ...rng.shuffle(pendingCandidates.filter((a) => a.staff !== demoTech)),
  ].slice(0, 3);
  for (const a of pendingPicks) {
    const from = a.staff;
    if (!from) continue;
    used.add(a);
    const reason = rng.pick(REASSIGN_REASONS);
    shop.reassignments.push({
      appt: a,
      from,
      to: admin,
      assigned: null,
      reason,
      note: REASSIGN_NOTES[reason] ?? '',
      status: 'PENDING',
      createdAt: minDate(now, maxDate(addMinutes(a.createdAt, 1), addMinutes(now, -rng.int(10, 2880)))),
      resolvedAt: null,
    });
  }
  const doneCandidates = shop.appointments.filter(
    (a) => [0, 1, 3].includes(a.status) && a.staff && !a.staff.isAdmin && !used.has(a),
  );
  for (const a of rng.shuffle(doneCandidates).slice(0, 3)) {
    const assigned = a.staff;
    if (!assigned) continue;
    const from = rng.pick(ctx.technicians.filter((s) => s !== assigned));
    const reason = rng.pick(REASSIGN_REASONS);
    const createdAt = minDate(now, addMinutes(a.createdAt, rng.int(30, 600)));
    shop.reassignments.push({
      appt: a,
      from,
      to: admin,
      assigned,
      reason,
      note: REASSIGN_NOTES[reason] ?? '',
      status: 'DONE',
      createdAt,
      resolvedAt: minDate(now, addMinutes(createdAt, rng.int(5, 180))),
    });
  }
  shop.reassignments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
