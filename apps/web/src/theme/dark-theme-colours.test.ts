import { describe, expect, it } from 'vitest';

/*
 * The dark theme swaps colours and nothing else: its rules may set colour properties and the
 * palette's custom properties only. The accessibility journeys rely on it (e2e/support/axe.ts):
 * they run every axe rule in the light theme and only the colour rules in the dark one, which is
 * right only while a theme cannot change what is on the page or where.
 */
const sheets = import.meta.glob<string>('../**/*.css', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const COLOUR_PROPERTIES = new Set([
  'color',
  'background',
  'background-color',
  'border-color',
  'outline-color',
  'text-decoration-color',
  'caret-color',
  'accent-color',
  'fill',
  'stroke',
  'box-shadow',
  'color-scheme',
]);
const PALETTE_PROPERTY = /^--(?:color|shadow|backdrop)(?:-|$)/;
const DARK_SELECTOR = /\[data-theme=(["']?)dark\1\]/;

/** The declarations of every rule whose selector names the dark theme, as `file: property`. */
function darkDeclarations(path: string, css: string): string[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  for (const [, selector, body] of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selector || !DARK_SELECTOR.test(selector)) continue;
    for (const declaration of body?.split(';') ?? []) {
      const property = declaration.split(':')[0]?.trim();
      if (property) found.push(`${path}: ${property}`);
    }
  }
  return found;
}

describe('the dark theme', () => {
  const declarations = Object.entries(sheets).flatMap(([path, css]) => darkDeclarations(path, css));

  it('is found in the stylesheets', () => {
    expect(declarations.some((d) => d.endsWith('tokens.css: --color-bg'))).toBe(true);
    expect(declarations.length).toBeGreaterThan(20);
  });

  it('sets colours only', () => {
    const other = declarations.filter((d) => {
      const property = d.split(': ')[1] ?? '';
      return !COLOUR_PROPERTIES.has(property) && !PALETTE_PROPERTY.test(property);
    });
    expect(other).toEqual([]);
  });

  it('tells a layout property apart', () => {
    expect(
      darkDeclarations('x.css', "[data-theme='dark'] .a { display: none; color: red }"),
    ).toEqual(['x.css: display', 'x.css: color']);
    expect(darkDeclarations('y.css', '[data-theme=dark] .b { margin: 0 }')).toEqual([
      'y.css: margin',
    ]);
  });
});
