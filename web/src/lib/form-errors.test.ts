import { describe, expect, it } from 'vitest';
import { firstFormError } from './form-errors';

describe('firstFormError', () => {
  it("is the first field's error, or null without one", () => {
    expect(firstFormError({ username: 'Enter a name', password: 'Enter a password' })).toBe('Enter a name');
    expect(firstFormError({})).toBeNull();
  });
});
