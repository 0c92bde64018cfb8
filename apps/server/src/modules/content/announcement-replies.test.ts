import { describe, expect, it } from 'vitest';
import { JsonText } from '../../http/json-reply';
import type { Merchant } from '../merchants/merchant';
import {
  ANNOUNCEMENTS_CACHE_MS,
  ANNOUNCEMENTS_RENEW_MS,
  announcementReplies,
} from './announcement-replies';
import { inProcessBus as sharedBus } from '../shared-state/local-shared-state';

/** A merchant object as the resolver hands out: a new object after a settings change. */
const merchant = (id: bigint) => ({ id }) as Merchant;

type Replies = ReturnType<typeof announcementReplies>;

/** The kept reply's text, else what `text` loads (as the relay does). */
async function ask(replies: Replies, m: Merchant, query: string, language: string, text: string) {
  const answer =
    replies.kept(m, query, language) ??
    (await replies.load(m, query, language, async () => new JsonText(text)));
  return answer.json;
}

describe('announcementReplies', () => {
  it('serves the stored reply for a second, then loads again', async () => {
    let clock = 0;
    const replies = announcementReplies(sharedBus(), { now: () => clock });
    const m = merchant(1n);
    expect(await ask(replies, m, 'q', 'EN', 'reply 1')).toBe('reply 1');
    clock = ANNOUNCEMENTS_RENEW_MS - 1;
    expect(replies.kept(m, 'q', 'EN')?.json).toBe('reply 1');
    clock = ANNOUNCEMENTS_CACHE_MS;
    expect(replies.kept(m, 'q', 'EN')).toBeUndefined();
    expect(await ask(replies, m, 'q', 'EN', 'reply 2')).toBe('reply 2');
  });

  it('renews a reply in the background before it ages out, the requests meanwhile not waiting', async () => {
    let clock = 0;
    const replies = announcementReplies(sharedBus(), { now: () => clock });
    const m = merchant(1n);
    let loads = 0;
    let release = () => {};
    const load = async () => {
      loads += 1;
      if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
      return new JsonText(`reply ${loads}`);
    };
    await replies.load(m, 'q', 'EN', load);
    clock = ANNOUNCEMENTS_RENEW_MS;
    expect(replies.kept(m, 'q', 'EN')?.json).toBe('reply 1');
    expect(replies.kept(m, 'q', 'EN')?.json).toBe('reply 1');
    expect(loads).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(replies.kept(m, 'q', 'EN')?.json).toBe('reply 2');
    // Never older than a second: with the renewal still running, an aged reply is not answered.
    clock += ANNOUNCEMENTS_CACHE_MS;
    expect(replies.kept(m, 'q', 'EN')).toBeUndefined();
  });

  it('keeps each query and language apart', async () => {
    const replies = announcementReplies(sharedBus(), { now: () => 0 });
    const m = merchant(1n);
    await ask(replies, m, 'q', 'EN', 'q in EN');
    await ask(replies, m, 'q', 'TW', 'q in TW');
    await ask(replies, m, 'r', 'EN', 'r in EN');
    expect(replies.kept(m, 'q', 'EN')?.json).toBe('q in EN');
    expect(replies.kept(m, 'q', 'TW')?.json).toBe('q in TW');
    expect(replies.kept(m, 'r', 'EN')?.json).toBe('r in EN');
    expect(replies.kept(m, 'r', 'TW')).toBeUndefined();
  });

  it('runs one load for all the requests that miss at once', async () => {
    const replies = announcementReplies(sharedBus(), { now: () => 0 });
    const m = merchant(1n);
    let loads = 0;
    let release = () => {};
    const load = async () => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return new JsonText('the reply');
    };
    const waiting = [1, 2, 3].map(() => replies.load(m, 'q', 'EN', load));
    release();
    expect((await Promise.all(waiting)).map((r) => r.json)).toEqual(Array(3).fill('the reply'));
    expect(loads).toBe(1);
    expect(replies.kept(m, 'q', 'EN')?.json).toBe('the reply');
  });

  it('lets a failed load fail its waiters, and the next request load again', async () => {
    const replies = announcementReplies(sharedBus(), { now: () => 0 });
    const m = merchant(1n);
    await expect(
      replies.load(m, 'q', 'EN', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await ask(replies, m, 'q', 'EN', 'back')).toBe('back');
  });

  it("drops a merchant's replies on this node and on the others when its content changes", async () => {
    const bus = sharedBus();
    const here = announcementReplies(bus, { now: () => 0 });
    const there = announcementReplies(bus, { now: () => 0 });
    const one = merchant(1n);
    const two = merchant(2n);
    await ask(here, one, 'a', 'EN', 'old a');
    await ask(there, one, 'a', 'EN', 'old a');
    await ask(here, two, 'b', 'EN', 'other merchant');
    await here.contentChanged(1n);
    expect(here.kept(one, 'a', 'EN')).toBeUndefined();
    expect(there.kept(one, 'a', 'EN')).toBeUndefined();
    expect(await ask(here, one, 'a', 'EN', 'new a')).toBe('new a');
    expect(await ask(there, one, 'a', 'EN', 'new a')).toBe('new a');
    expect(await ask(here, two, 'b', 'EN', 'reloaded')).toBe('other merchant');
  });

  it("drops every object's replies of the merchant when its content changes", async () => {
    // The resolver may hold the merchant as two objects (by its code and by its domain).
    const replies = announcementReplies(sharedBus(), { now: () => 0 });
    const byCode = merchant(1n);
    const byDomain = merchant(1n);
    await ask(replies, byCode, 'q', 'EN', 'old');
    await ask(replies, byDomain, 'q', 'EN', 'old');
    await replies.contentChanged(1n);
    expect(replies.kept(byCode, 'q', 'EN')).toBeUndefined();
    expect(replies.kept(byDomain, 'q', 'EN')).toBeUndefined();
  });

  it("answers from the merchant's new settings at once after an operator saves them", async () => {
    // A settings save (languages among them) makes the resolver hand out a new object.
    const replies = announcementReplies(sharedBus(), { now: () => 0 });
    await ask(replies, merchant(1n), 'q', 'EN', 'with the old languages');
    expect(await ask(replies, merchant(1n), 'q', 'EN', 'with the new')).toBe('with the new');
  });

  it('does not keep a reply read while the content was changing, nor make later requests wait for it', async () => {
    const replies = announcementReplies(sharedBus(), { now: () => 0 });
    const m = merchant(1n);
    let release = () => {};
    const slow = replies.load(m, 'q', 'EN', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return new JsonText('read before the change');
    });
    await replies.contentChanged(1n);
    const after = replies.load(m, 'q', 'EN', async () => new JsonText('after'));
    release();
    expect((await slow).json).toBe('read before the change');
    expect((await after).json).toBe('after');
    expect(replies.kept(m, 'q', 'EN')?.json).toBe('after');
  });
});
