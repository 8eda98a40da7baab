import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { cacheName } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import type { SalaryDay, SalaryMember } from './salary-math.ts';
import { SALARY_DAY_TABLES, salaryMembers, staffPay, staffSalary, updateStaffPay } from './service.ts';

/** Employee Salaries and the staff members' pay settings (manager calls, within the session's salon). */
export function salaryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Each day's figures are kept per salon until a write touches that day's tickets; the staff and their
  // pay settings until a staff row of the salon changes.
  const days = deps.changes.dayCache<SalaryDay>({
    name: cacheName(endpoints.staffSalary),
    tables: SALARY_DAY_TABLES,
  });
  const members = deps.changes.cache<SalaryMember[]>({
    name: 'staff pay settings (salaries)',
    tables: ['staff'],
  });

  // A read sent as POST: an Idempotency-Key is accepted and changes nothing (no answer is stored).
  route(
    app,
    deps,
    endpoints.staffSalary,
    async ({ body }, session) =>
      staffSalary(
        deps.db,
        session.shopId,
        body,
        session.timezone,
        () => members.get(session.shopId, [], () => salaryMembers(deps.db, session.shopId)),
        days.source(session.shopId, session.timezone, []),
      ),
    { idempotency: 'not-honoured' },
  );

  route(app, deps, endpoints.paySettings, async ({ params }, session) =>
    staffPay(deps.db, session.shopId, params.staffId, session.timezone),
  );

  // A write: in the request's transaction, with its Idempotency-Key (a repeat records nothing more).
  route(app, deps, endpoints.updatePaySettings, async ({ params, body, db }, session) => {
    await updateStaffPay(db, session.shopId, params.staffId, session.staffId, body, deps.now());
    return staffPay(db, session.shopId, params.staffId, session.timezone);
  });
}
