/**
 * The date matrix: runs the unit and API tests with CHAIRSIDE_NOW at each date below, and the
 * end-to-end specs listed at the daylight-saving dates (`npm test` itself covers the real now). At the
 * leap day the run is on PostgreSQL: every API and database test (`npm run test:postgres`, date-free
 * ones included) on a throw-away server, at that date. CI runs the embedded dates' unit and API tests
 * beside `npm test` at the lowest CPU priority, and the rest after it (.ci/run); run the end-to-end
 * part after `npm run build`.
 *
 *   npm run test:matrix                 # all of it
 *   npm run test:matrix -- --unit       # the unit and API tests only
 *   npm run test:matrix -- --e2e        # the end-to-end tests only
 *   npm run test:matrix -- --only dst   # the dates whose name contains "dst"
 *   npm run test:matrix -- --embedded   # the dates on the embedded database (all but PostgreSQL's)
 *   npm run test:matrix -- --postgres   # the date on PostgreSQL
 *
 * Prints one line per run and a table at the end; exits 1 when any run failed.
 */
import { spawn } from 'node:child_process';

interface MatrixDate {
  name: string;
  now: string;
  /** Also run these end-to-end specs at this date. */
  e2e?: readonly string[];
  /**
   * Run the unit part as `npm run test:postgres` does: every API and database test (`server/`,
   * `tests/`) on a throw-away PostgreSQL server, rather than the dated tests on the embedded database.
   */
  postgres?: true;
}

/**
 * The end-to-end specs whose screens show dates, days or periods (sign-in, the account and the generic
 * states have none: the real-date run in `npm test` covers them). The customer screens' groups take the
 * day as an argument and their API tests run at every date; their spec runs once, in `npm test` (CI's
 * 30 minutes). A test of such a spec that no date
 * changes is tagged `@undated` and left out of these runs.
 */
const DATED_SPECS = [
  'e2e/staff-day.spec.ts',
  'e2e/income.spec.ts',
  'e2e/overview.spec.ts',
  'e2e/tickets.spec.ts',
  'e2e/appointments-list.spec.ts',
  'e2e/appointment-detail.spec.ts',
  'e2e/manager-reports.spec.ts',
];
/** The calendars and the time slots: where a day without 02:00–03:00 shows. */
const CALENDAR_SPECS = [
  'e2e/staff-day.spec.ts',
  'e2e/appointments-list.spec.ts',
  // The appointment detail (one appointment's times) runs at the daylight-saving end only (CI's 30
  // minutes): its times are the calendar's, whose grid both specs above draw on the shorter day.
];

/**
 * Luxe Nails & Spa is in America/Los_Angeles, Polished Studio in America/Chicago (closed on Mondays).
 * Both US zones leave DST on 2026-11-01 and enter it on 2027-03-14 at 02:00 local time.
 *
 * One run per awkward day, at an instant where both salons are on that day (Austin is two hours ahead
 * of San Jose): each salon's days, periods and slots are worked out in its own zone by the same code,
 * so a run holds both salons at once. A second run per day in Austin's zone held nothing this one does
 * not (and CI stays under 30 minutes).
 */
export const MATRIX: readonly MatrixDate[] = [
  // A Sunday (the first day of a week) is the day daylight saving ends, below. New Year's Day 2029 is a
  // Monday (Polished closed): 10:00 in San Jose, 12:00 in Austin, both on the year's first day, its week
  // begun in the year before (Sunday 12-31-2028), yesterday and the demo's past tickets all in that year.
  { name: 'new-year monday (Polished closed)', now: '2029-01-01T10:00:00-08:00' },
  // 15:30 in San Jose, 17:30 in Austin: both past the change, the day's first cards already past
  // (greyed) and later ones to come.
  { name: 'dst-end', now: '2026-11-01T15:30:00-08:00', e2e: DATED_SPECS },
  // 09:30 in San Jose, 11:30 in Austin: both on the day the clocks go forward, past the change. The
  // periods' reports are tested at this date by the unit and API tests; the screens here are the
  // calendars.
  { name: 'dst-start', now: '2027-03-14T09:30:00-07:00', e2e: CALENDAR_SPECS },
  // 00:10 in San Jose, 02:10 in Austin: both on the leap day, minutes after midnight. On PostgreSQL:
  // CI's run of the API and database tests there, at this date (the same code on both databases; one
  // run fewer in CI's 30 minutes).
  { name: 'leap-day on PostgreSQL', now: '2028-02-29T00:10:00-08:00', postgres: true },
];

/**
 * Left out of the matrix's unit runs (they run once, in `npm test`, at the real date): tests whose
 * subject has no date in it, or that go through dates themselves. Everything else (the server's API,
 * reports, calendar, seed and clock) runs at every date. Kept short so that CI stays
 * under 30 minutes on a 2-core machine.
 */
export const DATE_FREE_TESTS = [
  // The app's code reads the device's clock (src/lib/clock.ts), which CHAIRSIDE_NOW moves only for the
  // server: the app's unit tests pin the instants they need themselves, so at every date they would run
  // the same again. The end-to-end runs below are where the app meets the matrix's dates.
  'src/**',
  'sw/**',
  'tests/offline-replay-fresh.test.ts',
  // The build's checks (imports, chunks, plugins, theme) and code with no date in it: frames of the
  // live protocol and their relay between instances, error answers, configuration, database URLs,
  // callers, file types; the two-process test runs on PostgreSQL only (it skips here).
  'scripts/**',
  // The benchmarks' own arithmetic (Lighthouse's long tasks summed by source).
  'bench/**',
  'tests/theme-css.test.ts',
  'tests/cluster.test.ts',
  'server/realtime/frames.test.ts',
  'server/realtime/relay.test.ts',
  'server/http/errors.test.ts',
  'server/config.test.ts',
  'server/db/connect.test.ts',
  'server/auth/caller.test.ts',
  'server/modules/gallery/sniff.test.ts',
  // Walks the seed over hundreds of instants from 2024 to 2032 by itself.
  'server/db/seed/invariants.test.ts',
  'server/db/pglite-file-sizes.test.ts',
  // The change feed's versions and the routes' plumbing (sessions, roles, idempotency keys): their
  // times are the test clock's offsets (a session's 7 days, a key's 24 hours), whatever the date.
  'server/db/changes.test.ts',
  'server/http/route.test.ts',
  'server/http/idempotency.test.ts',
  // Live updates: which sockets hear of which salon's changes (the appointment it changes is the demo
  // fixture's, on a coming open day).
  'server/realtime/broker.test.ts',
  // Sockets that stall or trickle, timed in milliseconds.
  'server/http/connection-limits.test.ts',
  // Sign-in limits: counts in sliding windows of minutes, and 300 parallel guesses.
  'server/modules/staff-auth/limits.test.ts',
  // Headers, and the contract's bounds sent field by field.
  'server/http/security-headers.test.ts',
  'server/http/contract-probes.test.ts',
  // Compressed delivery of the built files, and a first visit's page with the staff day drawn in: it
  // is compared with the staff day call's own answer, whatever the day (the calendar's tests take the
  // salon's today through the matrix's dates).
  'server/static.test.ts',
  'tests/first-screen.test.ts',
  // Uploads (sizes, types, forms, the hourly limit on the test clock) and the sign-in steps (codes and
  // sessions timed by the test clock's offsets; the overview it opens is of a pinned month).
  'server/modules/gallery/gallery.test.ts',
  'server/modules/staff-auth/staff-auth.test.ts',
  // The salon's profile and its images (no date in them), and the demo's sample video (bytes).
  'server/modules/shop/salon-information.test.ts',
  'server/db/seed/sample-video.test.ts',
  // The manager's reports and reassignment requests on fixtures of their own pinned days (2001, 2031):
  // random sequences of ticket writes and periods, and figures computed by hand.
  'server/modules/reports/reports-agree.property.test.ts',
  'server/modules/reports/manager-reports.test.ts',
  // The marketing report's figures on pinned days of March 2001, computed by hand (its reviews and
  // audience checks read all of the salon's rows, whatever the day).
  'server/modules/marketing/marketing.test.ts',
  'server/modules/marketing/marketing-math.test.ts',
  // Employee Salaries' figures on pinned days of March 2001, computed by hand, and its arithmetic (no
  // date in it).
  'server/modules/salaries/salaries.test.ts',
  'server/modules/salaries/salary-math.test.ts',
  'server/modules/appointments/reassign.test.ts',
  // Customers and their groups on a salon made by the test, its clock pinned (2026-06-15); the groups'
  // rules take the day as an argument.
  'server/modules/customers/customers.test.ts',
  'server/modules/customers/customer-math.test.ts',
  // Whether a large salon's customer book is read at start: a count of customers, no day in it.
  'server/modules/customers/book-at-start.test.ts',
  // The kept start screen's rules and when a kept answer is asked again take the time as an argument.
  'src/lib/kept-screen.test.ts',
  'src/offline/kept.test.ts',
  // Bookings (the staff's and the public page's) on days of July 2031, the server's clock pinned (2030-10-01).
  'server/modules/appointments/booking.test.ts',
  'server/modules/appointments/public.test.ts',
];

interface Outcome {
  date: MatrixDate;
  suite: 'unit' | 'e2e';
  ok: boolean;
  seconds: number;
  summary: string;
}

function run(date: MatrixDate, suite: 'unit' | 'e2e'): Promise<Outcome> {
  const [command, args] =
    suite === 'unit'
      ? date.postgres
        ? [
            'node',
            [
              'scripts/postgres-cluster.ts',
              'run',
              '--',
              'vitest',
              'run',
              '--reporter=dot',
              'server',
              'tests',
            ],
          ]
        : ['vitest', ['run', '--reporter=dot', ...DATE_FREE_TESTS.flatMap((f) => ['--exclude', f])]]
      : [
          'playwright',
          // Tests tagged @undated check what no date changes (the outbox, refusals, live updates,
          // dialogs): they run once, at the real date, in `npm test`.
          [
            'test',
            '--reporter=dot,./e2e/retry-report.ts',
            '--grep-invert',
            '@undated',
            // Each date's failures (screenshot, page snapshot, the retry's trace) kept apart: the next
            // run would empty a shared folder.
            '--output',
            `.tmp/test-results-${date.name.replace(/[^a-z0-9]+/gi, '-')}`,
            ...(date.e2e ?? []),
          ],
        ];
  const started = performance.now();
  console.log(`\n=== ${suite} tests with CHAIRSIDE_NOW=${date.now} (${date.name}) ===`);
  return new Promise((resolve) => {
    let tail = '';
    const child = spawn(command, args, {
      // No colours: the summary is read from the output.
      env: {
        ...process.env,
        CHAIRSIDE_NOW: date.now,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        // No accessibility check or picture per screen (`shot` in e2e/support.ts): the real-date run
        // makes them; the same screens on other dates add a minute of CI and nothing dated.
        ...(suite === 'e2e' ? { E2E_SHOTS: 'off' } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', (code) => {
      // vitest: "Tests  412 passed (412)"; playwright: "20 passed (1.1m)", "1 flaky", "1 failed".
      const lines = tail
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^(Tests\s|\d+ (passed|failed|flaky|skipped))|^Retries:/.test(l));
      resolve({
        date,
        suite,
        ok: code === 0,
        seconds: (performance.now() - started) / 1000,
        summary: lines.join('; ').replace(/\s+/g, ' '),
      });
    });
  });
}

const args = process.argv.slice(2);
const suites = args.includes('--unit') ? ['unit'] : args.includes('--e2e') ? ['e2e'] : ['unit', 'e2e'];
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const database = args.includes('--embedded') ? 'embedded' : args.includes('--postgres') ? 'postgres' : 'both';
const dates = MATRIX.filter(
  (d) =>
    (only === undefined || d.name.includes(only)) &&
    (database === 'both' || (database === 'postgres') === (d.postgres === true)),
);

const outcomes: Outcome[] = [];
for (const date of dates) {
  if (suites.includes('unit')) outcomes.push(await run(date, 'unit'));
  if (suites.includes('e2e') && date.e2e) outcomes.push(await run(date, 'e2e'));
}

console.log('\nDate matrix:');
for (const o of outcomes) {
  const when = `${o.date.now} ${o.date.name}`.padEnd(52);
  console.log(
    `  ${o.ok ? 'PASS' : 'FAIL'}  ${o.suite.padEnd(4)}  ${when} ${o.seconds.toFixed(0).padStart(4)} s  ${o.summary}`,
  );
}
const failed = outcomes.filter((o) => !o.ok).length;
console.log(
  failed === 0 ? `All ${outcomes.length} runs passed.` : `${failed} of ${outcomes.length} runs failed.`,
);
process.exit(failed === 0 ? 0 : 1);
