/**
 * Live-update fan-out: 500 STOMP connections subscribed to one staff member's income topic; one ticket
 * closes (demo route); the time from the request until every connection has its MESSAGE.
 * Budget ≤ 1 s. Raw `ws` clients with minimal frames, all in this process, against `node server/main.ts`.
 */
import { WebSocket } from 'ws';
import { signInCookie, startServer } from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const BUDGET_MS = 1000;
const TECH_PHONE = '5550100002';

interface Conn {
  ws: WebSocket;
  /** Resolves at the next MESSAGE's arrival (performance.now()). */
  nextMessage: () => Promise<number>;
}

function openConnection(url: string, cookie: string, topic: string, i: number): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, ['v12.stomp'], {
      headers: { cookie, origin: url },
    });
    let waiter: ((at: number) => void) | null = null;
    const nextMessage = () =>
      new Promise<number>((r) => {
        waiter = r;
      });
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
      ws.send(`SUBSCRIBE\nid:0\ndestination:${topic}\nreceipt:s${i}\n\n\0`);
    });
    ws.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('RECEIPT')) resolve({ ws, nextMessage });
      else if (text.startsWith('MESSAGE')) waiter?.(performance.now());
      else if (text.startsWith('ERROR')) reject(new Error(text));
    });
  });
}

const server = await startServer(18_460);
const conns: Conn[] = [];
try {
  const cookie = await signInCookie(server.url, TECH_PHONE, false);
  // The staff id: whatever the session says (sign-in-by-phone lists the records, verifyOtp the staff).
  const me = (await (await fetch(`${server.url}/api/v1/staff/sign-in-by-phone/${TECH_PHONE}`)).json()) as {
    payload: { id: number; positionName: string }[];
  };
  const staffId = me.payload.find((r) => r.positionName !== 'Admin')?.id;
  if (!staffId) throw new Error('No technician record');
  const topic = `/topic/staff/income/${staffId}`;

  const opening = performance.now();
  for (let i = 0; i < CONNECTIONS; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, CONNECTIONS - i) }, (_, k) =>
        openConnection(server.url, cookie, topic, i + k),
      ),
    );
    conns.push(...batch);
  }
  const openMs = performance.now() - opening;

  const results: number[] = [];
  for (let round = 0; round < 3; round++) {
    const arriving = Promise.all(conns.map((c) => c.nextMessage()));
    const started = performance.now();
    const res = await fetch(`${server.url}/api/v1/demo/close-ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ staffId }),
    });
    if (!res.ok) throw new Error(`close-ticket answered ${res.status}`);
    const answered = performance.now() - started;
    const arrivals = await arriving;
    const last = Math.max(...arrivals) - started;
    results.push(last);
    console.log(
      `round ${round + 1}: HTTP answer ${answered.toFixed(0)} ms, all ${conns.length} MESSAGEs within ${last.toFixed(0)} ms of the request`,
    );
  }
  const worst = Math.max(...results);
  const ok = worst <= BUDGET_MS;
  console.log(
    `STOMP fan-out: ${conns.length} subscribers opened in ${openMs.toFixed(0)} ms; ticket close → all delivered: worst ${worst.toFixed(0)} ms of 3 (budget ${BUDGET_MS} ms) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  for (const c of conns) c.ws.terminate();
  await server.stop();
}
