import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, newPasswordSchema, type NewPasswordValues } from './password-rules';

function problems(values: NewPasswordValues): string[] {
  return newPasswordSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
}

describe('newPasswordSchema', () => {
  it('checks matching first, then the minimum length', () => {
    expect(problems({ password: 'abc', confirmPassword: 'abd' })).toEqual(['Passwords do not match']);
    expect(problems({ password: 'abcde', confirmPassword: 'abcde' })).toEqual(['Password must be at least 6 characters']);
    expect(problems({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });
});
