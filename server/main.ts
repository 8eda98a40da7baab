import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ChangeFeed } from './db/changes.ts';
import { connect } from './db/connect.ts';
import { isEmpty, seedDemo } from './db/seed/index.ts';
import { DEMO_PHONES } from './db/seed/salons.ts';
import { signInRecords } from './modules/staff-auth/service.ts';

/** Starts the whole product: migrations, demo data (in demo mode), the API, the app and /ws on one port. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env, process.argv.includes('--demo'));
  const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.demo && (await isEmpty(database.db))) {
    const { demoPhones: _phones, ...counts } = await seedDemo(database.db);
    console.log(
      `Demo data created: ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
  }
  const changes = await ChangeFeed.start(database);
  const app = await buildApp({
    db: database.db,
    changes: changes.feed,
    demo: config.demo,
    otpLimitPerPhone: config.otpLimitPerPhone,
    otpLimitPerIp: config.otpLimitPerIp,
    otpWindowMs: config.otpWindowMs,
    staticDir: config.staticDir,
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
      const where = records.map((r) => `${r.positionName} at ${r.companyName}`).join('; ');
      console.log(`  (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}  ${where}`);
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down.`);
    await app.close();
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
