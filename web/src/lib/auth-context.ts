import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/auth-js';

/**
 * The caller's `user_profile` row as the SPA may read it: the encrypted cookie itself is never
 * readable, only whether one is stored (`has_mfl_cookie`).
 */
export interface UserProfile {
  user_id: string;
  mfl_username: string | null;
  mfl_cookie_expires_at: string | null;
  has_mfl_cookie: boolean;
  is_admin: boolean;
  created_at: string;
  updated_at: string | null;
}

export interface AuthResult {
  /** The service's message when the call failed, else null. */
  error: string | null;
}

export interface SignUpResult extends AuthResult {
  /** A user was created but no session came back: the e-mail must be confirmed first. */
  needsConfirmation: boolean;
}

/** The flags of spec 01 §3, derived from the session and the profile. */
export interface AuthFlags {
  isAuthenticated: boolean;
  /** Signed in, profile load finished, and no profile row. */
  needsProfile: boolean;
  hasProfile: boolean;
  mflUsername: string | null;
  /** A cookie is stored and its expiry is known. */
  hasMFLCredentials: boolean;
  /** The stored cookie's expiry is still in the future. */
  mflCookieValid: boolean;
  isAdmin: boolean;
}

export interface AuthContextValue extends AuthFlags {
  user: User | null;
  session: Session | null;
  profile: UserProfile | null;
  /** True until the first session check has ended (the app shows a loading screen meanwhile). */
  loading: boolean;
  /** True while the signed-in user's profile is being loaded for the first time. */
  profileLoading: boolean;
  /** Why the profile could not be loaded (none loaded yet); null otherwise. Not the same as having no profile. */
  profileError: Error | null;
  /** Last sign-in/sign-up/… error, shared so any screen can show or clear it. */
  error: string | null;
  clearError: () => void;
  signUp: (email: string, password: string) => Promise<SignUpResult>;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signOut: () => Promise<AuthResult>;
  /** Sends the recovery e-mail whose link leads to {origin}/reset-password. */
  resetPassword: (email: string) => Promise<AuthResult>;
  /** Sets a new password for the signed-in user. */
  updatePassword: (password: string) => Promise<AuthResult>;
  /** Reloads the profile, e.g. after the MFL connection created or changed it; resolves to the reloaded one. */
  refreshProfile: () => Promise<UserProfile | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

export function deriveAuthFlags(
  session: Session | null,
  profile: UserProfile | null,
  profileLoading: boolean,
  now: number = Date.now(),
): AuthFlags {
  const isAuthenticated = session !== null;
  const hasProfile = isAuthenticated && profile !== null;
  const expiresAt = profile?.mfl_cookie_expires_at ? Date.parse(profile.mfl_cookie_expires_at) : Number.NaN;
  const hasMFLCredentials = hasProfile && profile.has_mfl_cookie && !Number.isNaN(expiresAt);
  return {
    isAuthenticated,
    needsProfile: isAuthenticated && !profileLoading && profile === null,
    hasProfile,
    mflUsername: hasProfile ? profile.mfl_username : null,
    hasMFLCredentials,
    mflCookieValid: hasMFLCredentials && expiresAt > now,
    isAdmin: hasProfile && profile.is_admin === true,
  };
}
