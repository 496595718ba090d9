import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The app's one Mantine theme. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * Disabled controls must look disabled in both schemes. Mantine's dark default fills them with
 * dark-6, the colour of a card, so a disabled button on a card read as plain text: a lighter fill,
 * border and text keep its shape visible while still reading as unavailable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-disabled': t.colors.dark[4],
    '--mantine-color-disabled-color': t.colors.dark[2],
    '--mantine-color-disabled-border': t.colors.dark[3],
  },
});
