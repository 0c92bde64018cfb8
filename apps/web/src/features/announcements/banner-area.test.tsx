import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { BannerArea } from './banner-area';
import { makeAnnouncements, makeBanner } from '../../test/fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';

function setup(banners: ReturnType<typeof makeBanner>[], group: string | null) {
  const stub = stubFetch({
    '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements({ banners }),
  });
  const view = renderWithProviders(<BannerArea group={group} />);
  return { ...stub, ...view };
}

/** Waits until the announcements have arrived, so "absent" means absent with data. */
async function settled(client: QueryClient) {
  await waitFor(() => expect(client.getQueryData(['announcements', 'EN'])).toBeDefined());
}

describe('BannerArea', () => {
  it('is absent when the route group has no banners', async () => {
    const { client, container } = setup([makeBanner('b1', 'w_live')], 'w_home');
    await settled(client);
    expect(container.querySelector('.banner')).toBeNull();
  });

  it('is absent on a route without a banner group', async () => {
    const { client, container } = setup([makeBanner('b1', 'w_home')], null);
    await settled(client);
    expect(container.querySelector('.banner')).toBeNull();
  });

  it('shows a single banner without pagination dots', async () => {
    setup([makeBanner('b1', 'w_home'), makeBanner('b2', 'w_rng')], 'w_home');
    expect(await screen.findByRole('group', { name: '1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choose a banner' })).toBeNull();
  });

  it('shows one dot per banner, in sort order, when the group has several', async () => {
    setup(
      [
        makeBanner('b2', 'w_home', { sort: 2 }),
        makeBanner('b1', 'w_home', { sort: 1, linkageType: 'P', linkage: '42' }),
        makeBanner('b3', 'w_home', {
          sort: 3,
          linkageType: 'URL',
          linkage: 'https://example.com/x',
        }),
      ],
      'w_home',
    );
    expect(await screen.findByRole('group', { name: 'Choose a banner' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show banner/ })).toHaveLength(3);
    const promo = screen.getByRole('link', { name: 'Open banner 1' });
    expect(promo.getAttribute('href')).toBe('/promoDetail#42');
    const external = screen.getByRole('link', { name: 'Open banner 3' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('lays the texts of generated art over the picture as page text, in every script', async () => {
    // TW, TH, VI and AR: scripts a server font may lack; none of them is drawn in the picture.
    const captions = [
      { title: '首存加碼 100%', subtitle: '新會員首次存款最高贈送 ₱5,000' },
      { title: 'โบนัสฝากครั้งแรก 100%', subtitle: 'สมาชิกใหม่รับสูงสุด ₱5,000' },
      { title: 'Thưởng nạp đầu 100%', subtitle: 'Thành viên mới nhận tới ₱5,000' },
      { title: 'مكافأة الإيداع الأول 100%', subtitle: '' },
    ];
    const { container } = setup(
      captions.map((caption, i) =>
        makeBanner(`b${i + 1}`, 'w_home', {
          title: caption.title,
          caption,
          linkageType: 'URL',
          linkage: '/lottery',
        }),
      ),
      'w_home',
    );
    for (const { title, subtitle } of captions) {
      // The link is named by the visible text, not by a label that hides it.
      const link = await screen.findByRole('link', { name: new RegExp(`^${title}`) });
      expect(link.getAttribute('aria-label')).toBeNull();
      expect(link.textContent).toBe(`${title}${subtitle}`);
    }
    const pictures = [...container.querySelectorAll('img.banner__image')];
    expect(pictures).toHaveLength(4);
    // Decoration only: the text is on the page, so nothing is read twice.
    for (const picture of pictures) expect(picture.getAttribute('alt')).toBe('');
    expect(container.querySelectorAll('.banner__subtitle')).toHaveLength(3);
  });

  it("keeps the alternative text of an operator's own picture, which carries its text", async () => {
    setup([makeBanner('b1', 'w_home', { title: 'Own art', caption: null })], 'w_home');
    expect(await screen.findByRole('img', { name: 'Own art' })).toBeTruthy();
  });
});
