import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL and a Redis of the faults suite's own, on free ports in a temporary directory:
 * the suite restarts and kills them, which it must never do to the machine's shared servers
 * (other suites and other engineers use 5432 and 6379).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return path.join(root, versions[0]!, 'bin', name);
}

/** PostgreSQL refuses to run as root: run its tools as the `postgres` user then. */
function asPostgres(cmd: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? { cmd: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] } : { cmd, args };
}

function run(cmd: string, args: string[]) {
  const c = asPostgres(cmd, args);
  const r = spawnSync(c.cmd, c.args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout}`);
}

export interface PrivatePostgres {
  url: string;
  restart(): void;
  stop(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wl-faults-pg-'));
  if (process.getuid?.() === 0) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pw.stdout.trim()), Number(gid.stdout.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(pgBin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args: string[]) =>
    run(pgBin('pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('-m', 'fast', 'restart'),
    stop: () => {
      try {
        ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  /** Stops it abruptly (SIGKILL): clients see their connections drop. */
  kill(): Promise<void>;
}

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}/0`;
  return {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 50; i++) {
        const r = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
        if (r.stdout.trim() === 'PONG') return;
        await new Promise((res) => setTimeout(res, 100));
      }
      throw new Error('private redis-server did not start');
    },
    async kill() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((res) => c.once('exit', res));
      c.kill('SIGKILL');
      await exited;
    },
  };
}
