import type { AuthFlags } from '@/lib/auth-context';

export type MflConnectionState = 'active' | 'expired' | 'not-connected';

export const STATUS_ACTIVE = 'Active';
export const STATUS_EXPIRED = 'Expired - Reconnection needed';
export const STATUS_NOT_CONNECTED = 'Not connected';

/**
 * Read off the auth flags (lib/auth-context deriveAuthFlags, the one place the expiry is parsed),
 * so Settings, /profile, /login and the dashboard always agree: no stored credentials → not
 * connected (also after Disconnect, which keeps the username); credentials past their expiry →
 * expired; otherwise active.
 */
export function mflConnectionState({ hasMFLCredentials, mflCookieValid }: Pick<AuthFlags, 'hasMFLCredentials' | 'mflCookieValid'>): MflConnectionState {
  if (!hasMFLCredentials) return 'not-connected';
  return mflCookieValid ? 'active' : 'expired';
}

export function mflStatusText(state: MflConnectionState): string {
  return state === 'active' ? STATUS_ACTIVE : state === 'expired' ? STATUS_EXPIRED : STATUS_NOT_CONNECTED;
}
