import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSettingsResponseSchema, type SystemSettings } from '@contracts/admin-settings.ts';
import { systemSettingsKeys } from '@/data/admin/system-settings';
import { api, parseResponse } from '@/lib/api-client';

/** PUT /api/admin/settings: the whole settings object, numbers as numbers; answers 'Settings updated.' and what was stored. */
export async function saveSystemSettings(settings: SystemSettings) {
  return parseResponse(putSettingsResponseSchema, await api.put<unknown>('/api/admin/settings', settings));
}

export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSystemSettings,
    onSuccess: (answer) => queryClient.setQueryData(systemSettingsKeys.all, answer.settings),
  });
}
