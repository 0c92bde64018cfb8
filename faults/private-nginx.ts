import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const SHIPPED_CONF = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../deploy/nginx/platform.conf',
);

/** Whether Debian's nginx is installed (.ci/run installs it). */
export const nginxInstalled = NGINX !== undefined;

export interface PrivateNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx in front of the given node ports, with the server block we ship
 * (deploy/nginx/platform.conf) — only its upstream ports and listen port rewritten — so the
 * suite proves the documented configuration, not a copy of it. Runs in the foreground as
 * this user, everything under a temporary prefix.
 */
export async function startPrivateNginx(
  listenPort: number,
  nodePorts: number[],
): Promise<PrivateNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wl-faults-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  let site = readFileSync(SHIPPED_CONF, 'utf8');
  const servers = /^\s*server 127\.0\.0\.1:\d+ .*;$/gm;
  const template = site.match(servers)?.[0];
  if (!template) throw new Error('platform.conf has no upstream server lines');
  site = site
    .replace(servers, '')
    .replace(
      /upstream platform_api \{/,
      `upstream platform_api {\n${nodePorts.map((p) => template.replace(/:\d+/, `:${p}`)).join('\n')}`,
    );
  site = site.replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  writeFileSync(path.join(dir, 'platform.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/platform.conf;
}
`,
  );
  const test = spawnSync(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-t'], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${url}/livez`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
