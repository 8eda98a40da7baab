/**
 * The income module's public file: what app.ts and other modules may use (modules/<area>/index.ts).
 * Everything else in this folder is the module's own. A bill's detail is one of income's answers
 * (`getBillDetailV2`); the ticket tools answer their writes with it too.
 */

export {
  CLOSED_STATUS,
  commissionCents,
  isListed,
  SERVICE_KIND,
  STAFF_DISCOUNT,
} from './income-math.ts';
export { incomeRoutes } from './routes.ts';
export { billDetail } from './service.ts';
