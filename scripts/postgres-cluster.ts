/**
 * A throw-away PostgreSQL server for the tests, on a loopback port, its data in a temporary folder.
 *
 *   node scripts/postgres-cluster.ts start           starts one and prints its admin URL
 *   node scripts/postgres-cluster.ts stop <url>      stops the one on that URL's port and deletes its data
 *   node scripts/postgres-cluster.ts run -- <cmd…>   starts one, runs the command with TEST_DATABASE_URL
 *                                                    set to its URL, stops it, exits as the command did
 *
 * Uses Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin); as root it installs the postgresql
 * package when it is missing and runs the server as the `postgres` user. Nothing is durable: fsync is off.
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_LIB = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

function pgBin(): string | undefined {
  if (!existsSync(PG_LIB)) return undefined;
  const versions = readdirSync(PG_LIB)
    .filter((v) => existsSync(join(PG_LIB, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(PG_LIB, versions[0], 'bin');
}

/** The server's programs, installed first when missing and we are root; otherwise one line on what to do. */
function ensurePostgres(): string {
  const found = pgBin();
  if (found) return found;
  if (!isRoot) {
    console.error(
      'PostgreSQL is not installed: run "sudo apt-get install -y postgresql", or set TEST_DATABASE_URL to an admin URL of a throw-away PostgreSQL server and run "npx vitest run server tests".',
    );
    process.exit(1);
  }
  console.error("PostgreSQL is missing: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args: string[]) =>
    execFileSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  apt('update', '-qq');
  // Only the programs are wanted, no cluster of the package's own on port 5432: postgresql-common
  // first, told not to make one, then the server.
  apt('install', '-y', '-qq', 'postgresql-common');
  appendFileSync('/etc/postgresql-common/createcluster.conf', '\ncreate_main_cluster = false\n');
  apt('install', '-y', '-qq', 'postgresql');
  const installed = pgBin();
  if (!installed) {
    console.error(`Installing postgresql did not provide ${PG_LIB}/<version>/bin/initdb.`);
    process.exit(1);
  }
  return installed;
}

/** Runs a PostgreSQL program as the data folder's owner (`postgres` when we are root). */
function asOwner(bin: string, program: string, args: string[]): void {
  const command = isRoot ? 'runuser' : join(bin, program);
  const fullArgs = isRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const folderOf = (port: number) => join(tmpdir(), `chairside-postgres-${port}`);
const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

async function startCluster(): Promise<string> {
  const bin = ensurePostgres();
  const port = await freePort();
  const dir = folderOf(port);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { mode: 0o700 });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asOwner(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-instructions',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    // A throw-away server: nothing needs to survive a crash.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  asOwner(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  return urlOf(port);
}

function stopCluster(url: string): void {
  const port = Number(new URL(url).port);
  const dir = folderOf(port);
  const bin = pgBin();
  if (bin && existsSync(join(dir, 'data', 'postmaster.pid'))) {
    try {
      asOwner(bin, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopping or stopped (Ctrl-C reaches the server too): its data goes all the same.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

async function run(command: string[]): Promise<number> {
  const [program, ...args] = command;
  if (!program) throw new Error('Usage: node scripts/postgres-cluster.ts run -- <command…>');
  const started = performance.now();
  const url = await startCluster();
  console.log(`PostgreSQL for the tests at ${url}`);
  const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
  const stopOnSignal = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  const code = await new Promise<number>((resolve) => {
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  stopCluster(url);
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`The run on PostgreSQL took ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
  return code;
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'start') {
  console.log(await startCluster());
} else if (mode === 'stop' && rest[0]) {
  stopCluster(rest[0]);
} else if (mode === 'run') {
  process.exit(await run(rest[0] === '--' ? rest.slice(1) : rest));
} else {
  console.error('Usage: node scripts/postgres-cluster.ts start | stop <url> | run -- <command…>');
  process.exit(2);
}
