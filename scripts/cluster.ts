/**
 * Several server instances on one PostgreSQL behind a real proxy, on this machine:
 *
 *   npm run cluster      a throw-away PostgreSQL (scripts/postgres-cluster.ts), three instances of
 *                        `server/main.ts` in demo mode on CLUSTER_PORT+1…+3, and nginx on CLUSTER_PORT
 *                        (default 8080) in front, until Ctrl-C; then everything stops and is deleted.
 *
 * nginx (Debian's package, installed when missing and we are root) spreads requests over the instances
 * (round robin; an instance that refuses connections is skipped), upgrades /ws to WebSocket, passes the
 * client's address on (X-Forwarded-For; the instances trust loopback, TRUST_PROXY) and names the instance
 * that answered in an `X-Served-By` header. The instances share the database (sessions, limits, caches'
 * notifications, live messages) and one uploads folder. `startCluster` is what bench/cluster-faults.ts
 * uses too.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const NGINX = '/usr/sbin/nginx';

/** nginx's program, installed first when missing and we are root; otherwise one line on what to do. */
function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) {
    console.error(
      'nginx is missing: run "sudo apt-get update && sudo apt-get install -y nginx-light" and try again.',
    );
    process.exit(1);
  }
  console.log("nginx is missing: installing Debian's nginx-light package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The package starts its own nginx on port 80 after installing; a policy-rc.d that refuses stops that.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } finally {
    if (ownPolicy) unlinkSync(policy);
  }
  if (!existsSync(NGINX)) {
    console.error(`Installing nginx-light did not provide ${NGINX}.`);
    process.exit(1);
  }
  return NGINX;
}

/** The proxy's configuration: `ports` are the instances', `port` the proxy's. */
export function nginxConfig(dir: string, port: number, ports: readonly number[]): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Uploads are up to 8 MB.
  client_max_body_size 10m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream chairside {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    # A refused connection goes to the next instance; a request an instance had already received is
    # never sent twice (nginx does not resend POST/PUT), the client resends it with its Idempotency-Key.
    proxy_next_upstream error timeout;
    proxy_connect_timeout 1s;
    add_header X-Served-By $upstream_addr always;
    # proxy_set_header is inherited only by a location that sets none, so each location sets them all.
    location /ws {
      proxy_pass http://chairside;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
    location / {
      proxy_pass http://chairside;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Connection "";
    }
  }
}
`;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  /** Whether its process is running. */
  running(): boolean;
  /** Ends it at once (SIGKILL: no shutdown, open requests and sockets cut). */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP): it holds its connections and answers nothing, as a hung process does. */
  freeze(): void;
  /** Starts it again (after `kill`) and waits until it answers. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The proxy's address: what clients use. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** The proxy's port; the instances take the next ones. */
  port: number;
  instances?: number;
  /** Settings for every instance (the README's), beside the cluster's own. */
  env?: Record<string, string>;
  /** Where the instances' output goes: 'inherit' (prefixed lines) or 'ignore'. */
  output?: 'inherit' | 'ignore';
}

async function waitHealthy(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url} exited before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts PostgreSQL, the instances (the first one migrates and seeds) and nginx; see the file's comment. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = ensureNginx();
  const count = options.instances ?? 3;
  const here = process.cwd();
  const admin = execFileSync(process.execPath, ['scripts/postgres-cluster.ts', 'start'], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .toString()
    .trim()
    .split('\n')
    .at(-1) as string;
  const dir = mkdtempSync(join(tmpdir(), 'chairside-cluster-'));
  const instances: Instance[] = [];
  let proxy: ChildProcess | undefined;
  const stopDatabase = () => {
    execFileSync(process.execPath, ['scripts/postgres-cluster.ts', 'stop', admin], {
      cwd: here,
      stdio: 'inherit',
    });
  };
  try {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('CREATE DATABASE chairside');
    await client.end();
    const url = new URL(admin);
    url.pathname = '/chairside';
    const databaseUrl = url.toString();

    for (let i = 0; i < count; i++) {
      const name = String.fromCharCode(97 + i);
      const port = options.port + 1 + i;
      let child: ChildProcess | undefined;
      const launch = async () => {
        const proc = spawn(process.execPath, ['server/main.ts'], {
          cwd: here,
          env: {
            ...process.env,
            DEMO: '1',
            LOG_LEVEL: 'warn',
            ...options.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            DATA_DIR: join(dir, 'data'),
            TRUST_PROXY: '127.0.0.1',
          },
          stdio: [
            'ignore',
            options.output === 'ignore' ? 'ignore' : 'pipe',
            options.output === 'ignore' ? 'ignore' : 'pipe',
          ],
        });
        for (const stream of [proc.stdout, proc.stderr]) {
          stream?.setEncoding('utf8');
          stream?.on('data', (text: string) => {
            for (const line of text.split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
          });
        }
        child = proc;
        await waitHealthy(`http://127.0.0.1:${port}`, proc, 180);
      };
      const instance: Instance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
        kill: async () => {
          const proc = child;
          if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
          const exited = new Promise((r) => proc.once('exit', r));
          proc.kill('SIGKILL');
          await exited;
        },
        freeze: () => {
          child?.kill('SIGSTOP');
        },
        start: launch,
      };
      instances.push(instance);
    }
    // The first migrates and seeds the empty database; the others then start together.
    const [first, ...others] = instances;
    await first?.start();
    await Promise.all(others.map((instance) => instance.start()));

    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConfig(
        dir,
        options.port,
        instances.map((i) => i.port),
      ),
    );
    const started = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    proxy = started;
    await waitHealthy(`http://127.0.0.1:${options.port}`, started, 30);
    return {
      url: `http://127.0.0.1:${options.port}`,
      databaseUrl,
      instances,
      stop: async () => {
        await stopAll(proxy, instances);
        stopDatabase();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll(proxy, instances);
    stopDatabase();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

async function stopAll(proxy: ChildProcess | undefined, instances: readonly Instance[]): Promise<void> {
  if (proxy && proxy.exitCode === null) {
    const exited = new Promise((r) => proxy.once('exit', r));
    proxy.kill('SIGTERM');
    await exited;
  }
  await Promise.all(instances.map((i) => i.kill()));
}

if (import.meta.main) {
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  const cluster = await startCluster({ port });
  const lines = cluster.instances.map((i) => `  instance ${i.name}: ${i.url}`).join('\n');
  console.log(`\nChairside on three instances behind nginx: ${cluster.url}/
${lines}
  PostgreSQL: ${cluster.databaseUrl}
Each answer names the instance that served it (X-Served-By); sign in once and every instance knows the
session; a change made through one instance reaches live screens connected to another. Ctrl-C stops it all.`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
