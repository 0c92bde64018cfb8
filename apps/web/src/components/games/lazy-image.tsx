/**
 * An image that loads when it nears the viewport (spec §4, §9): states loading, loaded and
 * error; the IntersectionObserver fires at 10 % visibility and the root margin is the preload
 * factor 1.3 (30 % of the viewport ahead). One attempt: an image that fails shows the default
 * game icon instead of retrying.
 */
import { useEffect, useRef, useState } from 'react';
import { DefaultGameIcon } from './default-game-icon';

export const LAZY_THRESHOLD = 0.1;
export const LAZY_PRELOAD_FACTOR = 1.3;
export const LAZY_ROOT_MARGIN = `${Math.round((LAZY_PRELOAD_FACTOR - 1) * 100)}%`;

export type LazyImageState = 'loading' | 'loaded' | 'error';

export function LazyImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const holder = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<LazyImageState>('loading');

  useEffect(() => {
    setState('loading');
  }, [src]);

  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD, rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <span
      ref={holder}
      className={`lazy-image lazy-image--${state} ${className ?? ''}`}
      data-state={state}
    >
      {state === 'error' ? (
        <DefaultGameIcon label={alt} />
      ) : near ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      ) : null}
    </span>
  );
}
