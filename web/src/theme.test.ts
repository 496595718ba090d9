import { defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/contrast';
import { cssVariablesResolver, theme } from '@/theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const COLOURS = Object.keys(full.colors);

/** The CSS variables a page gets in a scheme (Mantine's, then ours over them), `var()` references followed. */
function schemeVariables(scheme: 'light' | 'dark'): (name: string) => string {
  const mantine = defaultCssVariablesResolver(full);
  const ours = cssVariablesResolver(full);
  const all: Record<string, string> = { ...mantine.variables, ...mantine[scheme], ...ours.variables, ...ours[scheme] };
  const read = (name: string): string => {
    const value = all[name];
    if (value === undefined) throw new Error(`no ${name}`);
    const reference = /^var\((--[\w-]+)\)$/.exec(value);
    return reference ? read(reference[1]) : value;
  };
  return read;
}

const PAGE = {
  light: [full.white, full.colors.gray[0], full.colors.gray[1]],
  dark: [full.colors.dark[7], full.colors.dark[6], full.colors.dark[5]],
} as const;

describe.each(['light', 'dark'] as const)('text in the %s scheme meets WCAG AA (4.5:1)', (scheme) => {
  const v = schemeVariables(scheme);
  const page = PAGE[scheme];
  const tints = COLOURS.map((colour) => v(`--mantine-color-${colour}-light`));
  const worst = (colour: string, backgrounds: readonly string[]) => Math.min(...backgrounds.map((b) => contrastRatio(colour, b)));

  it('body and dimmed text, placeholders, links, errors and success messages on the page, cards and grey rows', () => {
    for (const name of ['text', 'dimmed', 'placeholder', 'anchor', 'error', 'success']) {
      expect(worst(v(`--mantine-color-${name}`), page), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("dimmed text on every colour's tint (light badges, the active nav entry, the own row, a changed score's wash)", () => {
    expect(worst(v('--mantine-color-dimmed'), tints)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(COLOURS)('%s: coloured text and outlines, white labels on filled badges and buttons, light badges', (colour) => {
    const own = v(`--mantine-color-${colour}-light`);
    const primaryTint = v(`--mantine-primary-color-light`);
    expect(worst(v(`--mantine-color-${colour}-text`), [...page, own, primaryTint]), 'text').toBeGreaterThanOrEqual(4.5);
    expect(worst(v(`--mantine-color-${colour}-outline`), page), 'outline').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(full.white, v(`--mantine-color-${colour}-filled`)), 'filled').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(full.white, v(`--mantine-color-${colour}-filled-hover`)), 'filled hover').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(v(`--mantine-color-${colour}-light-color`), own), 'light').toBeGreaterThanOrEqual(4.5);
  });
});

describe('disabled controls in the dark scheme', () => {
  it('are filled and outlined apart from the card (dark-6) and the page (dark-7) they sit on', () => {
    const dark = cssVariablesResolver(full).dark;
    const surfaces = [full.colors.dark[6], full.colors.dark[7]];
    expect(surfaces).not.toContain(dark['--mantine-color-disabled']);
    expect(surfaces).not.toContain(dark['--mantine-color-disabled-border']);
    expect(dark['--mantine-color-disabled-color']).not.toBe(dark['--mantine-color-disabled']);
  });
});
