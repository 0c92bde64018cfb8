/**
 * The banner carousel of the current route's group (spec §2): shown only when the group has
 * banners; autoplays every 5000 ms (not for people who ask for reduced motion, and not while
 * a slide has the keyboard focus); pagination dots only when there is more than one banner; a
 * banner with a linkage type is a link. A generated picture carries no text: its title and
 * subtitle are laid over it as page text (ADR 0033), in every script the browser can show.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Banner } from '@wl/contract/system/get-announcements';
import { useTurnCome } from '../../components/deferred';
import { safeWebUrl } from '../../components/safe-web-url';
import { usePrefersReducedMotion } from '../../components/use-media-query';
import { textDirection } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { useAnnouncements } from './api/get-announcements';
import './banner-area.css';

export const BANNER_AUTOPLAY_MS = 5000;

export function bannersOfGroup(banners: Banner[], group: string | null): Banner[] {
  if (!group) return [];
  return banners.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort);
}

export function BannerArea({ group }: { group: string | null }) {
  const { data, isPending } = useAnnouncements();
  const banners = useMemo(() => bannersOfGroup(data?.banners ?? [], group), [data, group]);
  // The banner's room is kept while the list loads, so the page does not jump down when it
  // arrives (layout shift, ADR 0028).
  if (isPending && group) {
    return (
      <div className="banner" aria-hidden="true">
        <div className="banner__image" />
      </div>
    );
  }
  if (banners.length === 0) return null;
  // A new group starts a new carousel at its first slide.
  return <BannerCarousel key={group} banners={banners} />;
}

function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const many = banners.length > 1;
  const plugins = useMemo(
    () =>
      many && !reducedMotion
        ? [
            Autoplay({
              delay: BANNER_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              // A keyboard user on a slide's link is not moved on under their focus.
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [many, reducedMotion],
  );
  // Embla scrolls the other way in right-to-left languages.
  const direction = textDirection(useLanguage());
  const [viewportRef, api] = useEmblaCarousel({ loop: many, direction }, plugins);
  // The first slide shows as laid out; the carousel's set-up (it measures every slide) runs
  // after the first screen has painted, in a task of its own rather than with the page's
  // other effects (ADR 0060).
  const setUp = useTurnCome();
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const autoplayOn = plugins.length > 0;
  const togglePause = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (paused) autoplay.play();
    else autoplay.stop();
    setPaused(!paused);
  }, [api, paused]);

  return (
    <section
      className="banner"
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
    >
      <div className="banner__viewport" ref={setUp ? viewportRef : undefined}>
        <div className="banner__track">
          {banners.map((banner, index) => (
            <div
              key={banner.bannerId}
              className="banner__slide"
              role="group"
              aria-roledescription={t('banner.slide')}
              aria-label={t('banner.position', { n: index + 1, total: banners.length })}
            >
              <BannerImage banner={banner} index={index} />
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className="banner__controls">
          {autoplayOn ? (
            <button type="button" className="banner__pause" onClick={togglePause}>
              {paused ? t('banner.play') : t('banner.pause')}
            </button>
          ) : null}
          <div className="banner__dots" role="group" aria-label={t('banner.pagination')}>
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                className="banner__dot"
                aria-label={t('banner.goTo', { n: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function BannerCaption({ caption }: { caption: NonNullable<Banner['caption']> }) {
  return (
    <span className="banner__caption">
      <span className="banner__title">{caption.title}</span>
      {caption.subtitle ? <span className="banner__subtitle">{caption.subtitle}</span> : null}
    </span>
  );
}

function BannerImage({ banner, index }: { banner: Banner; index: number }) {
  const { t } = useTranslation();
  const caption = banner.caption ?? null;
  // With a caption the text on the page names the banner; the picture is decoration.
  const picture = (
    <img
      className="banner__image"
      src={banner.url}
      alt={caption ? '' : (banner.title ?? '')}
      loading={index === 0 ? 'eager' : 'lazy'}
      // The first banner is the home page's largest paint: ask for it before other images.
      fetchPriority={index === 0 ? 'high' : 'auto'}
      draggable={false}
    />
  );
  const image = caption ? (
    <span className="banner__art">
      {picture}
      <BannerCaption caption={caption} />
    </span>
  ) : (
    picture
  );
  const label = caption ? undefined : banner.title || t('banner.open', { n: index + 1 });
  switch (banner.linkageType) {
    case 'URL': {
      const href = banner.linkage ? safeWebUrl(banner.linkage) : null;
      if (!href) return image;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
          {image}
        </a>
      );
    }
    case 'P':
      return (
        <Link to={`/promoDetail#${encodeURIComponent(banner.linkage ?? '')}`} aria-label={label}>
          {image}
        </Link>
      );
    case 'G':
      return (
        <Link to="/game" aria-label={label}>
          {image}
        </Link>
      );
    case null:
      return image;
    default: {
      const unknownType: never = banner.linkageType;
      return unknownType;
    }
  }
}
