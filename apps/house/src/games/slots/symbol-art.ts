/** How each slot symbol is drawn: a coloured tile with a short label per language. */
export interface SymbolArt {
  EN: string;
  TW: string;
  color: string;
}

export const SYMBOL_ART: Readonly<Record<string, SymbolArt>> = {
  WILD: { EN: 'WILD', TW: '百搭', color: '#b7791f' },
  SEVEN: { EN: '7', TW: '7', color: '#c81e1e' },
  BAR: { EN: 'BAR', TW: 'BAR', color: '#374151' },
  BELL: { EN: 'BELL', TW: '鈴', color: '#a16207' },
  PLUM: { EN: 'PLUM', TW: '李', color: '#7e22ce' },
  ORANGE: { EN: 'ORANGE', TW: '橙', color: '#ea580c' },
  LEMON: { EN: 'LEMON', TW: '檸', color: '#65a30d' },
  CHERRY: { EN: 'CHERRY', TW: '櫻', color: '#be123c' },
  DRAGON: { EN: 'WILD 龍', TW: '龍', color: '#047857' },
  PEARL: { EN: 'PEARL', TW: '珠', color: '#6d28d9' },
  JADE: { EN: 'JADE', TW: '玉', color: '#059669' },
  COIN: { EN: 'COIN', TW: '錢', color: '#b45309' },
  LANTERN: { EN: 'LANTERN', TW: '燈', color: '#dc2626' },
  FAN: { EN: 'FAN', TW: '扇', color: '#db2777' },
  A: { EN: 'A', TW: 'A', color: '#1d4ed8' },
  K: { EN: 'K', TW: 'K', color: '#0e7490' },
  Q: { EN: 'Q', TW: 'Q', color: '#4d7c0f' },
  J: { EN: 'J', TW: 'J', color: '#9333ea' },
};

export function symbolLabel(symbol: string, language: 'EN' | 'TW'): string {
  return SYMBOL_ART[symbol]?.[language] ?? symbol;
}

export function symbolColor(symbol: string): string {
  return SYMBOL_ART[symbol]?.color ?? '#475569';
}
