/**
 * Budget: `npm start` on an empty data folder, after the build, serves within 20 s including migrations
 * and the demo seed. Measures spawn → first healthy answer, median of 3 runs.
 */
import { startServer } from './support.ts';

const BUDGET_MS = 20_000;
const runs: number[] = [];
for (let i = 0; i < 3; i++) {
  const server = await startServer(18_300 + i);
  runs.push(server.startMs);
  await server.stop();
}
runs.sort((a, b) => a - b);
const median = runs[1] ?? 0;
console.log(
  `start on an empty data folder (migrate + seed + listen): runs ${runs.map((r) => (r / 1000).toFixed(2)).join(' s, ')} s`,
);
console.log(
  `median ${(median / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s) ${median <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
);
if (median > BUDGET_MS) process.exitCode = 1;
