/**
 * Writes apps/web/src/api/home-guards.ts: for each contract schema of the home page's calls
 * (home-guards.list.ts), zod's JSON Schema of it, checked by the small json-guard at run time so
 * the home page loads no zod (ADR 0045). Run after changing one of those schemas:
 *   node --import tsx scripts/web-home-guards.ts
 * (home-guards.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs';
import type { z } from 'zod';
import { HOME_GUARDS } from '../apps/web/src/api/home-guards.list';
import { guardSchemaOf } from '../apps/web/src/api/home-guards.schema';

const lines = [
  '// Written by scripts/web-home-guards.ts from home-guards.list.ts: do not edit by hand.',
  '// One generated file, however long: nobody edits it, and home-guards.test.ts fails when a',
  "// guard here falls behind its contract schema.",
  "import type { z } from 'zod';",
];
const types: string[] = [];
const guards: string[] = [];
for (const entry of HOME_GUARDS) {
  const mod = (await import(entry.module)) as Record<string, z.ZodType>;
  const schema = mod[entry.schema];
  if (!schema) throw new Error(`${entry.module} has no ${entry.schema}`);
  const alias = `${entry.guard}Schema`;
  types.push(`import type { ${entry.schema} as ${alias} } from '${entry.module}';`);
  guards.push(
    `export const ${entry.guard} = jsonGuard<z.output<typeof ${alias}>>(${JSON.stringify(guardSchemaOf(schema))});`,
  );
}
lines.push(...types, "import { jsonGuard } from './json-guard';", '', ...guards, '');
writeFileSync('apps/web/src/api/home-guards.ts', lines.join('\n'));
console.log(`wrote apps/web/src/api/home-guards.ts (${HOME_GUARDS.length} guards)`);
