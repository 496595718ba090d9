import {
  createTheme,
  darken,
  type AnchorProps,
  type ComboboxProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineTheme,
  type ModalProps,
  type NotificationProps,
  type PaginationProps,
} from '@mantine/core';
import { readableColour } from '@/lib/contrast';

/** Names of a pager's arrow buttons, which show only an icon. */
export const PAGE_CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** The app's one Mantine theme. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects, not `Drawer.extend(...)`: that would import every component named here (Drawer
  // and Modal bring ScrollArea and floating-ui) into the first screen's download.
  components: {
    // Underlined: a link in a sentence is told apart from its words by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    // Mantine's icon-only buttons have no name of their own: screen readers would say just 'button'.
    Pagination: {
      defaultProps: { getControlProps: (control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] }) } satisfies Partial<PaginationProps>,
    },
    // A Select's options are made when it opens, not kept mounted (hidden) from the start: a kept
    // dropdown is positioned as the page mounts (floating-ui reads the computed style then, forcing
    // a style pass over the whole new page) and its options rendered for nothing.
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps> },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<NotificationProps> },
  },
});

type Scheme = 'light' | 'dark';

/** Where text sits in each scheme: the page and cards, and the greys of striped and hovered rows. */
function surfaces(t: MantineTheme, scheme: Scheme): string[] {
  return scheme === 'light' ? [t.white, t.colors.gray[0], t.colors.gray[1]] : [t.colors.dark[7], t.colors.dark[6], t.colors.dark[5]];
}

/**
 * The colours every text sits in, made to meet WCAG AA (4.5:1) where they are used; Mantine's
 * defaults do not (teal-6 text on white is 2.6:1, white on a red-6 badge 3.3:1, the dimmed greys
 * 3.3:1 on white and 4.0:1 on dark-7). Each moves along its palette, or past it, no further than
 * it must:
 * - dimmed text reads on the page's surfaces;
 * - every colour's tint (its `light` variant: badges, the active nav entry, the own row, the wash
 *   of a changed score) lets dimmed text read on it;
 * - a colour's text and outline read on the surfaces, on its own tint and on the primary tint;
 * - a filled button or badge carries white text; a light badge's text reads on its tint, hovered too.
 */
function colourVariables(t: MantineTheme, scheme: Scheme): Record<string, string> {
  const page = surfaces(t, scheme);
  const dimmed = readableColour([scheme === 'light' ? t.colors.gray[6] : t.colors.dark[2]], page);
  const tint = (shades: readonly string[]) =>
    readableColour([scheme === 'light' ? shades[1] : darken(shades[9], 0.5)], [dimmed]);
  const primaryTint = tint(t.colors[t.primaryColor]);
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    const own = tint(shades);
    const ownHover = scheme === 'light' ? shades[2] : darken(shades[9], 0.3);
    // Light scheme: from Mantine's filled shade darker; dark scheme: from its text shade lighter.
    const text = readableColour(scheme === 'light' ? shades.slice(6) : [shades[4], shades[3], shades[2], shades[1]], [...page, primaryTint, own]);
    const filled = readableColour(shades.slice(6), [t.white]);
    Object.assign(variables, {
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-outline`]: text,
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: readableColour([darken(filled, 0.1)], [t.white]),
      [`--mantine-color-${name}-light`]: own,
      [`--mantine-color-${name}-light-color`]: readableColour([scheme === 'light' ? shades[9] : shades[0]], [own, ownHover]),
    });
  }
  const primaryText = variables[`--mantine-color-${t.primaryColor}-text`];
  return {
    ...variables,
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': primaryText,
    '--mantine-color-success': primaryText,
    '--mantine-color-error': variables['--mantine-color-red-text'],
  };
}

/** The resolver's answer per theme object: Mantine asks again each time its provider renders. */
const resolvedFor = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/**
 * Text meets WCAG AA in both schemes (colourVariables). Disabled controls must look disabled in
 * both schemes too: Mantine's dark default fills them with dark-6, the colour of a card, so a
 * disabled button on a card read as plain text: a lighter fill, border and text keep its shape
 * visible while still reading as unavailable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  let resolved = resolvedFor.get(t);
  if (!resolved) {
    resolved = {
      variables: {},
      light: colourVariables(t, 'light'),
      dark: {
        ...colourVariables(t, 'dark'),
        '--mantine-color-disabled': t.colors.dark[4],
        '--mantine-color-disabled-color': t.colors.dark[2],
        '--mantine-color-disabled-border': t.colors.dark[3],
      },
    };
    resolvedFor.set(t, resolved);
  }
  return resolved;
};

