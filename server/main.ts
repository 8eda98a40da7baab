import { buildApp } from './app.ts';
import { databaseRateLimits, MemoryRateLimits } from './auth/rate-limit.ts';
import { clockFor } from './clock.ts';
import { loadConfig } from './config.ts';
import { ChangeFeed } from './db/changes.ts';
import { connect } from './db/connect.ts';
import { isEmpty, seedDemo } from './db/seed/index.ts';
import { DEMO_PHONES } from './db/seed/salons.ts';
import { signInRecords } from './modules/staff-auth/index.ts';
import { EventBus } from './realtime/bus.ts';
import { relayLiveMessages } from './realtime/relay.ts';

/** Starts the whole product: migrations, demo data (in demo mode), the API, the app and /ws on one port. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env, process.argv.includes('--demo'));
  const clock = clockFor(config.pinnedNow);
  if (config.pinnedNow) {
    console.log(
      `CHAIRSIDE_NOW is set: the clock starts at ${config.pinnedNow.toISOString()} and moves on from there.`,
    );
  }
  const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.demo && (await isEmpty(database.db))) {
    const { demoPhones: _phones, ...counts } = await seedDemo(database.db, { now: clock.now() });
    console.log(
      `Demo data created: ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
  }
  const changes = await ChangeFeed.start(database);
  // On PostgreSQL other instances may serve the same salons: live messages go to them too.
  const bus = new EventBus();
  const relay =
    database.kind === 'postgres'
      ? await relayLiveMessages(database, bus, (err) =>
          console.error(`A live message reached this instance only: ${String(err)}`),
        )
      : undefined;
  const app = await buildApp({
    bus,
    db: database.db,
    // The embedded database is this process's alone: its limits count in memory.
    rateLimits: database.kind === 'pglite' ? new MemoryRateLimits() : databaseRateLimits,
    changes: changes.feed,
    now: clock.now,
    demo: config.demo,
    otpLimitPerPhone: config.otpLimitPerPhone,
    otpLimitPerIp: config.otpLimitPerIp,
    otpWindowMs: config.otpWindowMs,
    otpPhoneCap: config.otpPhoneCap,
    otpPhoneCapWindowMs: config.otpPhoneCapWindowMs,
    verifyLimitPerIp: config.verifyLimitPerIp,
    verifyLimitPerStaff: config.verifyLimitPerStaff,
    lookupLimitPerIp: config.lookupLimitPerIp,
    uploadLimitPerHour: config.uploadLimitPerHour,
    publicLimits: config.publicLimits,
    staticDir: config.staticDir,
    limits: config.limits,
    live: { perSession: config.liveConnectionsPerSession },
    trustProxy: config.trustProxy,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nChairside is ready at http://${host}:${port}/ (${database.kind}, started in ${seconds} s)`);
  if (config.demo) {
    console.log('Demo mode: the sign-in screen shows the one-time code.');
    for (const phone of Object.values(DEMO_PHONES)) {
      const records = await signInRecords(database.db, phone);
      if (records.length === 0) continue;
      const where = records.map((r) => `${r.positionName} at ${r.companyName} (staff id ${r.id})`).join('; ');
      console.log(`  (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}  ${where}`);
    }
    console.log('Close a ticket live for one of them: npm run demo:close-ticket -- --staff <staff id>');
    // Each salon's public booking page: its api key is the path.
    const salons = new Map<string, string>();
    for (const phone of Object.values(DEMO_PHONES)) {
      for (const r of await signInRecords(database.db, phone)) salons.set(r.companyName, r.apiKey);
    }
    for (const [name, apiKey] of salons) {
      console.log(`Online booking for ${name}: http://${host}:${port}/${apiKey}/booking`);
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down.`);
    await app.close();
    await relay?.stop();
    await changes.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
