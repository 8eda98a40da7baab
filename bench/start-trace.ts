/**
 * What the main thread does while the installed app starts: a Chromium trace of the staff home opened
 * with its service worker, caches and the day on the device, online (START_TRACE_OFFLINE=1: offline),
 * at 4× CPU throttling, cold (the worker stopped first). Prints every task of the page's main thread
 * that is long at 4× (over 50 ms), with what ran in it: scripts evaluated, functions called, style and
 * layout, garbage collection, each with its time and the file. The figures are for finding what to
 * change, not a budget. Run after `npm run build`; START_TRACE_RUNS (default 3), START_TRACE_PATH
 * (default '/'). START_TRACE_COLD=1: a first visit instead (signed in, but no service worker, caches,
 * IndexedDB or HTTP cache: the page the server draws, src/ssr/staff-home.tsx).
 */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  asNewPhone,
  installedAppContext,
  installServiceWorker,
  isTopLevelTask,
  signInThroughUi,
  type TraceEvent,
  traceOf,
} from './browser.ts';
import { startServer } from './support.ts';

const RUNS = Number(process.env.START_TRACE_RUNS ?? 3);
const PATH = process.env.START_TRACE_PATH ?? '/';
const OFFLINE = process.env.START_TRACE_OFFLINE === '1';
const COLD = process.env.START_TRACE_COLD === '1';
const KEEP = process.env.START_TRACE_FILE;

const server = await startServer(18_940);
const app = await installedAppContext(server.url);
try {
  const setup = await app.context.newPage();
  await signInThroughUi(setup, '5550100002');
  if (!COLD) {
    await installServiceWorker(setup);
    await setup.waitForFunction(() => performance.getEntriesByName('calendar-painted').length > 0);
    await setup.waitForLoadState('networkidle');
  }
  await setup.close();
  if (OFFLINE) await app.context.setOffline(true);

  for (let run = 1; run <= RUNS; run++) {
    const page = await app.context.newPage();
    const cdp = await app.context.newCDPSession(page);
    if (COLD) await asNewPhone(page, cdp, server.url, true);
    else {
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    }
    await sleep(1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = await traceOf(cdp, async () => {
      await page.goto(PATH);
      await sleep(4000);
    });
    if (KEEP) writeFileSync(`${KEEP}-${run}.json`, JSON.stringify({ traceEvents: events }));
    await page.close();

    // The renderer that loaded the page (a cold start gets a new one; others belong to other tabs).
    const navigation = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === `${server.url}${PATH}`,
    );
    const main = navigation;
    if (!main || !navigation) throw new Error('No navigation to the page in the trace');
    const onMain = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts);
    const ms = (us: number) => (us / 1000).toFixed(0);
    const marks = events
      .filter((e) => e.pid === main.pid && e.cat.includes('blink.user_timing') && e.ph !== 'X')
      .map((e) => `${e.name} ${ms(e.ts - navigation.ts)}`);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
    console.log(
      `run ${run}: first contentful paint ${fcp ? ms(fcp.ts - navigation.ts) : '?'} ms; marks: ${marks.join(', ')}`,
    );
    // The outermost tasks: the scheduler's task and the task it runs are both top level, one inside the
    // other, and counted once.
    const topLevel = onMain.filter(isTopLevelTask);
    const inside = (t: TraceEvent, o: TraceEvent) =>
      o.ts <= t.ts && t.ts + (t.dur ?? 0) <= o.ts + (o.dur ?? 0);
    const tasks = topLevel.filter(
      (t, i) => !topLevel.some((o, j) => j !== i && inside(t, o) && (!inside(o, t) || j < i)),
    );
    let blocking = 0;
    for (const task of tasks) {
      const dur = task.dur ?? 0;
      if (dur < 50_000) continue;
      if (task.ts + dur > navigation.ts + (fcp ? fcp.ts - navigation.ts : 0)) blocking += dur - 50_000;
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + dur && (e.dur ?? 0) >= 3_000,
      );
      const described = inside
        .filter((e) =>
          /EvaluateScript|v8\.evaluateModule|FunctionCall|UpdateLayoutTree|Layout|V8\.GC|MajorGC|MinorGC|ParseHTML|v8\.compile|ParseAuthorStyleSheet|TimerFire|FireAnimationFrame|EventDispatch|Paint|v8\.produceCache|RunMicrotasks|V8\.CompileCode|V8\.RunMicrotasks/.test(
            e.name,
          ),
        )
        .slice(0, 12)
        .map((e) => {
          const where = e.args?.data?.url ?? e.args?.data?.functionName ?? '';
          return `${e.name} ${ms(e.dur ?? 0)}${where ? ` ${where.replace(server.url, '')}` : ''}`;
        });
      console.log(
        `  task at ${ms(task.ts - navigation.ts)} ms, ${ms(dur)} ms: ${described.join('; ') || '(nothing named)'}`,
      );
    }
    console.log(`  blocking after the first paint (over 50 ms per task, at 4×): ${ms(blocking)} ms`);
  }
} finally {
  await app.close();
  await server.stop();
}
