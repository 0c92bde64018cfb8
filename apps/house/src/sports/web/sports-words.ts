/**
 * The book's own words (EN/TW), added to the house pages' dictionary in the boot data (the
 * lottery-words.ts pattern), with the reasons a bet can be refused.
 */
const EN = {
  sportsTitle: 'FB Sports — Virtual League', round: 'Round', kickoffIn: 'Kickoff in', kickoff: 'Kickoff',
  betsClosed: 'Betting closed — the round is being played', waitingRound: 'The next round opens shortly',
  market1x2: 'Full time 1X2', marketOu: 'Total goals 2.5', home: 'Home', draw: 'Draw', away: 'Away',
  over: 'Over 2.5', under: 'Under 2.5', betSlip: 'Bet slip', pickOdds: 'Choose odds above to start a bet.',
  stake: 'Stake', possibleWin: 'Possible return', placeBet: 'Place bet', placed: 'Bet placed',
  myBets: 'My bets', noBets: 'No bets yet', lastResults: 'Last results', noResults: 'No results yet',
  commitment: 'Commitment sha256(seed)', seed: 'Seed', voidRound: 'void — stakes refunded', odds: 'Odds',
  match: 'Match', pick: 'Pick', return: 'Return', pendingStatus: 'Waiting for the wallet', placedStatus: 'Open',
  wonStatus: 'Won', lostStatus: 'Lost', voidStatus: 'Refunded', limits: 'Stake {min} – {max}',
  fairHow: 'Before betting opens each round publishes sha256(seed). At kickoff the seed is revealed: each side\'s goals are the Poisson inverse CDF at u = first 52 bits of HMAC-SHA256(seed, "round:match:side") / 2^52.',
  verifyRound: 'Verify in this browser', verifiedOk: 'Verified: the seed matches the commitment and gives these scores.',
  verifiedBad: 'NOT verified: the seed or the scores do not match.',
  'sports.market_unknown': 'That market is not offered on this match.',
  'sports.stake_out_of_range': 'The stake is outside the limits.',
  'sports.bet_ref_conflict': 'This bet was already sent with other details.',
};

export type SportsWords = Record<keyof typeof EN, string>;

const TW: SportsWords = {
  sportsTitle: 'FB 體育 — 虛擬聯賽', round: '輪次', kickoffIn: '開賽倒數', kickoff: '開賽時間',
  betsClosed: '已停止投注 — 比賽進行中', waitingRound: '下一輪即將開放',
  market1x2: '全場獨贏 1X2', marketOu: '總進球 大小 2.5', home: '主勝', draw: '和局', away: '客勝',
  over: '大 2.5', under: '小 2.5', betSlip: '投注單', pickOdds: '請先點選上方賠率。',
  stake: '注額', possibleWin: '可贏金額', placeBet: '下注', placed: '下注成功',
  myBets: '我的注單', noBets: '尚無注單', lastResults: '最近賽果', noResults: '尚無賽果',
  commitment: '承諾值 sha256(種子)', seed: '種子', voidRound: '作廢 — 注額已退還', odds: '賠率',
  match: '比賽', pick: '選項', return: '派彩', pendingStatus: '等待錢包確認', placedStatus: '未結算',
  wonStatus: '贏', lostStatus: '輸', voidStatus: '已退款', limits: '注額 {min} – {max}',
  fairHow: '每輪開放投注前公布 sha256(種子)。開賽時公開種子：每隊進球數 = 泊松分佈反函數，u = HMAC-SHA256(種子, "輪次:比賽:主客") 前 52 位元 / 2^52。',
  verifyRound: '在此瀏覽器驗證', verifiedOk: '驗證通過：種子與承諾值相符，並算出相同比分。',
  verifiedBad: '驗證失敗：種子或比分不符。',
  'sports.market_unknown': '此比賽沒有這個玩法。',
  'sports.stake_out_of_range': '注額超出限制。',
  'sports.bet_ref_conflict': '此注單已以不同內容送出。',
};

export function sportsWords(language: 'EN' | 'TW'): SportsWords {
  return language === 'TW' ? TW : EN;
}
