import type { HelpSeed } from './demo-help';

/** Help centre: FAQs, terms, responsible gaming and the agent programme (TW and EN). */
export const HELP_RULES: HelpSeed[] = [
  {
    key: 'faqs',
    tag: 'faqs',
    bgColor: '#1f2937',
    TW: ['常見問題', '<p>以下為會員最常詢問的問題，若仍無法解決請聯繫線上客服。</p>'],
    EN: ['FAQs', '<p>The questions members ask most. If yours is not here, contact live chat.</p>'],
  },
  {
    key: 'faq-register',
    parent: 'faqs',
    tag: 'faqs',
    TW: [
      '如何註冊？',
      '<p>點擊「註冊」，可選擇以用戶名或手機號碼開戶。用戶名須以英文字母開頭，長度 2–15 字元；密碼 6–20 字元，須同時包含字母與數字。</p>',
    ],
    EN: [
      'How do I register?',
      '<p>Choose "Register" and sign up with a user name or your mobile number. A user name starts with a letter and has 2–15 characters; a password has 6–20 characters and mixes letters and digits.</p>',
    ],
  },
  {
    key: 'faq-password',
    parent: 'faqs',
    tag: 'faqs',
    TW: [
      '忘記密碼怎麼辦？',
      '<p>於登入視窗點擊「忘記密碼」，可透過註冊信箱或手機簡訊驗證碼重設密碼。</p>',
    ],
    EN: [
      'I forgot my password',
      '<p>Choose "Forgot password" in the login window and reset it with your registered e-mail or an SMS code.</p>',
    ],
  },
  {
    key: 'faq-bonus',
    parent: 'faqs',
    tag: 'faqs',
    TW: [
      '獎金何時可以提款？',
      '<p>獎金須完成該優惠規定之流水倍數後方可提款，進度可於「獎金明細」查看。</p>',
    ],
    EN: [
      'When can I withdraw a bonus?',
      '<p>Once you reach the bonus\'s turnover requirement. Track it under "Bonus details".</p>',
    ],
  },
  {
    key: 'faq-balance',
    parent: 'faqs',
    tag: 'faqs',
    TW: ['為什麼餘額沒有更新？', '<p>部分遊戲於離開遊戲後才結算，請點擊餘額旁的刷新按鈕。</p>'],
    EN: [
      'Why has my balance not changed?',
      '<p>Some games settle when you leave them; press the refresh button beside your balance.</p>',
    ],
  },
  {
    key: 'term',
    tag: 'term',
    bgColor: '#374151',
    TW: [
      '條款與規則',
      `<h4>1. 資格</h4>
<p>您必須年滿 <b>18 歲</b>（或您所在地法律規定之更高年齡）方可註冊與參與遊戲。我們保留要求年齡與身分證明之權利，未成年帳戶將被關閉，已投注款項不予派彩。</p>
<h4>2. 帳戶</h4>
<p>每人、每個家庭地址、每個 IP 僅限開設一個帳戶。您須對帳戶密碼保密，並對帳戶內所有活動負責。</p>
<h4>3. 投注與派彩</h4>
<p>投注一經確認即不可取消。因系統故障產生之明顯錯誤結果將予以作廢並退回本金。</p>
<h4>4. 優惠</h4>
<p>各項優惠均有其流水與期限規定；濫用優惠或多重帳戶套利者，本站有權取消獎金與相關盈利。</p>
<h4>5. 修改</h4>
<p>本站得隨時修改本條款，修改後將公告於本頁並即時生效。</p>`,
    ],
    EN: [
      'Terms and conditions',
      `<h4>1. Eligibility</h4>
<p>You must be at least <b>18 years old</b> (or the higher age of your jurisdiction) to register and play. We may ask for proof of age and identity; accounts of minors are closed and their bets are not paid out.</p>
<h4>2. Accounts</h4>
<p>One account per person, household address and IP address. Keep your password secret; you are responsible for everything done with your account.</p>
<h4>3. Bets and payouts</h4>
<p>A confirmed bet cannot be cancelled. Obviously wrong results caused by a system fault are void and the stake is returned.</p>
<h4>4. Promotions</h4>
<p>Every promotion has its own turnover and time limits. Abuse, including multiple accounts, lets us cancel bonuses and the winnings made with them.</p>
<h4>5. Changes</h4>
<p>We may change these terms at any time; changes are published on this page and apply at once.</p>`,
    ],
  },
  {
    key: 'responsible',
    tag: 'responsible',
    bgColor: '#14532d',
    TW: [
      '負責任博彩',
      `<p>博彩應是娛樂，而非賺錢的方式。請只用可以承受損失的金錢遊戲。</p>
<ul>
<li>事先設定每日、每週的存款與時間上限。</li>
<li>不要追逐損失，也不要借錢投注。</li>
<li>需要休息時，可聯繫客服申請暫停或自我排除帳戶。</li>
</ul>
<p>本站嚴禁未滿 18 歲人士參與。若您或家人受博彩問題困擾，請尋求專業協助。</p>`,
    ],
    EN: [
      'Responsible gaming',
      `<p>Gambling should be entertainment, not a way to make money. Only play with money you can afford to lose.</p>
<ul>
<li>Set daily and weekly limits on deposits and time before you play.</li>
<li>Never chase losses and never borrow to bet.</li>
<li>If you need a break, contact support to pause or self-exclude your account.</li>
</ul>
<p>Nobody under 18 may play. If gambling troubles you or your family, seek professional help.</p>`,
    ],
  },
  {
    key: 'agent',
    tag: 'agent',
    bgColor: '#4c1d95',
    TW: [
      '代理合作',
      `<p>加入我們的多層級代理計畫，推廣即可獲得收入：</p>
<ul>
<li><b>分紅</b>：依團隊淨盈利按比例每期結算（日、週、半月或月）。</li>
<li><b>日薪／時薪</b>：依團隊有效投注與活躍人數發放。</li>
<li><b>即時薪資</b>：每 5 分鐘依團隊投注自動結算。</li>
</ul>
<p>上級代理可與下級簽訂合約並自行設定比例。註冊後於代理中心即可取得專屬推廣連結與邀請碼。</p>`,
    ],
    EN: [
      'Agent programme',
      `<p>Join our multi-level affiliate programme and earn from what you promote:</p>
<ul>
<li><b>Dividends</b>: a share of your team's net profit, settled daily, weekly, half-monthly or monthly.</li>
<li><b>Daily and hourly salary</b>: paid on your team's valid bets and active players.</li>
<li><b>Real-time salary</b>: settled every 5 minutes on your team's bets.</li>
</ul>
<p>Upline agents sign contracts with their downlines and set the ratios. After registering, the agent centre gives you your own referral link and invitation code.</p>`,
    ],
  },
];
