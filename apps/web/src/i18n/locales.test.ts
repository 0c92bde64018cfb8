import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@wl/contract/common/headers';
import {
  compareKeys,
  englishTextFor,
  expectedKeys,
  flatten,
  partialSetKeys,
  placeholders,
  pluralBase,
  type Messages,
} from './key-check';
import { LANGUAGE_INFO, TRANSLATED_LANGUAGES } from './languages';
import en from './locales/en.json';

const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

function localeFile(code: LanguageCode): Messages | undefined {
  return files[`./locales/${code.toLowerCase()}.json`];
}

const englishFlat = flatten(en);
const fullSets = TRANSLATED_LANGUAGES.filter((code) => code !== 'EN');
const partialSets = LANGUAGE_CODES.filter(
  (code) => !(TRANSLATED_LANGUAGES as readonly LanguageCode[]).includes(code),
);

describe('the language menu', () => {
  it.each(LANGUAGE_CODES)('%s has a translation file', (code) => {
    expect(code === 'EN' || localeFile(code) !== undefined).toBe(true);
  });

  it('has a file for menu languages only', () => {
    const codes = Object.keys(files).map((path) =>
      path.replace(/^.*\/|\.json$/g, '').toUpperCase(),
    );
    expect(codes.filter((code) => !(LANGUAGE_CODES as readonly string[]).includes(code))).toEqual(
      [],
    );
  });
});

describe('full translation sets', () => {
  it.each(fullSets)('%s has every key English has, and no others', (code) => {
    const file = localeFile(code);
    expect(file, `locales/${code.toLowerCase()}.json`).toBeDefined();
    expect(compareKeys(en, file ?? {}, LANGUAGE_INFO[code].tag)).toEqual({
      missing: [],
      extra: [],
    });
  });
});

describe('partial translation sets', () => {
  it.each(partialSets)(
    '%s translates the shell, login, registration, wallet and lobbies, and nothing unknown',
    (code) => {
      const tag = LANGUAGE_INFO[code].tag;
      const { missing, extra } = compareKeys(en, localeFile(code) ?? {}, tag);
      const required = expectedKeys(partialSetKeys(englishFlat.keys()), tag);
      expect(missing.filter((key) => required.has(key))).toEqual([]);
      expect(extra).toEqual([]);
    },
  );
});

describe('every translation file', () => {
  const all = Object.entries(files).map(([path, messages]) => [path, messages] as const);

  it.each(all)('%s has no empty text and keeps the placeholders of English', (_path, messages) => {
    for (const [key, text] of flatten(messages)) {
      expect(text.trim(), key).not.toBe('');
      const english = englishTextFor(englishFlat, key);
      expect(english, `${key} is not an English key`).toBeDefined();
      expect(placeholders(text), key).toEqual(placeholders(english ?? ''));
    }
  });
});

/*
 * Unused keys. A key counts as used when the web source names it in a string literal
 * (t('…'), i18nKey="…", labelKey: '…'), or when it sits under one of the dynamic prefixes
 * below, which the source builds with a template literal (`wallet.amount.${…}`).
 * Keys under `errors.` and `wallet.errors.` are the server's message keys: they count as used
 * when the server, the shared contract or the web source names the message key itself.
 */
const DYNAMIC_PREFIXES = [
  'agentCentre.invites.',
  'agentCentre.open.',
  'agentCentre.overview.',
  'agentCentre.pages.',
  'agentCentre.quick.',
  'agentCentre.team.',
  'agentContracts.actions.',
  'agentContracts.actors.',
  'agentContracts.billStatus.',
  'agentContracts.kinds.',
  'agentContracts.periods.',
  'agentContracts.pick_',
  'agentContracts.status_',
  'auth.fields.',
  'feedback.status.',
  'feedback.types.',
  'inbox.kinds.',
  'betRecords.gameTypes.',
  'betRecords.quick.',
  'betRecords.range.',
  'betRecords.sign.',
  'betRecords.statuses.',
  'errors.reg_pattern_',
  'lobby.classifyType.',
  'lobby.list.',
  'lobby.pager.',
  'lottery.group.',
  'memberCentre.pages.',
  'missions.kinds.',
  'missions.periods.',
  'missions.status.',
  'pointMall.details.codes.',
  'pointMall.kinds.',
  'pointMall.panels.',
  'pointMall.status.',
  'promotions.applicationStatus.',
  'promotions.apply.problems.',
  'promotions.bonus.status.',
  'promotions.categories.',
  'promotions.kinds.',
  'promotions.status.',
  'referral.status.',
  'rewards.sources.',
  'wallet.accounts.numberLabel.',
  'wallet.accounts.type.',
  'wallet.amount.',
  'wallet.confirm.answer.',
  'wallet.confirm.proof.',
  'wallet.confirm.status.',
  'wallet.deposit.kind.',
  'wallet.deposit.status.',
  'wallet.records.codes.',
  'wallet.records.pick.',
  'wallet.records.types.',
  'wallet.withdraw.blocked.',
  'wallet.withdraw.status.',
  'wallet.withdraw.tab.',
];
const MESSAGE_KEY_PREFIXES = ['errors.', 'wallet.errors.'];

const notTest = (path: string) => !/\.test\.tsx?$/.test(path);
const webSource = Object.entries(
  import.meta.glob<string>('../**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' }),
)
  .filter(([path]) => notTest(path) && !path.startsWith('./'))
  .map(([, text]) => text)
  .join('\n');
const serverSource = Object.entries(
  import.meta.glob<string>(
    ['../../../server/src/**/*.ts', '../../../../packages/contract/src/**/*.ts'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
)
  .filter(([path]) => notTest(path))
  .map(([, text]) => text)
  .join('\n');

const literals = (source: string) =>
  new Set([...source.matchAll(/['"`]([\w.-]+)['"`]/g)].map((m) => m[1]));
const webLiterals = literals(webSource);
const messageKeys = literals(`${webSource}\n${serverSource}`);

function isUsed(key: string): boolean {
  if (webLiterals.has(key) || webLiterals.has(pluralBase(key))) return true;
  if (DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
  const prefix = MESSAGE_KEY_PREFIXES.findLast((p) => key.startsWith(p));
  return prefix !== undefined && messageKeys.has(key.slice(prefix.length));
}

describe('translation keys in use', () => {
  it('reads the source (the scan is not empty)', () => {
    expect(webSource).toContain("t('common.close')");
    expect(serverSource).toContain('error_system');
  });

  it.each(DYNAMIC_PREFIXES)('the dynamic prefix %s is built in the source', (prefix) => {
    expect(webSource).toContain(`\`${prefix}\${`);
  });

  it('uses every English key', () => {
    expect([...englishFlat.keys()].filter((key) => !isUsed(key))).toEqual([]);
  });
});
