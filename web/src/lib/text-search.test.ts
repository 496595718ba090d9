import { describe, expect, it } from 'vitest';
import { matchesText } from './text-search';

describe('matchesText', () => {
  const fields = ['Patrick Mahomes', 'QB', 'KCC', null];

  it('is a case-insensitive substring of any field', () => {
    expect(matchesText(fields, 'mahom')).toBe(true);
    expect(matchesText(fields, 'qb')).toBe(true);
    expect(matchesText(fields, ' kcc ')).toBe(true);
    expect(matchesText(fields, 'rick mah')).toBe(true);
    expect(matchesText(fields, 'RB')).toBe(false);
  });

  it('matches everything when empty', () => {
    expect(matchesText(fields, '')).toBe(true);
    expect(matchesText([], '  ')).toBe(true);
  });
});
