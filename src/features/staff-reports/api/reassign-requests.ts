import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reassignmentEndpoints as endpoints } from '../../../contract/endpoints/reassignments.ts';
import type { ReassignOutcome, ReassignRequest } from '../../../contract/reassignment.ts';
import { ApiError, call, sendNow } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { defineKept } from '../../../offline/kept.ts';
import { staffReportKeys } from './staff-report-keys.ts';

/** The salon's pending reassignment requests (GET admin/getListAssignAppointment), kept once seen. */
export const reassignRequests = defineKept({
  key: (shopId: number) => staffReportKeys.reassignRequests(shopId),
  fetch: (_shopId, signal) => call(endpoints.reassignRequests, { signal }),
});

/**
 * Approve (give the appointment to a staff member) and decline (with a reason): both need the network,
 * since the server checks the chosen staff member is still free, so they are sent at once rather than
 * queued. Each dialog opening is one request with its own Idempotency-Key (`newMutationId`): a retry
 * after a lost answer is the same request, applied once. Then the list is asked again (spec §4: the list reloads), and the manager's calendars
 * with it; the technicians' calendars change by the server's live message.
 */
export function useReassignActions(shopId: number) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (action: () => Promise<ReassignOutcome>) => {
      let outcome: ReassignOutcome;
      try {
        outcome = await sendNow(action);
      } catch (err) {
        // Refused (taken meanwhile, already decided): the list is asked again all the same.
        if (!(err instanceof ApiError && err.isNetwork)) {
          void queryClient.invalidateQueries({ queryKey: staffReportKeys.reassignRequests(shopId) });
        }
        throw err;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffReportKeys.reassignRequests(shopId) }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.appointments] }),
      ]);
      return outcome;
    },
    [queryClient, shopId],
  );
  return {
    approve: (request: ReassignRequest, staffIdTo: number, idempotencyKey: string) =>
      send(() =>
        call(endpoints.assignAppointment, {
          body: {
            appointmentId: request.appointmentId,
            assignAppointmentId: request.assignAppointmentId,
            staffIdTo,
          },
          idempotencyKey,
        }),
      ),
    decline: (request: ReassignRequest, reason: string, idempotencyKey: string) =>
      send(() =>
        call(endpoints.declineAssignment, {
          body: {
            appointmentId: request.appointmentId,
            assignAppointmentId: request.assignAppointmentId,
            reason,
          },
          idempotencyKey,
        }),
      ),
  };
}
