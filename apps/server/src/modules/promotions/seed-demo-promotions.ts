import type { SavePromotionRequest } from '@wl/contract/promotions/ops-promotions';
import type { SeedPart } from '../../db/seed/seed';
import { promotionFields } from './save-promotion';
import { insertPromotion } from './promotion-store';

const DAY_MS = 86_400_000;

/**
 * Demo promotions of the DEMO merchant, one of each kind, for development and the journeys
 * (not in tests: test files create what they need). Idempotent by English title.
 */
export const seedDemoPromotions: SeedPart = async (db, config) => {
  if (config.APP_ENV !== 'development') return;
  const merchant = (
    await db.query<{ id: bigint; currency: string }>(
      `SELECT id, currency FROM merchants WHERE code = 'DEMO'`,
    )
  ).rows[0];
  if (!merchant) return;
  const startDate = Date.now() - DAY_MS;
  for (const input of DEMO_PROMOTIONS(startDate)) {
    const title = input.texts.en?.title ?? '';
    const exists = await db.query(
      `SELECT 1 FROM promotions WHERE merchant_id = $1 AND texts -> 'en' ->> 'title' = $2`,
      [merchant.id, title],
    );
    if (exists.rowCount > 0) continue;
    await insertPromotion(db, merchant.id, promotionFields(input, merchant.currency, null));
  }
};

const base = {
  target: { type: 'all' as const },
  percentBps: null,
  fixedAmount: null,
  maxBonus: null,
  minDeposit: null,
  wageringMultipleBps: 0,
  wageringIncludesDeposit: false,
  contributionBps: { '*': 10_000 },
  maxBet: null,
  maxCashout: null,
  validDays: 7,
  forfeitOnWithdrawal: true,
  limitPerDevice: false,
  limitPerIp: false,
  limitPerPaymentAccount: false,
  rafflePrizes: null,
  endDate: null,
  enabled: true,
  sortOrder: 0,
};

const text = (title: string, summary: string, content: string, tw: [string, string, string]) => ({
  en: { title, summary, content },
  tw: { title: tw[0], summary: tw[1], content: tw[2] },
});

function DEMO_PROMOTIONS(startDate: number): SavePromotionRequest[] {
  return [
    {
      ...base,
      kind: 'first_deposit',
      category: 'deposit_promo',
      texts: text(
        'First deposit bonus 50%',
        'Your first deposit matched 50 %, up to 500.00.',
        '<p>Make your first deposit of 100.00 or more and receive a <b>50 %</b> bonus, up to 500.00. Wager the bonus 3 times (slots count 100 %, live casino 20 %) and it becomes cash.</p>',
        [
          '首存紅利 50%',
          '首次存款加贈 50%，最高 500.00。',
          '<p>首次存款 100.00 以上即可獲得 <b>50%</b> 紅利，最高 500.00。完成紅利 3 倍流水（電子 100%、真人 20%）後轉為現金。</p>',
        ],
      ),
      percentBps: 5_000,
      maxBonus: '500.00',
      minDeposit: '100.00',
      wageringMultipleBps: 30_000,
      contributionBps: { RNG: 10_000, LIVE: 2_000, '*': 10_000 },
      maxBet: '100.00',
      validDays: 14,
      startDate,
      sortOrder: 1,
    },
    {
      ...base,
      kind: 'reload',
      category: 'deposit_promo',
      texts: text(
        'Reload bonus 10%',
        'Every deposit after the first earns 10 %, up to 200.00.',
        '<p>Every deposit after your first earns a 10 % bonus, up to 200.00, with 5× wagering.</p>',
        [
          '再存紅利 10%',
          '首存之後的每筆存款加贈 10%，最高 200.00。',
          '<p>首存之後的每筆存款加贈 10% 紅利，最高 200.00，需完成 5 倍流水。</p>',
        ],
      ),
      percentBps: 1_000,
      maxBonus: '200.00',
      minDeposit: '100.00',
      wageringMultipleBps: 50_000,
      startDate,
      sortOrder: 2,
    },
    {
      ...base,
      kind: 'apply',
      category: 'rng_promo',
      texts: text(
        'Big win bonus',
        'Share a screenshot of a big slot win and get a bonus.',
        '<p>Won 100× your stake on a slot? Send us a screenshot (up to 3 pictures) and a short remark; our team reviews every application within a day.</p>',
        [
          '大獎加碼',
          '分享電子遊戲大獎截圖即可獲得紅利。',
          '<p>在電子遊戲贏得 100 倍以上？上傳截圖（最多 3 張）並附上備註，我們會在一天內審核。</p>',
        ],
      ),
      wageringMultipleBps: 10_000,
      startDate,
      sortOrder: 3,
    },
    {
      ...base,
      kind: 'claim',
      category: 'new_player',
      texts: text(
        'Welcome chips 8.00',
        'New members claim 8.00 in their first week.',
        '<p>Registered in the last 7 days? Claim 8.00 of free chips, wager them twice and they are yours. One claim per device.</p>',
        [
          '新會員見面禮 8.00',
          '新會員註冊首週可領取 8.00。',
          '<p>7 天內註冊的新會員可領取 8.00 免費籌碼，完成 2 倍流水即可轉出。每個裝置限領一次。</p>',
        ],
      ),
      target: { type: 'new_members', withinDays: 7 },
      fixedAmount: '8.00',
      wageringMultipleBps: 20_000,
      limitPerDevice: true,
      startDate,
      sortOrder: 4,
    },
    {
      ...base,
      kind: 'raffle',
      category: 'other_promo',
      texts: text(
        'Lucky draw',
        'One free draw per member: win up to 88.00.',
        '<p>Every member gets one draw. Prizes: 88.00, 18.00, 8.00 — or better luck next time. The draw is provably fair: the seed hash is published before the first draw.</p>',
        [
          '幸運抽獎',
          '每位會員一次免費抽獎，最高 88.00。',
          '<p>每位會員可抽獎一次。獎品：88.00、18.00、8.00，或下次好運。抽獎可驗證公平：種子雜湊值於首次抽獎前公布。</p>',
        ],
      ),
      rafflePrizes: [
        { amount: '0', weight: 5 },
        { amount: '8.00', weight: 3 },
        { amount: '18.00', weight: 1 },
        { amount: '88.00', weight: 1 },
      ],
      wageringMultipleBps: 10_000,
      startDate,
      sortOrder: 5,
    },
  ];
}
