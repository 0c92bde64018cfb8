import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { useTestApp } from '../../../test/test-app';
import { pageGroup, pageGroupFiles } from './page-group';

// The build's manifest as vite writes it for the player site: the entry's chunk (named in the
// page), the home page's group `index`, a chunk it shares with other groups (which imports the
// entry and another chunk back), and another group.
const MANIFEST = {
  '_main-AAA.js': { file: 'assets/main-AAA.js', name: 'main', css: ['assets/main-AAA.css'] },
  'src/features/home/index-page.tsx': {
    file: 'assets/index-BBB.js',
    name: 'index-page',
    src: 'src/features/home/index-page.tsx',
    isDynamicEntry: true,
    imports: ['_main-AAA.js', '_format-amount-CCC.js'],
    css: ['assets/index-page-BBB.css'],
  },
  '_format-amount-CCC.js': {
    file: 'assets/format-amount-CCC.js',
    imports: ['_main-AAA.js', '_useMutation-DDD.js', 'src/features/home/index-page.tsx'],
    css: ['assets/format-amount-CCC.css', 'assets/main-AAA.css'],
  },
  '_useMutation-DDD.js': { file: 'assets/useMutation-DDD.js', imports: ['_main-AAA.js'] },
  'src/features/promotions/promo-page.tsx': {
    file: 'assets/promo-EEE.js',
    isDynamicEntry: true,
    imports: ['_main-AAA.js', '_useMutation-DDD.js'],
  },
};
const PAGE =
  '<!doctype html><head><script type="module" crossorigin src="/assets/main-AAA.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/main-AAA.css"></head><body></body>';
const HOME_GROUP = {
  modules: ['/assets/index-BBB.js', '/assets/format-amount-CCC.js', '/assets/useMutation-DDD.js'],
  styles: ['/assets/index-page-BBB.css', '/assets/format-amount-CCC.css'],
};

function builtSite(withManifest: boolean) {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-group-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  if (withManifest) {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  return dist;
}

describe("the home page's group, from the build's manifest", () => {
  it('is its chunk, what that imports in turn, and their styles, without what the page names', () => {
    expect(pageGroupFiles(MANIFEST, 'index', PAGE)).toEqual(HOME_GROUP);
  });

  it('is only a lazy page group of that name', () => {
    expect(pageGroupFiles(MANIFEST, 'promo', PAGE)).toEqual({
      modules: ['/assets/promo-EEE.js', '/assets/useMutation-DDD.js'],
      styles: [],
    });
    expect(pageGroupFiles(MANIFEST, 'main', PAGE)).toBeNull();
    expect(pageGroupFiles(MANIFEST, 'index-page', PAGE)).toBeNull();
    expect(pageGroupFiles({ x: { file: 7, isDynamicEntry: true } }, 'index', PAGE)).toBeNull();
    const twoOfThatName = {
      ...MANIFEST,
      'src/features/foo/index.ts': { file: 'assets/index-FFF.js', isDynamicEntry: true },
    };
    expect(pageGroupFiles(twoOfThatName, 'index', PAGE)).toBeNull();
  });

  it('gives no hints for a build without a manifest', async () => {
    const dist = builtSite(false);
    const part = pageGroup(dist);
    expect(await part({ url: '/' } as FastifyRequest)).toBeNull();
    rmSync(dist, { recursive: true, force: true });
  });
});

describe('the page asks for the home page group with itself', () => {
  const dist = builtSite(true);
  const t = useTestApp({ env: { WEB_DIST: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  async function hints(url: string) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const modules = [...res.body.matchAll(/<link rel="modulepreload" href="([^"]*)">/g)];
    const styles = [
      ...res.body.matchAll(/<link rel="preload" as="style" href="([^"]*)" crossorigin>/g),
    ];
    return { modules: modules.map((m) => m[1]), styles: styles.map((m) => m[1]), html: res.body };
  }

  it('on every route that opens the home page, before the entry script', async () => {
    for (const url of ['/', '/index', '/HOME//', '/register?code=AB12', '/login']) {
      const { modules, styles, html } = await hints(url);
      expect({ modules, styles }).toEqual(HOME_GROUP);
      expect(html.indexOf('/assets/index-BBB.js')).toBeLessThan(
        html.indexOf('<script type="module"'),
      );
    }
  });

  it('does not serve the manifest itself', async () => {
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('not on the other screens, which load their own group', async () => {
    for (const url of ['/promo', '/homepage', '/index/x', '/agentHome?page=home']) {
      expect(await hints(url)).toMatchObject({ modules: [], styles: [] });
    }
  });
});
