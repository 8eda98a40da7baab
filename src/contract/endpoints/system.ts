import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/** The server itself. */
export const systemEndpoints = {
  /** Whether the server answers, and its clock (which CHAIRSIDE_NOW may pin). */
  health: endpoint({
    method: 'GET',
    base: 'api',
    path: '/health',
    access: 'public',
    response: z.object({ status: z.literal('ok'), now: z.string() }),
  }),
} as const;
