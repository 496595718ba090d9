/** Query keys of the auth feature; mutations invalidate by prefix (`authKeys.all`). */
export const authKeys = {
  all: ['auth'] as const,
  profile: (userId: string) => ['auth', 'profile', userId] as const,
};
