import { describe, expect, it } from 'vitest';
import {
  CS_LINK_KEY_LENGTH,
  decodeCustomerServiceLink,
} from '@wl/contract/system/customer-service-link';
import { sealCustomerServiceLink } from './seal-customer-service-link';

describe('sealCustomerServiceLink', () => {
  it("makes links the client's decoder opens, each with a fresh key", async () => {
    const url = 'https://chat.example/room?lang=中文&x=1';
    const paths = Array.from({ length: 20 }, () => sealCustomerServiceLink(url));
    for (const path of paths) {
      expect(path).toMatch(/^[\w-]+$/);
      expect(path).not.toContain('chat.example');
      expect(await decodeCustomerServiceLink(path)).toBe(url);
    }
    expect(new Set(paths.map((p) => p.slice(-CS_LINK_KEY_LENGTH))).size).toBe(paths.length);
  });

  it('fails to open when the cipher text was altered', async () => {
    const path = sealCustomerServiceLink('/helpmc?cs=livechat');
    const altered = (path[0] === 'A' ? 'B' : 'A') + path.slice(1);
    await expect(decodeCustomerServiceLink(altered)).rejects.toThrow();
  });
});
