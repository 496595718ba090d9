import { useMutation } from '@tanstack/react-query';
import { disconnectEndpoint } from '@contracts/mfl-disconnect.ts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';

/** POST /api/mfl/disconnect: the server forgets the MFL session and keeps the username. */
export async function disconnectMfl(): Promise<void> {
  await api.call(disconnectEndpoint, {});
}

export function useDisconnectMfl() {
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: disconnectMfl,
    onSuccess: () => refreshProfile(),
  });
}
