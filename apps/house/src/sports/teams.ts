/**
 * The virtual league's clubs. `rating` is a strength on an arbitrary scale (70–100): the
 * expected goals of a match are proportional to the ratio of the two ratings (match-model.ts).
 * Data, not code: changing a rating changes only the rounds created afterwards, because each
 * match row keeps the ratings it was priced with. Their names are words of each language
 * (src/i18n, `names.teams`).
 */
export interface Team {
  code: string;
  rating: number;
}

export const TEAMS: readonly Team[] = [
  { code: 'RIV', rating: 96 },
  { code: 'HAR', rating: 92 },
  { code: 'NTH', rating: 89 },
  { code: 'KIN', rating: 86 },
  { code: 'MDL', rating: 84 },
  { code: 'FOR', rating: 81 },
  { code: 'BAY', rating: 79 },
  { code: 'STE', rating: 77 },
  { code: 'VAL', rating: 74 },
  { code: 'CAS', rating: 71 },
];

export function findTeam(code: string): Team | undefined {
  return TEAMS.find((t) => t.code === code);
}
