import type { UserProfile } from '@/lib/auth-context';

export type MflConnectionState = 'active' | 'expired' | 'not-connected';

export const STATUS_ACTIVE = 'Active';
export const STATUS_EXPIRED = 'Expired - Reconnection needed';
export const STATUS_NOT_CONNECTED = 'Not connected';

/**
 * Active: a stored cookie whose expiry is still ahead. Expired: a cookie past its expiry (or with
 * none known), or a username whose cookie was cleared (rejected or disconnected). Otherwise the
 * account was never connected.
 */
export function mflConnectionState(
  profile: Pick<UserProfile, 'has_mfl_cookie' | 'mfl_cookie_expires_at' | 'mfl_username'> | null,
  now: number = Date.now(),
): MflConnectionState {
  if (!profile) return 'not-connected';
  if (profile.has_mfl_cookie) {
    const expiresAt = profile.mfl_cookie_expires_at ? Date.parse(profile.mfl_cookie_expires_at) : Number.NaN;
    return !Number.isNaN(expiresAt) && expiresAt > now ? 'active' : 'expired';
  }
  return profile.mfl_username ? 'expired' : 'not-connected';
}

export function mflStatusText(state: MflConnectionState): string {
  return state === 'active' ? STATUS_ACTIVE : state === 'expired' ? STATUS_EXPIRED : STATUS_NOT_CONNECTED;
}
