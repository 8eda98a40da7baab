import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shopAppointmentsTopic } from '../../../../contract/appointment.ts';
import { followSalonAppointments } from './appointment-list.ts';
import { managerAppointmentKeys as keys } from './manager-keys.ts';

describe("the salon's appointment topic", () => {
  it('follows the salon topic and asks every list and block-hours answer of the salon again on each message', async () => {
    const client = new QueryClient();
    const kept = [
      keys.list(1, '2026-11-16', '2026-11-30'),
      keys.list(1, '2026-12-01', '2026-12-01'),
      keys.blockHours(1, '2026-11-16', '2026-11-30'),
      keys.list(2, '2026-11-16', '2026-11-30'),
      keys.blockHours(2, '2026-11-16', '2026-11-30'),
      keys.bookableStaff(1),
      ['tickets', 'closed', 1, '2026-11-23', 1],
    ];
    for (const key of kept) client.setQueryData(key, { data: [] });
    const followed: { destination: string; onMessage: () => void }[] = [];
    let unfollowed = 0;
    const stop = followSalonAppointments(
      (destination, onMessage) => {
        followed.push({ destination, onMessage });
        return () => {
          unfollowed++;
        };
      },
      client,
      1,
    );
    expect(followed.map((f) => f.destination)).toEqual([shopAppointmentsTopic(1)]);
    const stale = () => kept.map((key) => client.getQueryState(key)?.isInvalidated ?? false);
    expect(stale()).toEqual([false, false, false, false, false, false, false]);

    followed[0]?.onMessage();
    await Promise.resolve();
    // The salon's lists and block hours; not another salon's, nor other answers.
    expect(stale()).toEqual([true, true, true, false, false, false, false]);

    stop();
    expect(unfollowed).toBe(1);
  });
});
