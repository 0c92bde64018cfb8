import { describe, expect, it } from 'vitest';
import { languageOfLocaleChunk } from '@wl/contract/system/first-page';
import { pageChunkName } from '../app/page-chunk-names';
import { localeChunkName } from './locale-chunks';

describe('the built translation chunks', () => {
  it('are named so the server finds the language of each (ADR 0056)', () => {
    // The build names chunks by pageChunkName (vite.config.ts).
    const name = pageChunkName('/repo/apps/web/src/i18n/locales/tw.json');
    expect(name).toBe('locale-tw');
    expect(languageOfLocaleChunk(`${name}-Ab_c-12.js`)).toBe('TW');
    expect(localeChunkName('/repo/apps/web/src/features/home/index-page.tsx')).toBeNull();
    expect(languageOfLocaleChunk('index-Ab12.js')).toBeNull();
  });
});
