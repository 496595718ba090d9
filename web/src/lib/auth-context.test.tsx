import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deriveAuthFlags, useAuth, type UserProfile } from '@/lib/auth-context';
import { fakeSession, profileRow } from '@/test/supabase-mock';

const NOW = Date.parse('2025-10-01T12:00:00Z');

function profile(overrides: Partial<UserProfile> = {}) {
  return profileRow({ user_id: 'u1', ...overrides });
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('deriveAuthFlags', () => {
  it('signed out: nothing is set', () => {
    expect(deriveAuthFlags(null, null, false, NOW)).toEqual({
      isAuthenticated: false,
      needsProfile: false,
      hasProfile: false,
      mflUsername: null,
      hasMFLCredentials: false,
      mflCookieValid: false,
      isAdmin: false,
    });
  });

  it('signed in without a profile needs one, but only once loading has finished', () => {
    expect(deriveAuthFlags(fakeSession(), null, true, NOW).needsProfile).toBe(false);
    const flags = deriveAuthFlags(fakeSession(), null, false, NOW);
    expect(flags).toMatchObject({ isAuthenticated: true, needsProfile: true, hasProfile: false, isAdmin: false });
  });

  it('credentials need a stored cookie and an expiry; validity needs the expiry in the future', () => {
    const session = fakeSession();
    const future = '2025-10-02T12:00:00Z';
    const past = '2025-09-30T12:00:00Z';
    expect(deriveAuthFlags(session, profile({ has_mfl_cookie: true, mfl_cookie_expires_at: future }), false, NOW)).toMatchObject({
      hasProfile: true,
      needsProfile: false,
      mflUsername: 'mfl-player',
      hasMFLCredentials: true,
      mflCookieValid: true,
    });
    expect(deriveAuthFlags(session, profile({ has_mfl_cookie: true, mfl_cookie_expires_at: past }), false, NOW)).toMatchObject({
      hasMFLCredentials: true,
      mflCookieValid: false,
    });
    expect(deriveAuthFlags(session, profile({ has_mfl_cookie: false, mfl_cookie_expires_at: future }), false, NOW)).toMatchObject({
      hasMFLCredentials: false,
      mflCookieValid: false,
    });
    expect(deriveAuthFlags(session, profile({ has_mfl_cookie: true, mfl_cookie_expires_at: null }), false, NOW)).toMatchObject({
      hasMFLCredentials: false,
      mflCookieValid: false,
    });
  });

  it('isAdmin comes from the profile', () => {
    expect(deriveAuthFlags(fakeSession(), profile({ is_admin: true }), false, NOW).isAdmin).toBe(true);
    expect(deriveAuthFlags(fakeSession(), profile(), false, NOW).isAdmin).toBe(false);
  });
});
