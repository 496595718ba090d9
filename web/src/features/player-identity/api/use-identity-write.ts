import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKeys } from './identity-keys';

/** A write of the identity pages: on success every identity query reloads (spec 02 §4: the list reloads after each action). */
export function useIdentityWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
