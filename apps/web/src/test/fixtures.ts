/** Contract-typed sample replies for component tests (no network is used). */
import type { Announcements, Banner, Notice } from '@wl/contract/system/get-announcements';
import type { HelpEntry } from '@wl/contract/system/get-help-center';
import type { SystemStatus } from '@wl/contract/system/get-status';
import type { WhitelabelNode } from '@wl/contract/system/whitelabel';

export function whitelabel(flags: Record<string, boolean>): WhitelabelNode[] {
  return Object.entries(flags).map(([modId, on]) => ({
    modId,
    enabled: on ? '1' : '0',
    childrenNodes: [],
  }));
}

export function makeStatus(
  overrides: Partial<SystemStatus> = {},
  flags: Record<string, boolean> = {},
): SystemStatus {
  return {
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7', countryCode: 'PH' },
    info: {
      customerService: [],
      domainRoute: [],
      resources: [],
      whitelabel: whitelabel({ USERNAMEREG3: true, ...flags }),
      register: {},
      mainDomain: 'localhost',
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      settings: {
        platform: 'web',
        merchantCode: 'DEMO',
        lotteryType: 'SEA',
        device: 'WEB',
        defaultLanguage: 'EN',
        supportedLanguages: ['TW', 'EN'],
        prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
        announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
        defaultExecution: 'B',
        cockfightVendors: [],
        esportsVendors: [],
        currency: 'PHP',
        currencySymbol: '₱',
        siteName: 'Test Casino',
      },
    },
    ...overrides,
  };
}

export function makeBanner(id: string, groupName: string, extra: Partial<Banner> = {}): Banner {
  return {
    bannerId: id,
    groupName,
    url: `/static/banners/${id}.png`,
    linkageType: null,
    linkage: null,
    sort: Number(id.replace(/\D/g, '')) || 0,
    ...extra,
  };
}

export function makeNotice(id: string, title: string, content: string): Notice {
  return {
    id,
    title,
    content,
    type: 'PL',
    execution: 'B',
    imageUrl: null,
    startDate: null,
    endDate: null,
  };
}

export function makeAnnouncements(extra: Partial<Announcements> = {}): Announcements {
  return { banners: [], player: [], popup: [], promotion: [], ...extra };
}

export function helpEntry(tag: string, title: string, content = `<p>${title}</p>`): HelpEntry {
  return { title, content, bgColor: null, lang: 'EN', display: true, tag, children: [] };
}
