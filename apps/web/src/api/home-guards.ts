// Written by scripts/web-home-guards.ts from home-guards.list.ts: do not edit by hand.
import type { z } from 'zod';
import type { getStatusResponse as statusGuardSchema } from '@wl/contract/system/get-status';
import type { getAnnouncementsResponse as announcementsGuardSchema } from '@wl/contract/system/get-announcements';
import type { getHelpCenterResponse as helpCenterGuardSchema } from '@wl/contract/system/get-help-center';
import type { getBalanceResponse as balanceGuardSchema } from '@wl/contract/cashier/get-balance';
import type { unreadCountResponse as unreadCountGuardSchema } from '@wl/contract/inbox/list-inbox';
import type { memberInfo as memberInfoGuardSchema } from '@wl/contract/auth/get-member-info';
import type { memberIcon as memberIconGuardSchema } from '@wl/contract/auth/get-member-info';
import type { loginValue as loginValueGuardSchema } from '@wl/contract/auth/log-in';
import type { getMissionSummaryResponse as missionSummaryGuardSchema } from '@wl/contract/rewards/missions';
import type { getRewardCentreResponse as rewardCentreGuardSchema } from '@wl/contract/rewards/reward-centre';
import type { listVendorLanesValue as vendorLanesGuardSchema } from '@wl/contract/games/list-vendor-lanes';
import type { listHotGamesValue as hotGamesGuardSchema } from '@wl/contract/games/list-hot-games';
import type { getFavoriteGamesValue as favouritesGuardSchema } from '@wl/contract/games/favourite-games';
import type { favoriteGameActionValue as favouriteActionGuardSchema } from '@wl/contract/games/favourite-games';
import type { getRankListValue as rankListGuardSchema } from '@wl/contract/games/get-rank-list';
import { jsonGuard } from './json-guard';

export const statusGuard = jsonGuard<z.output<typeof statusGuardSchema>>({
  type: 'object',
  properties: {
    maintenance: { type: 'boolean' },
    maintenanceEnd: { type: ['number', 'null'] },
    regionRestriction: { type: 'boolean' },
    location: {
      type: 'object',
      properties: { ip: { type: 'string' }, countryCode: { type: ['string', 'null'] } },
      required: ['ip', 'countryCode'],
    },
    info: {
      type: 'object',
      properties: {
        customerService: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              csType: { type: 'string' },
              csPosition: { type: 'string' },
              path: { type: 'string' },
            },
            required: ['csType', 'csPosition', 'path'],
          },
        },
        domainRoute: {
          type: 'array',
          items: {
            type: 'object',
            properties: { domain: { type: 'string' }, speed: { type: 'number' } },
            required: ['domain', 'speed'],
          },
        },
        resources: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              resourceType: { type: 'string' },
              url: { type: 'string' },
              qrCodeUrl: { type: ['string', 'null'] },
              labelNameEn: { type: 'string' },
            },
            required: ['resourceType', 'url', 'qrCodeUrl', 'labelNameEn'],
          },
        },
        whitelabel: { type: 'array', items: { $ref: '#/$defs/__schema0' } },
        register: {
          type: 'object',
          propertyNames: { type: 'string' },
          additionalProperties: {
            type: 'object',
            properties: {
              enabled: { type: 'boolean' },
              required: { type: 'boolean' },
              minLength: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              maxLength: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              patternId: { type: 'integer', minimum: 0, maximum: 23 },
              acceptedPattern: { type: 'string' },
              type: { type: 'string' },
            },
            required: [
              'enabled',
              'required',
              'minLength',
              'maxLength',
              'patternId',
              'acceptedPattern',
            ],
          },
        },
        mainDomain: { type: 'string' },
        analytics: {
          type: 'object',
          properties: { gtagId: { type: ['string', 'null'] } },
          required: ['gtagId'],
        },
        imageCDNs: { type: 'array', items: { type: 'string' } },
        launchGameCDNs: { type: 'array', items: { type: 'string' } },
        settings: {
          type: 'object',
          properties: {
            platform: { type: 'string' },
            merchantCode: { type: 'string' },
            lotteryType: { type: 'string' },
            device: { type: 'string' },
            defaultLanguage: { type: 'string' },
            supportedLanguages: { type: 'array', items: { type: 'string' } },
            prizeModes: { type: 'array', items: { type: 'string' } },
            announcementTypes: { type: 'array', items: { type: 'string' } },
            defaultExecution: { type: 'string' },
            cockfightVendors: { type: 'array', items: { type: 'string' } },
            esportsVendors: { type: 'array', items: { type: 'string' } },
            currency: { type: 'string' },
            currencySymbol: { type: 'string' },
            siteName: { type: 'string' },
          },
          required: [
            'platform',
            'merchantCode',
            'lotteryType',
            'device',
            'defaultLanguage',
            'supportedLanguages',
            'prizeModes',
            'announcementTypes',
            'defaultExecution',
            'cockfightVendors',
            'esportsVendors',
            'currency',
            'currencySymbol',
            'siteName',
          ],
        },
      },
      required: [
        'customerService',
        'domainRoute',
        'resources',
        'whitelabel',
        'register',
        'mainDomain',
        'analytics',
        'imageCDNs',
        'launchGameCDNs',
        'settings',
      ],
    },
  },
  required: ['maintenance', 'maintenanceEnd', 'regionRestriction', 'location', 'info'],
  $defs: {
    __schema0: {
      type: 'object',
      properties: {
        modId: { type: 'string' },
        enabled: { type: 'string', enum: ['0', '1'] },
        childrenNodes: { type: 'array', items: { $ref: '#/$defs/__schema0' } },
      },
      required: ['modId', 'enabled', 'childrenNodes'],
    },
  },
});
export const announcementsGuard = jsonGuard<z.output<typeof announcementsGuardSchema>>({
  type: 'object',
  properties: {
    banners: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          bannerId: { type: 'string' },
          groupName: { type: 'string' },
          url: { type: 'string' },
          title: { type: 'string' },
          caption: {
            anyOf: [
              {
                type: 'object',
                properties: { title: { type: 'string' }, subtitle: { type: 'string' } },
                required: ['title', 'subtitle'],
              },
              { type: 'null' },
            ],
          },
          linkageType: { anyOf: [{ type: 'string', enum: ['URL', 'P', 'G'] }, { type: 'null' }] },
          linkage: { type: ['string', 'null'] },
          sort: { type: 'number' },
        },
        required: ['bannerId', 'groupName', 'url', 'linkageType', 'linkage', 'sort'],
      },
    },
    player: { type: 'array', items: { $ref: '#/$defs/__schema0' } },
    popup: { type: 'array', items: { $ref: '#/$defs/__schema0' } },
    promotion: { type: 'array', items: { $ref: '#/$defs/__schema0' } },
  },
  required: ['banners', 'player', 'popup', 'promotion'],
  $defs: {
    __schema0: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        title: { type: 'string' },
        content: { type: 'string' },
        type: { type: 'string' },
        execution: { type: 'string' },
        imageUrl: { type: ['string', 'null'] },
        startDate: { type: ['number', 'null'] },
        endDate: { type: ['number', 'null'] },
      },
      required: ['id', 'title', 'content', 'type', 'execution', 'imageUrl', 'startDate', 'endDate'],
    },
  },
});
export const helpCenterGuard = jsonGuard<z.output<typeof helpCenterGuardSchema>>({
  type: 'array',
  items: { $ref: '#/$defs/__schema0' },
  $defs: {
    __schema0: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        content: { type: 'string' },
        bgColor: { type: ['string', 'null'] },
        lang: { type: 'string' },
        display: { type: 'boolean' },
        tag: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/$defs/__schema0' } },
      },
      required: ['title', 'content', 'bgColor', 'lang', 'display', 'tag', 'children'],
    },
  },
});
export const balanceGuard = jsonGuard<z.output<typeof balanceGuardSchema>>({
  type: 'object',
  properties: {
    sumBalance: { $ref: '#/$defs/__schema0' },
    balance: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          accountTypeId: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          availBalance: { $ref: '#/$defs/__schema0' },
          balance: { $ref: '#/$defs/__schema0' },
          heldBalance: { $ref: '#/$defs/__schema0' },
        },
        required: ['accountTypeId', 'availBalance', 'balance', 'heldBalance'],
      },
    },
    currency: { type: 'string' },
    currencySymbol: { type: 'string' },
    playMoney: { type: 'boolean' },
    unreadMessage: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    availablePromoCount: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    availablePromo: {
      type: 'object',
      properties: {
        REFERRAL: {
          type: 'object',
          properties: { enabled: { type: 'boolean' } },
          required: ['enabled'],
        },
      },
      required: ['REFERRAL'],
    },
    hasVip: { type: 'boolean' },
    vipRankLevel: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    customerService: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          csType: { type: 'string' },
          csPosition: { type: 'string' },
          path: { type: 'string' },
        },
        required: ['csType', 'csPosition', 'path'],
      },
    },
  },
  required: [
    'sumBalance',
    'balance',
    'currency',
    'currencySymbol',
    'playMoney',
    'unreadMessage',
    'availablePromoCount',
    'availablePromo',
    'hasVip',
    'vipRankLevel',
    'customerService',
  ],
  $defs: { __schema0: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' } },
});
export const unreadCountGuard = jsonGuard<z.output<typeof unreadCountGuardSchema>>({
  type: 'integer',
  minimum: 0,
  maximum: 9007199254740991,
});
export const memberInfoGuard = jsonGuard<z.output<typeof memberInfoGuardSchema>>({
  type: 'object',
  properties: {
    id: { type: 'number' },
    account: { type: 'string' },
    nickname: { type: ['string', 'null'] },
    type: { type: 'number' },
    toUpline: { type: 'boolean' },
    clubLabel: {
      type: 'object',
      properties: { labelName: { type: ['string', 'null'] }, rankLevel: { type: 'number' } },
      required: ['labelName', 'rankLevel'],
    },
    memberLabel: { type: 'array', items: { type: 'string' } },
    memberLabelColor: { type: ['string', 'null'] },
    regDate: { type: 'number' },
    mobile: { type: ['string', 'null'] },
    countryDialingCode: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    hasPassword: { type: 'boolean' },
    hasPaymentPassword: { type: 'boolean' },
    totpEnabled: { type: 'boolean' },
    language: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'account',
    'nickname',
    'type',
    'toUpline',
    'clubLabel',
    'memberLabel',
    'memberLabelColor',
    'regDate',
    'mobile',
    'countryDialingCode',
    'email',
    'hasPassword',
    'hasPaymentPassword',
    'totpEnabled',
    'language',
  ],
});
export const memberIconGuard = jsonGuard<z.output<typeof memberIconGuardSchema>>({
  type: 'object',
  properties: { avatar: { type: 'string' }, avatarType: { type: 'string' } },
  required: ['avatar', 'avatarType'],
});
export const loginValueGuard = jsonGuard<z.output<typeof loginValueGuardSchema>>({
  type: 'object',
  properties: {
    token: { type: 'string' },
    id: { type: 'number' },
    customerId: { type: 'number' },
    userName: { type: 'string' },
    customerType: { type: 'number' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    defaultPassword: { type: 'boolean' },
    fullAccess: { type: 'boolean' },
    verification: {
      type: 'object',
      properties: {
        methods: {
          type: 'array',
          items: { type: 'string', enum: ['sms', 'email', 'payeeName', 'totp'] },
        },
        mobile: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
      },
      required: ['methods', 'mobile', 'email'],
    },
  },
  required: [
    'token',
    'id',
    'customerId',
    'userName',
    'customerType',
    'firstTimeLogin',
    'passwordExpired',
    'defaultPassword',
    'fullAccess',
  ],
});
export const missionSummaryGuard = jsonGuard<z.output<typeof missionSummaryGuardSchema>>({
  type: 'object',
  properties: {
    periods: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          period: { $ref: '#/$defs/__schema0' },
          key: { type: 'string' },
          startsAt: { $ref: '#/$defs/__schema1' },
          endsAt: { $ref: '#/$defs/__schema1' },
        },
        required: ['period', 'key', 'startsAt', 'endsAt'],
      },
    },
    missions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          title: { type: 'string' },
          period: { $ref: '#/$defs/__schema0' },
          kind: { type: 'string', enum: ['login_days', 'deposit', 'turnover', 'rounds', 'invite'] },
          gameType: { type: ['string', 'null'] },
          target: { type: 'string' },
          progress: { type: 'string' },
          percent: { type: 'integer', minimum: 0, maximum: 100 },
          reward: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' },
          status: { type: 'string', enum: ['in_progress', 'completed', 'claimed'] },
          rewardId: { type: ['string', 'null'] },
        },
        required: [
          'id',
          'title',
          'period',
          'kind',
          'gameType',
          'target',
          'progress',
          'percent',
          'reward',
          'status',
          'rewardId',
        ],
      },
    },
    claimableCount: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    completedCount: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
  },
  required: ['periods', 'missions', 'claimableCount', 'completedCount'],
  $defs: {
    __schema0: { type: 'string', enum: ['daily', 'weekly'] },
    __schema1: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
  },
});
export const rewardCentreGuard = jsonGuard<z.output<typeof rewardCentreGuardSchema>>({
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          source: { type: 'string', pattern: '^[a-z_]{2,32}$' },
          amount: { $ref: '#/$defs/__schema0' },
          currency: { type: 'string' },
          details: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
          createdAt: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        },
        required: ['id', 'source', 'amount', 'currency', 'details', 'createdAt'],
      },
    },
    count: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    totalAmount: { $ref: '#/$defs/__schema0' },
  },
  required: ['items', 'count', 'totalAmount'],
  $defs: { __schema0: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' } },
});
export const vendorLanesGuard = jsonGuard<z.output<typeof vendorLanesGuardSchema>>({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        lanes: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              title: { $ref: '#/$defs/__schema0' },
              cards: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    vassalage: { type: 'string' },
                    displayName: { type: 'string' },
                    gameType: { $ref: '#/$defs/__schema0' },
                    isHot: {
                      anyOf: [
                        { type: 'number', const: 0 },
                        { type: 'number', const: 1 },
                      ],
                    },
                    isGame: { type: 'string', enum: ['VASSALAGE', 'GAME'] },
                    gameCode: { type: ['string', 'null'] },
                    nodeId: { type: ['string', 'null'] },
                    accountTypeId: {
                      type: 'integer',
                      minimum: -9007199254740991,
                      maximum: 9007199254740991,
                    },
                    defaultPlayType: { type: 'string', enum: ['REAL', 'DEMO'] },
                    walletMode: { type: 'string', enum: ['seamless', 'transfer'] },
                    demo: { type: 'boolean' },
                    launchable: { type: 'boolean' },
                    gameCount: {
                      type: 'integer',
                      minimum: -9007199254740991,
                      maximum: 9007199254740991,
                    },
                    iconUrl: { type: 'string' },
                  },
                  required: [
                    'vassalage',
                    'displayName',
                    'gameType',
                    'isHot',
                    'isGame',
                    'gameCode',
                    'nodeId',
                    'accountTypeId',
                    'defaultPlayType',
                    'walletMode',
                    'demo',
                    'launchable',
                    'gameCount',
                    'iconUrl',
                  ],
                },
              },
              gameClassify: {
                type: 'array',
                items: {
                  type: 'string',
                  enum: [
                    'SC',
                    'VP',
                    'TG',
                    'AC',
                    'JP',
                    'BG',
                    'SM',
                    'BAC',
                    'SIC',
                    'ROU',
                    'DAT',
                    'BJ',
                    'NN',
                    'OT',
                  ],
                },
              },
            },
            required: ['title', 'cards', 'gameClassify'],
          },
        },
      },
      required: ['lanes'],
    },
  },
  required: ['data'],
  $defs: {
    __schema0: {
      type: 'string',
      enum: ['RNG', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'COCKFIGHT'],
    },
  },
});
export const hotGamesGuard = jsonGuard<z.output<typeof hotGamesGuardSchema>>({
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          nodeId: { type: 'string', pattern: '^[0-9]{1,18}$' },
          vassalage: { type: 'string' },
          gameType: { $ref: '#/$defs/__schema0' },
          gameId: { type: 'string' },
          gameCode: { type: 'string' },
          gameName: { type: 'string' },
          displayName: { type: 'string' },
          gameClassify: {
            type: 'string',
            enum: [
              'SC',
              'VP',
              'TG',
              'AC',
              'JP',
              'BG',
              'SM',
              'BAC',
              'SIC',
              'ROU',
              'DAT',
              'BJ',
              'NN',
              'OT',
            ],
          },
          minBet: { type: 'string' },
          lines: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          iconUrl: { type: 'string' },
          isHot: {
            anyOf: [
              { type: 'number', const: 0 },
              { type: 'number', const: 1 },
            ],
          },
          isNew: {
            anyOf: [
              { type: 'number', const: 0 },
              { type: 'number', const: 1 },
            ],
          },
          isGame: { type: 'string', const: 'GAME' },
          launchable: { type: 'boolean' },
        },
        required: [
          'nodeId',
          'vassalage',
          'gameType',
          'gameId',
          'gameCode',
          'gameName',
          'displayName',
          'gameClassify',
          'minBet',
          'lines',
          'iconUrl',
          'isHot',
          'isNew',
          'isGame',
          'launchable',
        ],
      },
    },
    footer: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          vassalage: { type: 'string' },
          displayName: { type: 'string' },
          gameType: { $ref: '#/$defs/__schema0' },
        },
        required: ['vassalage', 'displayName', 'gameType'],
      },
    },
  },
  required: ['list', 'footer'],
  $defs: {
    __schema0: {
      type: 'string',
      enum: ['RNG', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'COCKFIGHT'],
    },
  },
});
export const favouritesGuard = jsonGuard<z.output<typeof favouritesGuardSchema>>({
  type: 'array',
  items: { type: 'string', pattern: '^[0-9]{1,18}$' },
});
export const favouriteActionGuard = jsonGuard<z.output<typeof favouriteActionGuardSchema>>({
  type: 'object',
  properties: { nodeIds: { type: 'array', items: { type: 'string', pattern: '^[0-9]{1,18}$' } } },
  required: ['nodeIds'],
});
export const rankListGuard = jsonGuard<z.output<typeof rankListGuardSchema>>({
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          customerName: { type: 'string' },
          winAmount: { type: 'string' },
          currency: { type: 'string' },
          vassalage: { type: 'string' },
          gameType: { type: ['string', 'null'] },
          gameName: { type: ['string', 'null'] },
          nodeId: { type: ['string', 'null'] },
          winTime: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        },
        required: [
          'customerName',
          'winAmount',
          'currency',
          'vassalage',
          'gameType',
          'gameName',
          'nodeId',
          'winTime',
        ],
      },
    },
  },
  required: ['list'],
});
