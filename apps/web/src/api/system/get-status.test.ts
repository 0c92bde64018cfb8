import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_IDS } from '@wl/contract/system/first-page';
import { stubFetch, ok } from '../../test/fetch-stub';
import { makeStatus } from '../../test/fixtures';
import { getMerchant, setMerchant } from '../session';
import { fetchStatus } from './get-status';

const PAGE_STATUS_ID = PAGE_DATA_IDS.status;

/** The page as the server writes it: the status reply in a JSON script element. */
function writePageStatus(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_STATUS_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(PAGE_STATUS_ID)?.remove());

describe('the system status', () => {
  it('comes from the page when the server wrote it there, once, without a request', async () => {
    const inPage = makeStatus();
    inPage.info.settings.siteName = 'From the page';
    const { requests } = stubFetch({ '/wps/system/status': makeStatus() });
    // As the server escapes it: `<` as \u003c, read back by JSON.parse.
    writePageStatus(JSON.stringify(ok(inPage)).replace(/</g, '\\u003c'));

    expect((await fetchStatus()).info.settings.siteName).toBe('From the page');
    expect(requests).toHaveLength(0);
    expect(getMerchant()).toBe('DEMO');
    // Taken once: a refetch asks the API.
    expect((await fetchStatus()).info.settings.siteName).toBe('Test Casino');
    expect(requests.map((r) => r.path)).toEqual(['/wps/system/status']);
  });

  it('asks the API when the page has none, or one that is broken, failed or for another merchant', async () => {
    const other = makeStatus();
    other.info.settings.merchantCode = 'OTHER';
    const { requests } = stubFetch({ '/wps/system/status': makeStatus() });
    setMerchant('DEMO');
    for (const text of [
      null,
      '{"success":true,',
      JSON.stringify({ success: false, message: 'error', value: null }),
      JSON.stringify(ok({ maintenance: 'no' })),
      JSON.stringify(ok(other)),
    ]) {
      if (text !== null) writePageStatus(text);
      expect((await fetchStatus()).info.settings.merchantCode).toBe('DEMO');
      expect(document.getElementById(PAGE_STATUS_ID)).toBeNull();
    }
    expect(requests).toHaveLength(5);
  });
});
