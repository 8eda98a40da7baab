import { endpoint } from '../endpoint.ts';
import { billDetail } from '../income.ts';
import {
  closedTicketsPage,
  closedTicketsQuery,
  refundBody,
  updateBillBody,
  updateTipBody,
  voidBody,
} from '../tickets.ts';

/** Manager ticket tools. Every write answers the ticket as it now is (GET report/getBillDetailV2's shape). */
export const ticketEndpoints = {
  closedTickets: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/getBillV2',
    access: 'manager',
    query: closedTicketsQuery,
    response: closedTicketsPage,
  }),
  updateTip: endpoint({
    method: 'PUT',
    base: 'v1',
    path: '/bill/updateTipStaff',
    access: 'manager',
    body: updateTipBody,
    response: billDetail,
  }),
  voidBill: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/bill/void',
    access: 'manager',
    body: voidBody,
    response: billDetail,
  }),
  refundBill: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/bill/refund',
    access: 'manager',
    body: refundBody,
    response: billDetail,
  }),
  updateBill: endpoint({
    method: 'PUT',
    base: 'v1',
    path: '/bill/update',
    access: 'manager',
    body: updateBillBody,
    response: billDetail,
  }),
} as const;
