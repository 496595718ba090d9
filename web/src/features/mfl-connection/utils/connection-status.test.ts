import { describe, expect, it } from 'vitest';
import { deriveAuthFlags, type UserProfile } from '@/lib/auth-context';
import { fakeSession } from '@/test/supabase-mock';
import { mflConnectionState, mflStatusText } from './connection-status';

const NOW = Date.parse('2026-10-01T12:00:00Z');
const base: UserProfile = {
  user_id: 'u1',
  mfl_username: null,
  mfl_cookie_expires_at: null,
  has_mfl_cookie: false,
  is_admin: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: null,
};
const stateOf = (profile: UserProfile | null) => mflConnectionState(deriveAuthFlags(fakeSession(), profile, false, NOW));

describe('mflConnectionState (from the auth flags)', () => {
  it('active: stored credentials whose expiry is ahead', () => {
    expect(stateOf({ ...base, mfl_username: 'demo', has_mfl_cookie: true, mfl_cookie_expires_at: '2026-10-02T12:00:00Z' })).toBe('active');
  });
  it('expired: stored credentials past (or exactly at) their expiry', () => {
    expect(stateOf({ ...base, mfl_username: 'demo', has_mfl_cookie: true, mfl_cookie_expires_at: '2026-09-30T12:00:00Z' })).toBe('expired');
    expect(stateOf({ ...base, mfl_username: 'demo', has_mfl_cookie: true, mfl_cookie_expires_at: '2026-10-01T12:00:00Z' })).toBe('expired');
  });
  it('not connected: after Disconnect (username kept, cookie gone), as the dashboard says', () => {
    expect(stateOf({ ...base, mfl_username: 'demo' })).toBe('not-connected');
  });
  it('not connected: no profile, no credentials, or a cookie without a known expiry', () => {
    expect(stateOf(null)).toBe('not-connected');
    expect(stateOf(base)).toBe('not-connected');
    expect(stateOf({ ...base, has_mfl_cookie: true })).toBe('not-connected');
  });
  it('has the spec texts', () => {
    expect(mflStatusText('active')).toBe('Active');
    expect(mflStatusText('expired')).toBe('Expired - Reconnection needed');
    expect(mflStatusText('not-connected')).toBe('Not connected');
  });
});
