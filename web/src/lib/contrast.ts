import { darken, lighten, luminance, toRgba } from '@mantine/core';

/** WCAG 2 AA for text of normal size (1.4.3): 4.5:1. */
export const AA_TEXT_CONTRAST = 4.5;

const luminances = new Map<string, number>();

/**
 * A colour's relative luminance, each colour string parsed once: the theme's resolver (every page
 * load) compares the same few dozen shades thousands of times.
 */
function luminanceOf(colour: string): number {
  let value = luminances.get(colour);
  if (value === undefined) luminances.set(colour, (value = luminance(colour)));
  return value;
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

function toHex(colour: string): string {
  const { r, g, b } = toRgba(colour);
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mantine's own line between a light and a dark colour (`isLightColor`). */
const LIGHT_LUMINANCE = 0.179;

/**
 * The first of `candidates` (a palette's shades, in order of preference) that reads at `ratio` on
 * every one of `backgrounds`; when none does, the last one taken towards black on light backgrounds
 * (towards white on dark ones) in small steps until it does. Contrast is symmetric, so this finds a
 * text colour for given backgrounds as well as a fill for a given text colour.
 */
export function readableColour(candidates: readonly string[], backgrounds: readonly string[], ratio = AA_TEXT_CONTRAST): string {
  const readsOnAll = (colour: string) => backgrounds.every((background) => contrastRatio(colour, background) >= ratio);
  const found = candidates.find(readsOnAll);
  if (found) return toHex(found);
  const last = candidates[candidates.length - 1];
  const onLight = backgrounds.every((background) => luminanceOf(background) > LIGHT_LUMINANCE);
  for (let step = 1; step <= 20; step++) {
    const colour = toHex(onLight ? darken(last, step * 0.05) : lighten(last, step * 0.05));
    if (readsOnAll(colour)) return colour;
  }
  throw new Error(`no colour from ${last} reads at ${ratio}:1 on ${backgrounds.join(', ')}`);
}
