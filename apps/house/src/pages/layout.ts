import { esc, jsonIsland } from './html';
import type { PageLanguage } from '../i18n/page-language';

/**
 * The page shell every game page shares: a header with the game's name, the balance and links,
 * the body, the boot data island and the page's script. Light or dark by the player's system
 * setting (or `?theme=`); laid out for 360 px first. Right to left for Arabic, Persian and Urdu
 * (page-language.ts), by logical CSS only.
 */
export function renderPage(p: {
  title: string;
  language: PageLanguage;
  /** The words the page's script looks up (`t(key)`). */
  dict: Readonly<Record<string, string>>;
  body: string;
  script?: string;
  boot?: Record<string, unknown>;
  theme?: string;
  header?: boolean;
}): string {
  const theme = p.theme === 'dark' || p.theme === 'light' ? ` data-theme="${p.theme}"` : '';
  const header = p.header === false ? '' : `<header class="bar">
  <strong class="title"><bdi>${esc(p.title)}</bdi></strong>
  <span class="badge" id="demo" hidden>${esc(p.dict.demo)}</span>
  <span class="balance">${esc(p.dict.balance)} <b><bdi id="balance">—</bdi></b></span>
  <a id="lobby" class="link" hidden>${esc(p.dict.lobby)}</a>
</header>`;
  return `<!doctype html>
<html lang="${esc(p.language.tag)}" dir="${p.language.dir}"${theme}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(p.title)}</title>
<link rel="stylesheet" href="/assets/house.css">
</head>
<body>
${header}
<main>
${p.body}
</main>
${jsonIsland('boot', { ...(p.boot ?? {}), language: p.language.code, tag: p.language.tag, dict: p.dict })}
${p.script ? `<script type="module" src="/assets/${esc(p.script)}.js"></script>` : ''}
</body>
</html>`;
}

export const HOUSE_CSS = `
:root { color-scheme: light dark; --bg: #f6f7fb; --fg: #1b1e28; --card: #fff; --muted: #667085;
  --line: #d9dce5; --accent: #0f766e; --accent-fg: #fff; --win: #15803d; --lose: #b42318;
  --gold: #b7791f; --player: #1d4ed8; --banker: #b91c1c; --tie: #15803d; }
@media (prefers-color-scheme: dark) { :root:not([data-theme=light]) { --bg: #11131a; --fg: #e7e9f0;
  --card: #1b1e28; --muted: #98a2b3; --line: #2d3240; --accent: #14b8a6; --accent-fg: #04201d;
  --win: #4ade80; --lose: #f87171; --gold: #f6c453; --player: #60a5fa; --banker: #f87171; --tie: #4ade80; } }
:root[data-theme=dark] { --bg: #11131a; --fg: #e7e9f0; --card: #1b1e28; --muted: #98a2b3; --line: #2d3240;
  --accent: #14b8a6; --accent-fg: #04201d; --win: #4ade80; --lose: #f87171; --gold: #f6c453;
  --player: #60a5fa; --banker: #f87171; --tie: #4ade80; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.45 system-ui, -apple-system,
  "Segoe UI", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif; }
main { max-width: 760px; margin: 0 auto; padding: 10px; display: grid; gap: 10px; }
.bar { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; padding: 8px 10px;
  background: var(--card); border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 2; }
.bar .title { flex: 1 1 auto; }
.badge { background: var(--gold); color: #000; border-radius: 4px; padding: 0 6px; font-size: 12px; }
.link, a { color: var(--accent); }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px; min-width: 0; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
[hidden] { display: none !important; }
.free-spins { border-color: var(--gold); }
.grow { flex: 1 1 140px; }
label { display: grid; gap: 2px; font-size: 13px; color: var(--muted); }
input, select, button { font: inherit; color: inherit; min-height: 40px; border-radius: 8px;
  border: 1px solid var(--line); background: var(--bg); padding: 6px 10px; max-width: 100%; }
button { cursor: pointer; }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: transparent; font-weight: 600; min-width: 110px; }
button:disabled { opacity: .55; cursor: default; }
.msg { min-height: 1.4em; color: var(--lose); }
.win { color: var(--win); font-weight: 700; }
.muted { color: var(--muted); font-size: 13px; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; word-break: break-all; font-size: 12px; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 6px; text-align: start; }
.reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 4px; }
.reel { display: grid; grid-template-rows: repeat(3, 1fr); gap: 4px; }
.sym { aspect-ratio: 1 / 1; display: grid; place-items: center; border-radius: 8px; font-weight: 800;
  font-size: clamp(11px, 3.6vw, 20px); color: #fff; text-shadow: 0 1px 2px #0008; user-select: none;
  transition: transform .15s; }
.sym.hit { outline: 3px solid var(--gold); transform: scale(1.04); }
.spinning .sym { filter: blur(1.5px); }
.big { font-size: 28px; font-weight: 800; text-align: center; }
.dice-track { position: relative; height: 14px; border-radius: 7px; background: var(--lose); overflow: hidden; }
.dice-track > i { position: absolute; top: 0; bottom: 0; background: var(--win); }
.dice-track > b { position: absolute; top: -3px; width: 4px; height: 20px; background: var(--fg); }
.crash-view { height: 180px; position: relative; }
.crash-view svg { width: 100%; height: 100%; }
.crash-view .big { position: absolute; inset: 0; display: grid; place-items: center; }
.cards { display: flex; gap: 4px; min-height: 64px; flex-wrap: wrap; }
.pcard { width: 42px; height: 60px; border-radius: 6px; background: #fff; color: #111; border: 1px solid #999;
  display: grid; place-items: center; font-weight: 700; }
.pcard.red { color: #c00; }
.spots { display: grid; grid-template-columns: repeat(2, 1fr); gap: 6px; }
.spots button { display: grid; gap: 2px; min-height: 64px; }
.spots .PLAYER { border-color: var(--player); } .spots .BANKER { border-color: var(--banker); }
.spots .TIE { border-color: var(--tie); grid-column: span 2; }
.road { display: flex; flex-wrap: wrap; gap: 3px; }
.road i { width: 18px; height: 18px; border-radius: 50%; display: grid; place-items: center; font-size: 10px;
  font-style: normal; color: #fff; }
.road .P { background: var(--player); } .road .B { background: var(--banker); } .road .T { background: var(--tie); }
.chips { display: flex; flex-wrap: wrap; gap: 4px; }
.chips button[aria-pressed=true] { background: var(--accent); color: var(--accent-fg); }
details > summary { cursor: pointer; font-weight: 600; }
.lottery-lobby { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.lottery-lobby li { display: flex; justify-content: space-between; align-items: center; gap: 8px;
  padding: 10px 12px; border: 1px solid var(--line); border-radius: 10px; background: var(--bg); }
.lottery-lobby li[aria-current=true] { border: 2px solid var(--accent); }
.lottery-lobby__now { display: block; font-style: normal; font-size: 12px; color: var(--accent); font-weight: 600; }
@media (min-width: 640px) { .two { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; } }
`;
