import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@/theme';

describe('disabled controls in the dark scheme', () => {
  it('are filled and outlined apart from the card (dark-6) and the page (dark-7) they sit on', () => {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const dark = cssVariablesResolver(full).dark;
    const surfaces = [full.colors.dark[6], full.colors.dark[7]];
    expect(surfaces).not.toContain(dark['--mantine-color-disabled']);
    expect(surfaces).not.toContain(dark['--mantine-color-disabled-border']);
    expect(dark['--mantine-color-disabled-color']).not.toBe(dark['--mantine-color-disabled']);
  });
});
