import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { LOGIN_FAILED, loginEndpoint, loginFormSchema, type LoginResponse } from '@contracts/mfl-login.ts';
import { api, unexpectedAnswerAs } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { userLeaguesKeys } from '@/lib/user-leagues';

/** Spec 01 §5 (client only: the server never sees a signed-out connect). */
export const MUST_BE_LOGGED_IN_TO_CONNECT = 'Must be logged in to connect MFL account';

/** The connect form's fields, checked with the server's own rule and text (contract: mfl-login). */
export const connectMflInputSchema = loginFormSchema;
export type ConnectMflInput = z.input<typeof connectMflInputSchema>;
export type ConnectMflResult = LoginResponse;

/**
 * POST /api/mfl/login: the server logs in to MFL, stores the session encrypted and syncs the
 * leagues. The answer never carries the cookie; the password is only passed through.
 */
export async function connectMfl(input: ConnectMflInput): Promise<ConnectMflResult> {
  const { username, password } = connectMflInputSchema.parse(input);
  return unexpectedAnswerAs(LOGIN_FAILED, api.call(loginEndpoint, { username, password }));
}

export interface MutationCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: Error) => void;
}

/**
 * Connects and then refreshes what the connection changed: the profile and the synced leagues.
 * The callbacks run at the mutation level, before the refresh: the refreshed profile may unmount
 * the form (/login moves on to 'Welcome Back'), which would drop callbacks given to mutate().
 */
export function useConnectMfl({ onSuccess, onError }: MutationCallbacks<ConnectMflResult> = {}) {
  const { user, refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConnectMflInput) => {
      if (!user) throw new Error(MUST_BE_LOGGED_IN_TO_CONNECT);
      return connectMfl(input);
    },
    onSuccess: async (result) => {
      onSuccess?.(result);
      await Promise.all([refreshProfile(), queryClient.invalidateQueries({ queryKey: userLeaguesKeys.all })]);
    },
    onError,
  });
}
