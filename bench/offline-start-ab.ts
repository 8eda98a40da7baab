/**
 * Compares the offline cold start of two builds: `node bench/offline-start-ab.ts <dist-a> <dist-b>`
 * (for example a copy of `dist` made before a change, and `dist` after it). This machine's speed for
 * that benchmark drifts over minutes, so the two are measured in alternating pairs, each build served by
 * its own server (on a fresh embedded database) to its own installed-app profile. Prints each build's
 * median and in how many pairs it was the faster. The staff home by default; `BENCH_SCREEN=manager`
 * measures the manager's overview as bench/manager-offline-start.ts does.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { installedAppContext, median } from './browser.ts';
import { coldStart, MANAGER_OVERVIEW, prepareOfflineApp, STAFF_HOME } from './cold-start.ts';
import { type RunningServer, startServer } from './support.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 12);
const [screen, phone] =
  process.env.BENCH_SCREEN === 'manager' ? [MANAGER_OVERVIEW, '5550100003'] : [STAFF_HOME, '5550100002'];
const builds = process.argv.slice(2).map((d) => resolve(d));
if (builds.length !== 2) throw new Error('Usage: node bench/offline-start-ab.ts <dist-a> <dist-b>');

// The server serves ./dist: each build gets a folder of its own holding it and links to the project.
const root = mkdtempSync(join(tmpdir(), 'chairside-ab-'));
const variants: {
  dist: string;
  server: RunningServer;
  app: Awaited<ReturnType<typeof installedAppContext>>;
  times: number[];
}[] = [];
for (const [i, dist] of builds.entries()) {
  const cwd = join(root, String(i));
  mkdirSync(cwd);
  for (const part of ['server', 'src', 'node_modules', 'package.json'])
    symlinkSync(resolve(part), join(cwd, part));
  symlinkSync(dist, join(cwd, 'dist'));
  const server = await startServer(18_960 + i, {}, cwd);
  const app = await installedAppContext(server.url);
  await prepareOfflineApp(app.context, phone, screen);
  variants.push({ dist, server, app, times: [] as number[] });
}
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    // Alternate which goes first, so neither always follows the other.
    for (const v of pair % 2 ? [...variants].reverse() : variants)
      v.times.push((await coldStart(v.app.context, screen)).onScreen);
  }
  for (const v of variants) {
    const wins = v.times.filter((t, i) =>
      variants.every((o) => o === v || t < (o.times[i] ?? Number.NaN)),
    ).length;
    console.log(
      `${v.dist}: median ${median(v.times).toFixed(0)} ms on screen, faster in ${wins} of ${PAIRS} pairs (${v.times.map((t) => t.toFixed(0)).join(' ')})`,
    );
  }
} finally {
  for (const v of variants) {
    await v.app.close();
    await v.server.stop();
  }
  rmSync(root, { recursive: true, force: true });
}
