import { fork, type ChildProcess } from 'node:child_process';

/**
 * Starts a server script in its own process and waits for it to report its port. A built
 * `.js` file (the platform, ADR 0043) runs as it is; a `.ts` one through tsx's loader.
 */
export async function startServer(
  script: string,
  env: Record<string, string | undefined> = {},
): Promise<{ port: number; info: Record<string, unknown>; stop: () => Promise<void> }> {
  const child: ChildProcess = fork(script, [], {
    // BENCH_PROFILE_DIR=dir writes a CPU profile of each server there when it stops.
    execArgv: [
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Record<string, unknown>));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    port: Number(info.port),
    info,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
