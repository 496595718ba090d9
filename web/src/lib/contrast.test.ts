import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColour } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#12b886', '#12b886')).toBe(1);
  });

  it("matches WCAG's figures for Mantine's dimmed greys (what axe-core reported)", () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 1);
    expect(contrastRatio('#828282', '#242424')).toBeCloseTo(4.03, 1);
  });
});

describe('readableColour', () => {
  it('keeps the first candidate that already reads on every background', () => {
    expect(readableColour(['#495057', '#212529'], ['#ffffff', '#f1f3f5'])).toBe('#495057');
  });

  it('skips candidates that fail on any one background', () => {
    // teal-9 reads on white (5.0) but not on teal-1 (4.3).
    expect(readableColour(['#12b886', '#087f5b', '#06583f'], ['#ffffff', '#c3fae8'])).toBe('#06583f');
  });

  it('darkens the last candidate on light backgrounds until it reads, no further than needed', () => {
    const colour = readableColour(['#868e96'], ['#ffffff', '#c3fae8']);
    expect(contrastRatio(colour, '#c3fae8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, '#c3fae8')).toBeLessThan(5.5);
  });

  it('lightens it on dark backgrounds', () => {
    const colour = readableColour(['#828282'], ['#242424', '#2e2e2e']);
    expect(contrastRatio(colour, '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, '#828282')).toBeGreaterThan(1);
  });

  it('finds a fill for white labels as well as a text colour for a background', () => {
    expect(contrastRatio(readableColour(['#fa5252'], ['#ffffff']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
