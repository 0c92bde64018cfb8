import type { SeedPart } from './seed';
import { DEMO_MERCHANT_CODE } from './demo-merchant';

/**
 * Notices of the demo merchant in TW and EN: marquee notices (PL), popups (PU; one for every
 * visitor, one after login) and promotions (PR). Content is HTML as the back office stores it.
 */
interface NoticeSeed {
  key: string;
  kind: 'PL' | 'PU' | 'PR';
  execution?: 'A' | 'B' | 'F';
  TW: [title: string, content: string];
  EN: [title: string, content: string];
}

const NOTICES: NoticeSeed[] = [
  {
    key: 'welcome',
    kind: 'PL',
    TW: ['歡迎來到 Demo Casino！', '<p>歡迎光臨！新會員註冊即可參加<b>首存加碼 100%</b>活動。</p>'],
    EN: [
      'Welcome to Demo Casino!',
      '<p>Welcome! New members can join the <b>100% first deposit bonus</b>.</p>',
    ],
  },
  {
    key: 'maintenance-window',
    kind: 'PL',
    TW: ['系統維護公告', '<p>每週二 04:00–05:00（GMT+8）進行例行維護，期間部分遊戲暫停服務。</p>'],
    EN: [
      'Scheduled maintenance',
      '<p>Routine maintenance every Tuesday 04:00–05:00 (GMT+8); some games pause meanwhile.</p>',
    ],
  },
  {
    key: 'responsible-gaming',
    kind: 'PL',
    TW: [
      '理性娛樂，未滿 18 歲禁止參與',
      '<p>本站僅限年滿 <b>18 歲</b>之會員。請理性娛樂，量力而為。</p>',
    ],
    EN: [
      'Play responsibly — 18+ only',
      '<p>This site is for members aged <b>18 or over</b>. Please play responsibly.</p>',
    ],
  },
  {
    key: 'popup-welcome',
    kind: 'PU',
    TW: [
      '新會員好禮',
      '<p>完成註冊並首次存款，即可獲得最高 <b>₱5,000</b> 獎金。</p><ul><li>最低存款 ₱100</li><li>10 倍流水即可提款</li></ul>',
    ],
    EN: [
      'New member gift',
      '<p>Register and make your first deposit to receive up to <b>₱5,000</b>.</p><ul><li>Minimum deposit ₱100</li><li>10× turnover before withdrawal</li></ul>',
    ],
  },
  {
    key: 'popup-security',
    kind: 'PU',
    execution: 'A',
    TW: ['帳戶安全提醒', '<p>請勿向任何人透露您的密碼或簡訊驗證碼，客服人員不會索取密碼。</p>'],
    EN: [
      'Keep your account safe',
      '<p>Never share your password or SMS code. Our support staff never ask for it.</p>',
    ],
  },
  {
    key: 'first-deposit',
    kind: 'PR',
    TW: [
      '首存加碼 100%',
      '<p>首次存款享 100% 加碼，最高 ₱5,000。</p><p>獎金需完成 10 倍流水方可提款。</p>',
    ],
    EN: [
      '100% first deposit bonus',
      '<p>Get 100% on your first deposit, up to ₱5,000.</p><p>The bonus needs 10× turnover before withdrawal.</p>',
    ],
  },
  {
    key: 'sports-rebate',
    kind: 'PR',
    TW: ['體育每日返水 0.8%', '<p>體育投注每日自動返水 0.8%，無上限，次日到帳。</p>'],
    EN: [
      '0.8% daily sports rebate',
      '<p>Sports bets earn a 0.8% rebate every day, no cap, paid the next day.</p>',
    ],
  },
  {
    key: 'refer-friend',
    kind: 'PR',
    TW: ['推薦好友獎勵', '<p>邀請好友註冊並存款，雙方各得 ₱200 獎金。</p>'],
    EN: ['Refer a friend', '<p>Invite a friend who registers and deposits: you both get ₱200.</p>'],
  },
];

export const seedDemoNotices: SeedPart = async (db) => {
  const rows = NOTICES.flatMap((n, index) =>
    (['TW', 'EN'] as const).map((lang) => ({
      notice_key: n.key,
      lang,
      kind: n.kind,
      title: n[lang][0],
      content: n[lang][1],
      execution: n.execution ?? 'B',
      sort: index,
    })),
  );
  await db.query(
    `INSERT INTO notices (merchant_id, notice_key, lang, kind, title, content, execution, sort)
     SELECT m.id, x.notice_key, x.lang, x.kind, x.title, x.content, x.execution, x.sort
     FROM merchants m, jsonb_to_recordset($2::jsonb) AS x(notice_key text, lang text, kind text,
       title text, content text, execution text, sort int)
     WHERE m.code = $1
     ON CONFLICT (merchant_id, notice_key, lang) DO UPDATE SET kind = EXCLUDED.kind,
       title = EXCLUDED.title, content = EXCLUDED.content, execution = EXCLUDED.execution,
       sort = EXCLUDED.sort, updated_at = now()`,
    [DEMO_MERCHANT_CODE, JSON.stringify(rows)],
  );
};
