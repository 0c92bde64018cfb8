import { describe, expect, it } from 'vitest';
import {
  CS_LINK_KEY_LENGTH,
  decodeCustomerServiceLink,
  encodeCustomerServiceLink,
  InvalidCustomerServiceLink,
} from './customer-service-link';

describe('customer-service link cipher', () => {
  it('decodes back to the configured URL, including non-ASCII text', async () => {
    for (const url of ['https://chat.example/room?id=1&x=ä', '/helpmc?cs=livechat', 'a']) {
      expect(await decodeCustomerServiceLink(await encodeCustomerServiceLink(url))).toBe(url);
    }
  });

  it('ends with the 8-character key it was made with', async () => {
    const path = await encodeCustomerServiceLink('https://chat.example', 'Ab3dE6g8');
    expect(path.slice(-CS_LINK_KEY_LENGTH)).toBe('Ab3dE6g8');
    expect(path.slice(0, -CS_LINK_KEY_LENGTH)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(path).not.toContain('chat.example');
  });

  it('makes a different path each time for the same URL', async () => {
    const a = await encodeCustomerServiceLink('https://chat.example');
    const b = await encodeCustomerServiceLink('https://chat.example');
    expect(a).not.toBe(b);
    expect(a.slice(-8)).toMatch(/^[0-9A-Za-z]{8}$/);
  });

  it('refuses a path whose cipher or key was altered', async () => {
    const path = await encodeCustomerServiceLink('https://chat.example', 'Ab3dE6g8');
    const otherKey = `${path.slice(0, -1)}9`;
    const flipped = `${path[0] === 'A' ? 'B' : 'A'}${path.slice(1)}`;
    await expect(decodeCustomerServiceLink(otherKey)).rejects.toThrow(InvalidCustomerServiceLink);
    await expect(decodeCustomerServiceLink(flipped)).rejects.toThrow(InvalidCustomerServiceLink);
    await expect(decodeCustomerServiceLink('short')).rejects.toThrow(InvalidCustomerServiceLink);
    await expect(
      decodeCustomerServiceLink('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!Ab3dE6g8'),
    ).rejects.toThrow(InvalidCustomerServiceLink);
  });

  it('refuses a key that is not 8 letters or digits', async () => {
    await expect(encodeCustomerServiceLink('x', 'short')).rejects.toThrow(
      InvalidCustomerServiceLink,
    );
    await expect(encodeCustomerServiceLink('x', 'abc-efgh')).rejects.toThrow(
      InvalidCustomerServiceLink,
    );
  });
});
