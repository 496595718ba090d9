import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import {
  AuthContext,
  deriveAuthFlags,
  type AuthContextValue,
  type AuthResult,
  type SignUpResult,
  type UserProfile,
} from '@/lib/auth-context';
import { authErrorMessage } from '../api/auth-errors';
import { authKeys } from '../api/auth-keys';
import { subscribeToAuthChanges } from '../api/auth-state';
import { useProfile } from '../api/get-profile';
import { requestPasswordReset } from '../api/reset-password';
import { signInWithPassword } from '../api/sign-in';
import { signOutEverywhere } from '../api/sign-out';
import { signUpWithEmail } from '../api/sign-up';
import { updatePassword as updatePasswordCall } from '../api/update-password';

/** Holds the session (from supabase-js) and the profile (from user_profile) for the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [sessionChecked, setSessionChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      subscribeToAuthChanges((event, next) => {
        setSession(next);
        setSessionChecked(true);
        // Nothing cached for one user may be shown to the next one on this browser.
        if (event === 'SIGNED_OUT') queryClient.removeQueries();
      }),
    [queryClient],
  );

  const user = session?.user ?? null;
  const userId = user?.id ?? null;
  const profileQuery = useProfile(userId);
  // Spec 01 §8: a failed profile load leaves the profile empty, and says so: no profile is not the
  // same as a profile that could not be read. A failed reload keeps the last good one.
  const profile = userId !== null ? (profileQuery.data ?? null) : null;
  const profileLoading = userId !== null && profileQuery.isPending;
  const profileError = userId !== null && profileQuery.isError && profileQuery.data === undefined ? profileQuery.error : null;

  const run = useCallback(async (call: () => Promise<void>): Promise<AuthResult> => {
    setError(null);
    try {
      await call();
      return { error: null };
    } catch (cause) {
      const message = authErrorMessage(cause);
      setError(message);
      return { error: message };
    }
  }, []);

  const signIn = useCallback(
    (email: string, password: string) =>
      run(async () => {
        await signInWithPassword({ email, password });
      }),
    [run],
  );

  const signUp = useCallback(
    async (email: string, password: string): Promise<SignUpResult> => {
      let needsConfirmation = false;
      const result = await run(async () => {
        ({ needsConfirmation } = await signUpWithEmail({
          email,
          password,
          emailRedirectTo: `${window.location.origin}${paths.authConfirm}`,
        }));
      });
      return { ...result, needsConfirmation: result.error === null && needsConfirmation };
    },
    [run],
  );

  const signOut = useCallback(() => run(signOutEverywhere), [run]);

  const resetPassword = useCallback(
    (email: string) => run(() => requestPasswordReset({ email, redirectTo: `${window.location.origin}${paths.resetPassword}` })),
    [run],
  );

  const updatePassword = useCallback((password: string) => run(() => updatePasswordCall(password)), [run]);

  const clearError = useCallback(() => setError(null), []);

  const refreshProfile = useCallback(async (): Promise<UserProfile | null> => {
    if (userId === null) return null;
    const key = authKeys.profile(userId);
    await queryClient.invalidateQueries({ queryKey: key });
    return queryClient.getQueryData<UserProfile | null>(key) ?? null;
  }, [queryClient, userId]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session,
      profile,
      loading: !sessionChecked,
      profileLoading,
      profileError,
      ...deriveAuthFlags(session, profile, profileLoading),
      error,
      clearError,
      signUp,
      signIn,
      signOut,
      resetPassword,
      updatePassword,
      refreshProfile,
    }),
    [user, session, profile, sessionChecked, profileLoading, profileError, error, clearError, signUp, signIn, signOut, resetPassword, updatePassword, refreshProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
