import type { SeedPart } from './seed';
import { DEMO_MERCHANT_CODE } from './demo-merchant';
import { HELP_GUIDES } from './demo-help-guides';
import { HELP_RULES } from './demo-help-rules';

/** One help centre item in both languages; `parent` is the parent item's key. */
export interface HelpSeed {
  key: string;
  parent?: string;
  tag: string;
  bgColor?: string;
  TW: [title: string, content: string];
  EN: [title: string, content: string];
}

export const seedDemoHelp: SeedPart = async (db) => {
  const rows = [...HELP_GUIDES, ...HELP_RULES].flatMap((h, index) =>
    (['TW', 'EN'] as const).map((lang) => ({
      entry_key: h.key,
      parent_key: h.parent ?? null,
      lang,
      tag: h.tag,
      title: h[lang][0],
      content: h[lang][1],
      bg_color: h.bgColor ?? null,
      sort: index,
    })),
  );
  await db.query(
    `INSERT INTO help_entries (merchant_id, entry_key, parent_key, lang, tag, title, content,
       bg_color, sort)
     SELECT m.id, x.entry_key, x.parent_key, x.lang, x.tag, x.title, x.content, x.bg_color, x.sort
     FROM merchants m, jsonb_to_recordset($2::jsonb) AS x(entry_key text, parent_key text,
       lang text, tag text, title text, content text, bg_color text, sort int)
     WHERE m.code = $1
     ON CONFLICT (merchant_id, entry_key, lang) DO UPDATE SET parent_key = EXCLUDED.parent_key,
       tag = EXCLUDED.tag, title = EXCLUDED.title, content = EXCLUDED.content,
       bg_color = EXCLUDED.bg_color, sort = EXCLUDED.sort, updated_at = now()`,
    [DEMO_MERCHANT_CODE, JSON.stringify(rows)],
  );
};
