import type { HouseGame } from '../games/catalogue';
import { esc } from './html';

const PALETTE: Record<HouseGame['kind'], [string, string, string]> = {
  slot: ['#7c2d12', '#f59e0b', '7'],
  dice: ['#1e3a8a', '#38bdf8', '⚀'],
  crash: ['#4c1d95', '#f472b6', '↗'],
  baccarat: ['#064e3b', '#34d399', 'B'],
};

/** Artwork for the platform's catalogue, drawn here so no image host is needed. */
export function gameIconSvg(game: HouseGame): string {
  const [from, to, glyph] = PALETTE[game.kind];
  const mark = game.code === 'jade-dragon' ? '龍' : glyph;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" rx="28" fill="url(#g)"/>
<text x="120" y="140" font-size="110" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${esc(mark)}</text>
<text x="120" y="210" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${esc(game.names.EN)}</text>
</svg>`;
}
