import { describe, expect, it } from 'vitest';
import { formatChance } from './chance';

describe('formatChance', () => {
  it('rounds to whole percent but never claims a certainty the simulation did not find', () => {
    expect(formatChance(0)).toBe('0%');
    expect(formatChance(1)).toBe('100%');
    expect(formatChance(0.0001)).toBe('<1%');
    expect(formatChance(0.9999)).toBe('>99%');
    expect(formatChance(0.456)).toBe('46%');
  });
});
