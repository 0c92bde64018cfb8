import type { SeedPart } from './seed';
import { DEMO_MERCHANT_CODE } from './demo-merchant';
import { DEMO_REGISTER_CONFIG, DEMO_WHITELABEL } from './demo-whitelabel';

/** Site settings of spec §1 for the demo merchant. */
const SETTINGS = {
  platform: 'web',
  lotteryType: 'SEA',
  device: 'WEB',
  defaultLanguage: 'TW',
  supportedLanguages: ['TW', 'EN'],
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultExecution: 'B',
  cockfightVendors: ['SV388', 'WS168', 'DIGMAAN'],
  esportsVendors: [],
  currencySymbol: '₱',
  siteName: 'Demo Casino',
  // The password an agent or operator gives an account they open (the original clients' value);
  // logging in with it forces a change (spec §4). Never sent to clients.
  defaultPassword: '123456',
};

/**
 * Status configuration (MerchantStatusConfig). Customer-service URLs stay on our own origin
 * (the standalone help page) so a fresh install links nowhere it does not control; the VIP
 * line is for members above VIP rank 4 (spec §9).
 */
const STATUS_CONFIG = {
  maintenance: false,
  maintenanceEnd: null,
  regionAllow: [],
  regionDeny: [],
  customerService: [
    { csType: 'LIVECHAT', csPosition: 'HEADER', url: '/helpmc?cs=livechat', minRankLevel: null },
    {
      csType: 'TELEGRAM',
      csPosition: 'SIDEBAR',
      url: 'https://t.me/democasino_support',
      minRankLevel: null,
    },
    { csType: 'VIP', csPosition: 'SIDEBAR', url: '/helpmc?cs=vip', minRankLevel: 5 },
  ],
  resources: [
    {
      resourceType: 'TELEGRAM',
      url: 'https://t.me/democasino_ph',
      qrCodeUrl: null,
      labelNameEn: 'Telegram',
    },
    {
      resourceType: 'WHATSAPP',
      url: 'https://wa.me/639170000000',
      qrCodeUrl: null,
      labelNameEn: 'WhatsApp',
    },
    { resourceType: 'Android', url: '/down#android', qrCodeUrl: null, labelNameEn: 'Android App' },
  ],
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  domainRoutes: [
    { domain: 'http://localhost:3000', speed: 1 },
    { domain: 'http://127.0.0.1:3000', speed: 2 },
  ],
  mainDomain: 'localhost',
};

export const seedDemoSiteSettings: SeedPart = async (db) => {
  await db.query(
    `UPDATE merchants SET settings = $2::jsonb, whitelabel = $3::jsonb,
       register_config = $4::jsonb, status_config = $5::jsonb
     WHERE code = $1`,
    [
      DEMO_MERCHANT_CODE,
      JSON.stringify(SETTINGS),
      JSON.stringify(DEMO_WHITELABEL),
      JSON.stringify(DEMO_REGISTER_CONFIG),
      JSON.stringify(STATUS_CONFIG),
    ],
  );
  await db.query(
    `INSERT INTO merchant_domains (domain, merchant_id)
     SELECT 'localhost', id FROM merchants WHERE code = $1
     ON CONFLICT (domain) DO NOTHING`,
    [DEMO_MERCHANT_CODE],
  );
};
