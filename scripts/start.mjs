#!/usr/bin/env node
// `npm start`: builds the player site, the back office and the API (to JavaScript, ADR 0043)
// when their sources are newer than the builds, then starts the built API (which serves the site, and the back office at /backoffice/) on
// PORT (3000), with the house games vendor beside it on HOUSE_PORT (3100; HOUSE_ENABLED=false
// turns it off). Without DATABASE_URL the embedded PostgreSQL under
// ./data is used and seeded with demo data on first start.
import { spawn } from 'node:child_process';
import { backofficeDist, buildSitesIfStale, root, webDist } from './build-sites.mjs';
import { buildServerIfStale, serverMain } from './build-server.mjs';

buildSitesIfStale();
await buildServerIfStale();

const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: {
    APP_ENV: 'development',
    WEB_DIST: webDist,
    BACKOFFICE_DIST: backofficeDist,
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
