/**
 * The betting page's own words (EN/TW), added to the house pages' dictionary in the boot data,
 * with the lottery's refusal codes so the page can say why a bet was refused.
 */
const EN = {
  lottery: 'Lottery', draw: 'Draw', betType: 'Bet type', numbers: 'Numbers', position: 'Position',
  placeBet: 'Place bet', betsCloseIn: 'Betting closes in', locked: 'Betting closed — waiting for the draw',
  open: 'Open', commitment: 'Commitment sha256(seed)', seed: 'Seed', lastResult: 'Last result',
  results: 'Results', trend: 'Trend', lastDraws: 'last {n} draws', hot: 'Most drawn', cold: 'Least drawn',
  digit: 'Digit', sum: 'Sum', big: 'Big', small: 'Small', odd: 'Odd', even: 'Even',
  maxPayout: 'Pays up to', placed: 'Bet placed', voidStatus: 'Refunded', pendingStatus: 'Waiting for the wallet',
  placedStatus: 'Open', wonStatus: 'Won', lostStatus: 'Lost', noBets: 'No bets yet', noResults: 'No results yet',
  verifyDraw: 'Verify draw', verifyHow: 'Recomputes the draw in your browser: sha256(seed) must equal the commitment published before betting closed, and HMAC-SHA256(seed, "game:numero:c") gives the digits (bytes 250–255 skipped, digit = byte mod 10).',
  numero: 'Numero', game: 'Game', commitmentOk: 'sha256(seed) equals the commitment', commitmentBad: 'sha256(seed) does NOT equal the commitment',
  pickHint: 'Digits only, e.g. 07', special: 'Special', voidDraw: 'void',
  lobbyTitle: 'Lotteries', fastLotteries: 'Fast lotteries', vnLotteries: 'Vietnamese lotteries',
  betNow: 'Bet now', playingNow: 'Playing now',
  'lottery.game_unknown': 'No such lottery.', 'lottery.draw_not_found': 'No such draw.',
  'lottery.draw_not_open': 'Betting on this draw has not opened yet.', 'lottery.draw_closed': 'Betting on this draw is closed.',
  'lottery.bet_invalid': 'Those numbers do not fit this bet type.', 'lottery.stake_out_of_range': 'The stake is outside the limits.',
  'lottery.bet_ref_conflict': 'This bet was already sent with other details.', 'lottery.bet_not_found': 'No such bet.',
};

export type LotteryWords = Record<keyof typeof EN, string>;

const TW: LotteryWords = {
  lottery: '彩票', draw: '期數', betType: '玩法', numbers: '號碼', position: '位置', placeBet: '下注',
  betsCloseIn: '封盤倒數', locked: '已封盤，等待開獎', open: '開放下注', commitment: '承諾值 sha256(種子)',
  seed: '種子', lastResult: '上期開獎', results: '開獎紀錄', trend: '走勢', lastDraws: '最近 {n} 期',
  hot: '熱門號碼', cold: '冷門號碼', digit: '號碼', sum: '總和', big: '大', small: '小', odd: '單', even: '雙',
  maxPayout: '最高派彩', placed: '下注成功', voidStatus: '已退款', pendingStatus: '等待錢包確認',
  placedStatus: '未開獎', wonStatus: '中獎', lostStatus: '未中獎', noBets: '尚無注單', noResults: '尚無開獎紀錄',
  verifyDraw: '驗證開獎', verifyHow: '在瀏覽器中重新計算開獎：sha256(種子) 必須等於封盤前公布的承諾值，HMAC-SHA256(種子, "遊戲:期數:c") 產生號碼（略過 250–255 的位元組，號碼 = 位元組 mod 10）。',
  numero: '期數', game: '遊戲', commitmentOk: 'sha256(種子) 與承諾值相符', commitmentBad: 'sha256(種子) 與承諾值不符',
  pickHint: '只能輸入數字，例如 07', special: '特別獎', voidDraw: '作廢',
  lobbyTitle: '彩票大廳', fastLotteries: '快速彩票', vnLotteries: '越南彩票', betNow: '立即投注', playingNow: '目前遊戲',
  'lottery.game_unknown': '找不到此彩票。', 'lottery.draw_not_found': '找不到此期。',
  'lottery.draw_not_open': '本期尚未開放下注。', 'lottery.draw_closed': '本期已封盤。',
  'lottery.bet_invalid': '號碼不符合此玩法。', 'lottery.stake_out_of_range': '注額超出限制。',
  'lottery.bet_ref_conflict': '此注單已以不同內容送出。', 'lottery.bet_not_found': '找不到注單。',
};

export function lotteryWords(language: 'EN' | 'TW'): LotteryWords {
  return language === 'TW' ? TW : EN;
}
