import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';

/**
 * Banner pictures made on our own server, so a fresh install shows real banners without any
 * image host: a gradient in the banner's colours and a few soft shapes placed from its key.
 * No text is drawn: the title and subtitle go on the page over the picture (ADR 0033), so
 * they show in every script without fonts on the server, and are translatable, selectable
 * and read by screen readers. The same inputs always give the same picture, as WebP: a few KB
 * where the PNG was 190 KB, and the first banner is the home page's largest paint (issue 14).
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;
export const BANNER_IMAGE_PATH = '/static/banners';

/** What the picture is made of; every language version of a banner shares it. */
export interface BannerArt {
  key: string;
  colorFrom: string;
  colorTo: string;
}

/** A short digest of everything drawn: part of the image URL, so a change makes a new URL. */
export function bannerArtVersion(art: BannerArt): string {
  return createHash('sha256')
    .update(JSON.stringify([art.key, art.colorFrom, art.colorTo]))
    .digest('hex')
    .slice(0, 12);
}

export function bannerImageUrl(id: bigint, art: BannerArt): string {
  return `${BANNER_IMAGE_PATH}/${id}-${bannerArtVersion(art)}.webp`;
}

/** mulberry32 seeded from the key: decoration differs per banner but never per render. */
function random(seedText: string) {
  let seed = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function renderBannerPicture(art: BannerArt): Promise<Buffer> {
  const canvas = createCanvas(BANNER_WIDTH, BANNER_HEIGHT);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, BANNER_WIDTH, BANNER_HEIGHT);
  gradient.addColorStop(0, art.colorFrom);
  gradient.addColorStop(1, art.colorTo);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, BANNER_WIDTH, BANNER_HEIGHT);

  const next = random(art.key);
  for (let i = 0; i < 7; i++) {
    ctx.beginPath();
    const x = 600 + next() * 650;
    const y = next() * BANNER_HEIGHT;
    ctx.arc(x, y, 30 + next() * 140, 0, Math.PI * 2);
    ctx.fillStyle = `rgba(255, 255, 255, ${(0.05 + next() * 0.12).toFixed(3)})`;
    ctx.fill();
  }
  return canvas.encode('webp', 80);
}
