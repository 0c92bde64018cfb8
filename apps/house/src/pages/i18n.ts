/**
 * The game pages' words in the two languages the platform ships complete (EN, TW), keyed by the
 * `language` launch parameter. Shared by the server-rendered HTML and the page scripts.
 */
const EN = {
  balance: 'Balance', bet: 'Bet', betPerLine: 'Bet per line', totalBet: 'Total bet', spin: 'Spin',
  win: 'Win', lines: 'Lines', paytable: 'Paytable', rules: 'Rules', rtp: 'Return to player',
  rtpNote: 'computed exactly over every combination of the reel strips', lobby: 'Lobby',
  history: 'My rounds', round: 'Round', verify: 'Verify', verifier: 'Provably fair verifier',
  serverSeedHash: 'Server seed (SHA-256)', serverSeed: 'Server seed', clientSeed: 'Client seed',
  nonce: 'Nonce', rotate: 'Rotate seeds', revealed: 'Previous server seed (revealed)',
  roll: 'Roll', rollUnder: 'Roll under', rollOver: 'Roll over', target: 'Target', chance: 'Win chance',
  multiplier: 'Multiplier', payout: 'Payout', cashOutAt: 'Cash out at', crashedAt: 'Crashed at',
  play: 'Play', stake: 'Stake', betsClose: 'Bets close in', dealing: 'Dealing…', result: 'Result',
  PLAYER: 'Player', BANKER: 'Banker', TIE: 'Tie', PLAYER_PAIR: 'Player pair', BANKER_PAIR: 'Banker pair',
  players: 'Players', myBets: 'My bets', road: 'Road', replay: 'Replay', recomputed: 'Recomputed from the recorded data',
  matches: 'matches the record', mismatch: 'DOES NOT match the record', won: 'You won', lost: 'No win',
  demo: 'Demo play', loading: 'Loading…', status: 'Status', time: 'Time', game: 'Game', chip: 'Chip',
  scatter: 'Scatter', wild: 'Wild', anywhere: 'anywhere', ofAKind: 'of a kind', line: 'Line',
  hidden: 'hidden until rotated', check: 'Compute', dice: 'Dice', crash: 'Crash', noRounds: 'No rounds yet',
  fairHow: 'HMAC-SHA256(key = server seed, message = "client seed:nonce"). Dice: first 4 bytes × 10000 / 2^32. Crash: first 52 bits X → ⌊99·2^52 / (2^52 − X)⌋ / 100, at least 1.00.',
  freeSpinsLeft: 'Free spins left', freeSpin: 'Play a free spin', freeSpinBet: 'Bet per spin', freeSpinNote: 'Free spins cost you nothing; their wins go to your wallet.',
  NO_FREE_SPINS: 'No free spins left for this game.',
  pending: 'waiting for the wallet', bankerPays: 'Banker pays 0.95:1, ties return player and banker bets.',
  // Errors by code
  INSUFFICIENT_FUNDS: 'Not enough balance for this bet.', TOKEN_EXPIRED: 'Your session at the site has expired. Open the game again from the lobby.',
  INVALID_TOKEN: 'This game session is not valid. Open the game again from the lobby.', ACCOUNT_LOCKED: 'Your account cannot place bets.',
  CURRENCY_MISMATCH: 'This game cannot be played in your currency.', BET_REFUSED: 'The bet was refused.',
  SESSION_INVALID: 'This link has been used or has expired. Open the game again from the lobby.',
  SESSION_EXPIRED: 'The game session has expired. Open the game again from the lobby.',
  WALLET_UNAVAILABLE: 'The wallet could not be reached; your stake was returned.', TABLE_CLOSED: 'Bets are closed for this round.',
  BAD_REQUEST: 'That bet is not allowed.', GAME_NOT_FOUND: 'No such game.', NOT_FOUND: 'Not found.',
  INTERNAL_ERROR: 'Something went wrong. Please try again.',
};

export type DictKey = keyof typeof EN;
export type Dict = Record<DictKey, string>;

const TW: Dict = {
  balance: '餘額', bet: '投注', betPerLine: '每線投注', totalBet: '總投注', spin: '旋轉', win: '贏得',
  lines: '線數', paytable: '賠率表', rules: '規則', rtp: '返還率', rtpNote: '以所有輪帶組合精確計算',
  lobby: '大廳', history: '我的紀錄', round: '局號', verify: '驗證', verifier: '公平性驗證',
  serverSeedHash: '伺服器種子 (SHA-256)', serverSeed: '伺服器種子', clientSeed: '客戶端種子', nonce: '序號',
  rotate: '更換種子', revealed: '上一個伺服器種子（已公開）', roll: '點數', rollUnder: '小於', rollOver: '大於',
  target: '目標', chance: '勝率', multiplier: '倍數', payout: '派彩', cashOutAt: '自動兌現於', crashedAt: '爆點',
  play: '開始', stake: '注額', betsClose: '停止下注倒數', dealing: '發牌中…', result: '結果',
  PLAYER: '閒', BANKER: '莊', TIE: '和', PLAYER_PAIR: '閒對', BANKER_PAIR: '莊對', players: '玩家',
  myBets: '我的注單', road: '路單', replay: '重播', recomputed: '依紀錄資料重新計算', matches: '與紀錄相符',
  mismatch: '與紀錄不符', won: '恭喜贏得', lost: '未中獎', demo: '試玩', loading: '載入中…', status: '狀態',
  time: '時間', game: '遊戲', chip: '籌碼', scatter: '分散', wild: '百搭', anywhere: '任意位置',
  ofAKind: '連線', line: '線', hidden: '更換後公開', check: '計算', dice: '骰子', crash: '飆升',
  noRounds: '尚無紀錄',
  fairHow: 'HMAC-SHA256（金鑰 = 伺服器種子，訊息 = "客戶端種子:序號"）。骰子：前 4 位元組 × 10000 / 2^32。飆升：前 52 位元 X → ⌊99·2^52 / (2^52 − X)⌋ / 100，最低 1.00。',
  freeSpinsLeft: '剩餘免費旋轉', freeSpin: '使用免費旋轉', freeSpinBet: '每次旋轉投注', freeSpinNote: '免費旋轉不扣您的餘額，贏得的金額存入您的錢包。',
  NO_FREE_SPINS: '此遊戲已無剩餘免費旋轉。',
  pending: '等待錢包確認', bankerPays: '莊贏賠 0.95 倍；和局時退還莊閒注額。',
  INSUFFICIENT_FUNDS: '餘額不足。', TOKEN_EXPIRED: '登入已逾時，請從大廳重新開啟遊戲。',
  INVALID_TOKEN: '遊戲連線無效，請從大廳重新開啟遊戲。', ACCOUNT_LOCKED: '您的帳號無法下注。',
  CURRENCY_MISMATCH: '此遊戲不支援您的幣別。', BET_REFUSED: '注單被拒絕。',
  SESSION_INVALID: '此連結已使用或已過期，請從大廳重新開啟遊戲。', SESSION_EXPIRED: '遊戲連線已逾時，請從大廳重新開啟遊戲。',
  WALLET_UNAVAILABLE: '無法連線錢包，注額已退回。', TABLE_CLOSED: '本局已停止下注。', BAD_REQUEST: '不允許的投注。',
  GAME_NOT_FOUND: '找不到遊戲。', NOT_FOUND: '找不到。', INTERNAL_ERROR: '發生錯誤，請再試一次。',
};

export const DICTIONARIES: Readonly<Record<'EN' | 'TW', Dict>> = { EN, TW };

export function dictionary(language: string | undefined): Dict {
  return String(language ?? '').toUpperCase() === 'TW' ? TW : EN;
}
