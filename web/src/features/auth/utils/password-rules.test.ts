import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from './password-rules';

describe('validateNewPassword', () => {
  it('checks matching first, then the minimum length, each on its field', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abd' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateNewPassword({ password: 'abcde', confirmPassword: 'abcde' })).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });
});
