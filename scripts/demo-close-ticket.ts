/**
 * `npm run demo:close-ticket -- --staff <id>`: closes a realistic ticket for that staff member on the
 * running demo server (POST /api/v1/demo/close-ticket), so their open income screen reloads live.
 * Reads PORT and HOST like the server (default 127.0.0.1:8080).
 */
import { parseArgs } from 'node:util';

const USAGE = 'Usage: npm run demo:close-ticket -- --staff <staffId>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let staffText: string | undefined;
try {
  const { values } = parseArgs({ options: { staff: { type: 'string' } }, strict: true });
  staffText = values.staff;
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
}
if (!staffText || !/^[1-9]\d{0,8}$/.test(staffText)) fail(USAGE);
const staffId = Number(staffText);

const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '8080';
// A server listening on every address is reached on loopback (the demo route answers loopback only).
const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const url = `http://${target.includes(':') ? `[${target}]` : target}:${port}/api/v1/demo/close-ticket`;

let res: Response;
try {
  res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId }),
  });
} catch {
  fail(`No server answers at ${url}. Start it with npm start (demo mode).`);
}
const answer = (await res.json().catch(() => null)) as {
  message?: string;
  payload?: { billNumber: number; total: number };
} | null;
if (!res.ok || !answer?.payload) {
  const message = answer?.message ?? `The server answered ${res.status}.`;
  fail(message.startsWith('No route') ? `${message}: is the server in demo mode?` : message);
}
console.log(
  `Closed ticket #${answer.payload.billNumber} for staff ${staffId}: $${answer.payload.total.toFixed(2)}`,
);
