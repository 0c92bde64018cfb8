import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_IDS } from '@wl/contract/system/first-page';
import { ok, stubFetch } from '../../../test/fetch-stub';
import { makeAnnouncements, makeBanner } from '../../../test/fixtures';
import { setMerchant } from '../../../api/session';
import { fetchAnnouncements } from './get-announcements';

/** The page as the server writes it (ADR 0056): the call's reply, named by merchant and language. */
function writePageAnnouncements(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_IDS.announcements;
  // As the server escapes it: `<` as \u003c, read back by JSON.parse.
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.append(element);
}

const path = '/wps/relay/MCSFE_getListAnnouncements';
const fromPage = makeAnnouncements({
  banners: [makeBanner('7', 'w_home', { title: '</script> from the page' })],
});
const fromApi = makeAnnouncements({ banners: [makeBanner('8', 'w_home')] });

afterEach(() => {
  document.getElementById(PAGE_DATA_IDS.announcements)?.remove();
  window.sessionStorage.clear();
});

describe('the announcements the page carries', () => {
  it("are used, once and without a request, when they are this merchant's in the language asked", async () => {
    setMerchant('DEMO');
    const { requests } = stubFetch({ [path]: fromApi });
    writePageAnnouncements({ merchant: 'DEMO', language: 'TW', reply: ok(fromPage) });

    expect((await fetchAnnouncements('TW')).banners[0]?.title).toBe('</script> from the page');
    expect(requests).toHaveLength(0);
    expect(document.getElementById(PAGE_DATA_IDS.announcements)).toBeNull();
    // Taken once: asking again goes to the API.
    expect((await fetchAnnouncements('TW')).banners[0]?.bannerId).toBe('8');
    expect(requests).toHaveLength(1);
  });

  it('are refused for another language or merchant, a failed or malformed reply, or before the merchant is known', async () => {
    const { requests } = stubFetch({ [path]: fromApi });
    const refused: [merchant: string | null, data: unknown][] = [
      ['DEMO', { merchant: 'DEMO', language: 'EN', reply: ok(fromPage) }],
      ['DEMO', { merchant: 'OTHER', language: 'TW', reply: ok(fromPage) }],
      ['DEMO', { merchant: 'DEMO', language: 'TW', reply: { success: false, value: null } }],
      ['DEMO', { merchant: 'DEMO', language: 'TW', reply: ok({ banners: 'none' }) }],
      ['DEMO', 'not an object'],
      [null, { merchant: 'DEMO', language: 'TW', reply: ok(fromPage) }],
    ];
    for (const [merchant, data] of refused) {
      window.sessionStorage.clear();
      if (merchant) setMerchant(merchant);
      writePageAnnouncements(data);
      expect((await fetchAnnouncements('TW')).banners[0]?.bannerId).toBe('8');
      expect(document.getElementById(PAGE_DATA_IDS.announcements)).toBeNull();
    }
    expect(requests).toHaveLength(refused.length);
    expect(requests[0]?.headers.get('Language')).toBe('TW');
  });
});
