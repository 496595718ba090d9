import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSettingsEndpoint, type SystemSettings } from '@contracts/admin-settings.ts';
import { systemSettingsKeys } from '@/data/admin/system-settings';
import { api } from '@/lib/api-client';

/** PUT /api/admin/settings: the whole settings object, numbers as numbers; answers 'Settings updated.' and what was stored. */
export async function saveSystemSettings(settings: SystemSettings) {
  return api.call(putSettingsEndpoint, settings);
}

export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSystemSettings,
    onSuccess: (answer) => queryClient.setQueryData(systemSettingsKeys.all, answer.settings),
  });
}
