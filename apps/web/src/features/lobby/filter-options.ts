/**
 * The choices of the lobby's filters (spec §9): minimum bet all, 0.01, 0.05, 0.1, 0.5, 0.75;
 * classification SC, VP, TG, AC, JP, plus BG only when the site supports the TY language.
 */
/** null stands for "all". */
export const MIN_BET_OPTIONS: readonly (string | null)[] = [
  null,
  '0.01',
  '0.05',
  '0.1',
  '0.5',
  '0.75',
];

export const BASE_CLASSIFY_TYPES = ['SC', 'VP', 'TG', 'AC', 'JP'] as const;
export type ClassifyType = (typeof BASE_CLASSIFY_TYPES)[number] | 'BG';

export function classifyOptions(supportedLanguages: readonly string[]): ClassifyType[] {
  const withBingo = supportedLanguages.some((code) => code.toUpperCase() === 'TY');
  return withBingo ? [...BASE_CLASSIFY_TYPES, 'BG'] : [...BASE_CLASSIFY_TYPES];
}
