import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SystemSettings, systemSettingsEndpoint } from '@contracts/admin-settings.ts';
import { api } from '@/lib/api-client';

/** Query keys of the system settings (admin): the settings page writes them, the sync page shows them. */
export const systemSettingsKeys = {
  all: ['admin', 'system-settings'] as const,
};

/** GET /api/admin/settings: every key (spec 02 §7), defaults for keys the table lacks. */
export async function fetchSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return api.call(systemSettingsEndpoint, {}, signal);
}

export const systemSettingsQuery = () =>
  queryOptions({ queryKey: systemSettingsKeys.all, queryFn: ({ signal }) => fetchSystemSettings(signal), staleTime: 30_000 });

export function useSystemSettings() {
  return useQuery(systemSettingsQuery());
}
