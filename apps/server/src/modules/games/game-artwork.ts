import { createHash } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Game and vendor icons drawn by our own server, so the catalogue has pictures without any
 * image host: a gradient and shapes chosen by the artwork key, the title and a small caption.
 * The same inputs always give the same picture.
 */
export const ICON_SIZE = 256;
const FONT = '"Noto Sans CJK TC", "Noto Sans CJK SC", "DejaVu Sans", sans-serif';

export interface IconArt {
  key: string;
  title: string;
  caption: string;
}

/** Colour pairs the icons pick from by key. */
const PALETTES: [string, string][] = [
  ['#7c2d12', '#f59e0b'],
  ['#1e3a8a', '#9333ea'],
  ['#065f46', '#10b981'],
  ['#831843', '#f43f5e'],
  ['#0c4a6e', '#06b6d4'],
  ['#312e81', '#db2777'],
  ['#14532d', '#65a30d'],
  ['#4c1d95', '#ec4899'],
  ['#111827', '#b45309'],
  ['#134e4a', '#14b8a6'],
  ['#7f1d1d', '#ea580c'],
  ['#1f2937', '#2563eb'],
];

function random(seedText: string) {
  let seed = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits a title into at most two lines that fit, shrinking the font as needed. */
function layoutTitle(ctx: SKRSContext2D, title: string, maxWidth: number): string[] {
  const words = title.includes(' ') ? title.split(' ') : [...title];
  const joiner = title.includes(' ') ? ' ' : '';
  for (let px = 34; px >= 14; px -= 2) {
    ctx.font = `bold ${px}px ${FONT}`;
    if (ctx.measureText(title).width <= maxWidth) return [title];
    for (let cut = 1; cut < words.length; cut++) {
      const lines = [words.slice(0, cut).join(joiner), words.slice(cut).join(joiner)];
      if (lines.every((l) => ctx.measureText(l).width <= maxWidth)) return lines;
    }
  }
  return [title];
}

export async function renderIconPng(art: IconArt): Promise<Buffer> {
  const canvas = createCanvas(ICON_SIZE, ICON_SIZE);
  const ctx = canvas.getContext('2d');
  const next = random(art.key);
  const [from, to] = PALETTES[Math.floor(next() * PALETTES.length)] ?? PALETTES[0]!;
  const gradient = ctx.createLinearGradient(0, 0, ICON_SIZE, ICON_SIZE);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, ICON_SIZE, ICON_SIZE);
  for (let i = 0; i < 5; i++) {
    ctx.beginPath();
    ctx.arc(next() * ICON_SIZE, next() * ICON_SIZE, 20 + next() * 80, 0, Math.PI * 2);
    ctx.fillStyle = `rgba(255, 255, 255, ${(0.06 + next() * 0.14).toFixed(3)})`;
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.shadowColor = 'rgba(0, 0, 0, 0.4)';
  ctx.shadowBlur = 8;
  const lines = layoutTitle(ctx, art.title, ICON_SIZE - 32);
  const lineHeight = 40;
  const top = ICON_SIZE / 2 - ((lines.length - 1) * lineHeight) / 2 + 8;
  lines.forEach((line, i) => ctx.fillText(line, ICON_SIZE / 2, top + i * lineHeight));
  ctx.font = `normal 16px ${FONT}`;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.fillText(art.caption, ICON_SIZE / 2, ICON_SIZE - 20);
  return canvas.encode('png');
}
