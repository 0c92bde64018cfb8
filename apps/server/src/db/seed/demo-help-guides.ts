import type { HelpSeed } from './demo-help';

/** Help centre: about us, deposits, withdrawals and the games (TW and EN). */
export const HELP_GUIDES: HelpSeed[] = [
  {
    key: 'aboutus',
    tag: 'aboutus',
    bgColor: '#1e3a8a',
    TW: [
      '關於我們',
      `<h3>Demo Casino</h3>
<p>Demo Casino 提供電子遊戲、真人娛樂、捕魚、棋牌、體育、電競、彩票與鬥雞等多元娛樂，
並以公平、安全與負責任博彩為經營原則。</p>
<p>我們的自營遊戲採用<b>可驗證公平</b>機制：每局結果由伺服器種子與玩家種子共同決定，
開局前公布雜湊值，結束後公開種子供您自行驗證。</p>
<p>本站僅限年滿 18 歲之會員使用。</p>`,
    ],
    EN: [
      'About us',
      `<h3>Demo Casino</h3>
<p>Demo Casino offers slots, live casino, fishing, PVP card games, sports, esports, lotteries and
cockfight, run on three principles: fair play, security and responsible gaming.</p>
<p>Our own games are <b>provably fair</b>: every result comes from a server seed and your seed;
the seed's hash is published before the round and the seed itself afterwards, so you can
check it yourself.</p>
<p>The site is for members aged 18 or over only.</p>`,
    ],
  },
  {
    key: 'deposit',
    tag: 'deposit',
    bgColor: '#065f46',
    TW: [
      '存款說明',
      `<ol>
<li>登入後點擊右上角頭像選單中的「存款」。</li>
<li>選擇存款方式（銀行轉帳、電子錢包或超商代碼），輸入金額。</li>
<li>依畫面指示完成付款，款項確認後即自動入帳。</li>
</ol>
<p>單筆最低存款 ₱100。若 30 分鐘內未到帳，請保留付款憑證並聯繫線上客服。</p>
<p>請使用本人名下帳戶存款，第三方代付的款項將被退回。</p>`,
    ],
    EN: [
      'How to deposit',
      `<ol>
<li>Log in and choose "Deposit" from the menu under your avatar.</li>
<li>Pick a method (bank transfer, e-wallet or over-the-counter code) and enter the amount.</li>
<li>Pay as shown on screen; the money is credited as soon as the payment is confirmed.</li>
</ol>
<p>The minimum deposit is ₱100. If it has not arrived within 30 minutes, keep your payment
receipt and contact live chat.</p>
<p>Deposit only from accounts in your own name; payments by third parties are returned.</p>`,
    ],
  },
  {
    key: 'withdraw',
    tag: 'withdraw',
    bgColor: '#7c2d12',
    TW: [
      '提款說明',
      `<ol>
<li>於會員中心「我的帳戶」綁定本人銀行卡或電子錢包，並設定資金密碼。</li>
<li>點擊「提款」，輸入金額與資金密碼後送出。</li>
<li>審核通過後款項將匯入您綁定的帳戶，一般於 15 分鐘至 24 小時內完成。</li>
</ol>
<p>提款前須完成存款金額 1 倍之有效投注；參加優惠者須先完成該優惠之流水要求。</p>
<p>單筆最低提款 ₱200，每日最多 5 次。</p>`,
    ],
    EN: [
      'How to withdraw',
      `<ol>
<li>In the member centre, add a bank card or e-wallet in your own name and set a payment
password.</li>
<li>Choose "Withdraw", enter the amount and your payment password, and submit.</li>
<li>After review the money is sent to your account, usually within 15 minutes to 24 hours.</li>
</ol>
<p>Before withdrawing, your valid bets must reach 1× your deposits; a bonus's own turnover
must be completed first.</p>
<p>The minimum withdrawal is ₱200, up to 5 withdrawals a day.</p>`,
    ],
  },
  {
    key: 'game',
    tag: 'game',
    bgColor: '#312e81',
    TW: ['遊戲介紹', '<p>所有遊戲均可於導覽列依類型瀏覽，並可搜尋、收藏與查看最近遊玩。</p>'],
    EN: [
      'Our games',
      '<p>Browse every game by type in the navigation bar; search them, keep favourites and find the ones you played recently.</p>',
    ],
  },
  {
    key: 'game-rng',
    parent: 'game',
    tag: 'game',
    TW: ['電子遊戲', '<p>老虎機與電子遊戲，部分遊戲設有累積彩金池。每次旋轉結果皆獨立隨機。</p>'],
    EN: [
      'Slots',
      '<p>Slots and arcade games, some with a progressive jackpot. Every spin is independent and random.</p>',
    ],
  },
  {
    key: 'game-live',
    parent: 'game',
    tag: 'game',
    TW: ['真人娛樂', '<p>由真人荷官即時發牌的百家樂、輪盤、骰寶等遊戲，全程直播。</p>'],
    EN: [
      'Live casino',
      '<p>Baccarat, roulette, sic bo and more, dealt by real dealers and streamed live.</p>',
    ],
  },
  {
    key: 'game-lottery',
    parent: 'game',
    tag: 'game',
    TW: [
      '彩票',
      '<p>自營彩票每期開獎結果可驗證：開獎前公布種子雜湊，開獎後公開種子。投注截止時間以各期鎖定時間為準。</p>',
    ],
    EN: [
      'Lottery',
      "<p>Every draw of our own lotteries can be verified: the seed hash is published before the draw and the seed after it. Betting closes at each draw's lock time.</p>",
    ],
  },
  {
    key: 'game-sports',
    parent: 'game',
    tag: 'game',
    TW: ['體育與電競', '<p>提供賽前與滾球投注。賽事延期或取消時，依各場館規則退回本金。</p>'],
    EN: [
      'Sports and esports',
      "<p>Pre-match and in-play betting. When an event is postponed or cancelled, stakes are returned under the venue's rules.</p>",
    ],
  },
];
