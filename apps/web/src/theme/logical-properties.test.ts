import { describe, expect, it } from 'vitest';

/*
 * Right-to-left languages (Arabic, Persian, Urdu) mirror the layout through `dir="rtl"`, which
 * only works when stylesheets say start/end instead of left/right. This fails on any physical
 * left/right property or text alignment in the stylesheets of the player site, the back office
 * and the house games' pages (whose CSS sits in the page templates).
 */
const sheets = import.meta.glob<string>(
  [
    '../**/*.css',
    '../../../backoffice/src/**/*.css',
    '../../../house/src/pages/**/*.ts',
    '../../../house/src/*/web/**/*.ts',
    '../../../house/src/lottery-web/**/*.ts',
    '!../../../house/src/**/*.test.ts',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

const PHYSICAL = [
  /(?:^|[\s;{])(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-\w+)?\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /(?:^|[\s;{])border-(?:top|bottom)-(?:left|right)-radius\s*:/,
  /(?:^|[\s;{])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
];

function physicalLines(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return withoutComments
    .split('\n')
    .filter((line) => PHYSICAL.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

describe('stylesheets', () => {
  it('reads the stylesheets of every site', () => {
    const paths = Object.keys(sheets);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.some((path) => path.includes('/backoffice/'))).toBe(true);
    expect(paths.some((path) => path.includes('/house/src/pages/'))).toBe(true);
  });

  it.each(Object.entries(sheets))('%s uses logical properties only', (_path, css) => {
    expect(physicalLines(css)).toEqual([]);
  });

  it('catches a physical property', () => {
    expect(
      physicalLines('.a { margin-left: 1px; }\n.b { right: 0 }\n.c { text-align: left; }'),
    ).toHaveLength(3);
    expect(
      physicalLines('.a { margin-inline-start: 1px; inset-inline-end: 0; text-align: start }'),
    ).toEqual([]);
  });
});
