// The admin handler wired to the local test secret and an in-memory settings table.
import { testAuthorizer } from "./helpers.ts";
import { settingsDefaults, type SystemSettings } from "../_shared/contracts/admin-settings.ts";
import { createHandler } from "../admin/handler.ts";

export function adminUnderTest(initial: Partial<SystemSettings> = {}) {
  const state = {
    settings: { ...settingsDefaults, ...initial } as SystemSettings,
    writes: [] as { settings: SystemSettings; updatedBy: string | null }[],
  };
  const handler = createHandler({
    authorize: testAuthorizer(),
    readSettings: () => Promise.resolve({ ...state.settings }),
    writeSettings: (settings, updatedBy) => {
      state.writes.push({ settings, updatedBy });
      state.settings = { ...settings };
      return Promise.resolve({ ...settings });
    },
  });
  return { handler, state };
}
