import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'platform-node.ts');

/** One API node in its own process, restartable on the same port (the client's target). */
export function apiNode(env: Record<string, string>) {
  let child: ChildProcess | null = null;
  return {
    port: Number(env.PORT),
    async start() {
      const c = fork(script, [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child = c;
      await new Promise<void>((resolve, reject) => {
        c.once('message', () => resolve());
        c.once('exit', (code) => reject(new Error(`API node on ${env.PORT} exited with ${code}`)));
      });
    },
    /** kill -9: no graceful shutdown, requests in flight are cut. */
    async kill() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await exited;
    },
  };
}
export type ApiNode = ReturnType<typeof apiNode>;
