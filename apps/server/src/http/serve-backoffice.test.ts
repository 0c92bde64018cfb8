import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'backoffice-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Back office</title>');
writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');

describe('the back office is served under /backoffice/', () => {
  const t = useTestApp({ env: { BACKOFFICE_DIST: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers its page for any path below the prefix and its hashed assets', async () => {
    const page = await t.app.inject({ url: '/backoffice/members?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Back office');
    const asset = await t.app.inject({ url: '/backoffice/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/backoffice/assets/gone.js' })).statusCode).toBe(404);
    const bare = await t.app.inject({ url: '/backoffice' });
    expect([bare.statusCode, bare.headers.location]).toEqual([302, '/backoffice/']);
  });
});
