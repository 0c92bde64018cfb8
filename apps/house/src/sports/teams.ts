/**
 * The virtual league's clubs. `rating` is a strength on an arbitrary scale (70–100): the
 * expected goals of a match are proportional to the ratio of the two ratings (match-model.ts).
 * Data, not code: changing a rating changes only the rounds created afterwards, because each
 * match row keeps the ratings it was priced with.
 */
export interface Team {
  code: string;
  names: { EN: string; TW: string };
  rating: number;
}

export const TEAMS: readonly Team[] = [
  { code: 'RIV', names: { EN: 'Riverside Rovers', TW: '河畔流浪者' }, rating: 96 },
  { code: 'HAR', names: { EN: 'Harbour City', TW: '港灣城' }, rating: 92 },
  { code: 'NTH', names: { EN: 'North Athletic', TW: '北方競技' }, rating: 89 },
  { code: 'KIN', names: { EN: 'Kingsbridge', TW: '國王橋' }, rating: 86 },
  { code: 'MDL', names: { EN: 'Midland United', TW: '中部聯' }, rating: 84 },
  { code: 'FOR', names: { EN: 'Forest Town', TW: '森林鎮' }, rating: 81 },
  { code: 'BAY', names: { EN: 'Bayview', TW: '灣景' }, rating: 79 },
  { code: 'STE', names: { EN: 'Steelworks', TW: '鋼鐵廠' }, rating: 77 },
  { code: 'VAL', names: { EN: 'Valley Wanderers', TW: '山谷漫遊者' }, rating: 74 },
  { code: 'CAS', names: { EN: 'Castle Park', TW: '城堡公園' }, rating: 71 },
];

export function findTeam(code: string): Team | undefined {
  return TEAMS.find((t) => t.code === code);
}
