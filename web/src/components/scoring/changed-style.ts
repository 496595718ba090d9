import type { CSSProperties } from 'react';

/**
 * How a changed number or line looks for its 25 s (spec 02 §4): a yellow wash that reads in light
 * and dark schemes alike, fading in and out rather than blinking.
 */
export function changedStyle(changed: boolean): CSSProperties {
  return {
    borderRadius: 'var(--mantine-radius-sm)',
    padding: '2px 4px',
    margin: '0 -4px',
    transition: 'background-color 600ms ease',
    backgroundColor: changed ? 'var(--mantine-color-yellow-light)' : 'transparent',
  };
}
