import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_CACHE_MS, announcementReplies } from './announcement-replies';
import { inProcessBus as sharedBus } from '../shared-state/local-shared-state';


describe('announcementReplies', () => {
  it('serves the stored reply for a second, then loads again', async () => {
    let clock = 0;
    const replies = announcementReplies(sharedBus(), { now: () => clock });
    let loads = 0;
    const load = async () => `reply ${++loads}`;
    expect(await replies.reply(1n, 'k', load)).toBe('reply 1');
    clock = ANNOUNCEMENTS_CACHE_MS - 1;
    expect(await replies.reply(1n, 'k', load)).toBe('reply 1');
    clock = ANNOUNCEMENTS_CACHE_MS;
    expect(await replies.reply(1n, 'k', load)).toBe('reply 2');
  });

  it("drops a merchant's replies on this node and on the others when its content changes", async () => {
    const bus = sharedBus();
    const here = announcementReplies(bus, { now: () => 0 });
    const there = announcementReplies(bus, { now: () => 0 });
    await here.reply(1n, 'a', async () => 'old a');
    await there.reply(1n, 'a', async () => 'old a');
    await here.reply(2n, 'b', async () => 'other merchant');
    await here.contentChanged(1n);
    expect(await here.reply(1n, 'a', async () => 'new a')).toBe('new a');
    expect(await there.reply(1n, 'a', async () => 'new a')).toBe('new a');
    expect(await here.reply(2n, 'b', async () => 'reloaded')).toBe('other merchant');
  });

  it('does not keep a reply read while the content was changing', async () => {
    const replies = announcementReplies(sharedBus(), { now: () => 0 });
    let release = () => {};
    const slow = replies.reply(1n, 'k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'read before the change';
    });
    await replies.contentChanged(1n);
    release();
    expect(await slow).toBe('read before the change');
    expect(await replies.reply(1n, 'k', async () => 'after')).toBe('after');
  });
});
