/** Query keys of the sync page: the jobs overview; starting a sync invalidates `all`. */
export const syncKeys = {
  all: ['admin', 'sync'] as const,
  metadata: () => ['admin', 'sync', 'metadata'] as const,
};
