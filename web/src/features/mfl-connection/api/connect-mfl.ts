import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { userLeaguesKeys } from '@/lib/user-leagues';

/** Spec 01 §5. */
export const MFL_FIELDS_REQUIRED = 'Please enter both MFL username and password';
export const MUST_BE_LOGGED_IN_TO_CONNECT = 'Must be logged in to connect MFL account';
export const LOGIN_FAILED = 'Login failed';

export const connectMflInputSchema = z.object({
  username: z.string().trim().min(1, MFL_FIELDS_REQUIRED),
  password: z.string().refine((v) => v.trim() !== '', MFL_FIELDS_REQUIRED),
});
export type ConnectMflInput = z.input<typeof connectMflInputSchema>;

const connectMflResponseSchema = z.object({
  success: z.literal(true, { error: LOGIN_FAILED }),
  message: z.string(),
  cookieExpires: z.string().nullish(),
  username: z.string().nullish(),
  sync: z.object({ existing: z.number(), added: z.number(), total: z.number() }).nullish(),
  warnings: z.array(z.string()).nullish(),
});
export type ConnectMflResult = z.infer<typeof connectMflResponseSchema>;

/** The first problem with the form's input, or null (shown inline before any call). */
export function validateConnectMfl(input: ConnectMflInput): string | null {
  const parsed = connectMflInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MFL_FIELDS_REQUIRED);
}

/**
 * POST /api/mfl/login: the server logs in to MFL, stores the session encrypted and syncs the
 * leagues. The answer never carries the cookie; the password is only passed through.
 */
export async function connectMfl(input: ConnectMflInput): Promise<ConnectMflResult> {
  const { username, password } = connectMflInputSchema.parse(input);
  const body = await api.post<unknown>('/api/mfl/login', { username, password });
  const parsed = connectMflResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(LOGIN_FAILED);
  return parsed.data;
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
