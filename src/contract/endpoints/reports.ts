import { endpoint } from '../endpoint.ts';
import { overview, overviewQuery } from '../overview.ts';

/** Manager reports. */
export const reportEndpoints = {
  overview: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/admin/overview',
    access: 'manager',
    query: overviewQuery,
    response: overview,
  }),
} as const;
