/**
 * How each slot symbol is drawn: a coloured tile with a short label. The labels are words of
 * each language (src/i18n, `names.symbols`); the page hands them to its script in the boot data.
 */
export const SYMBOL_COLORS: Readonly<Record<string, string>> = {
  WILD: '#b7791f',
  SEVEN: '#c81e1e',
  BAR: '#374151',
  BELL: '#a16207',
  PLUM: '#7e22ce',
  ORANGE: '#ea580c',
  LEMON: '#65a30d',
  CHERRY: '#be123c',
  DRAGON: '#047857',
  PEARL: '#6d28d9',
  JADE: '#059669',
  COIN: '#b45309',
  LANTERN: '#dc2626',
  FAN: '#db2777',
  A: '#1d4ed8',
  K: '#0e7490',
  Q: '#4d7c0f',
  J: '#9333ea',
};

export function symbolColor(symbol: string): string {
  return SYMBOL_COLORS[symbol] ?? '#475569';
}
