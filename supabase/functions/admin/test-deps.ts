// The admin handler wired to the local test secret and an in-memory settings table.
import { testAuthorizer } from "../_shared/test-helpers.ts";
import { settingsDefaults, type SystemSettings } from "../_shared/settings.ts";
import { createHandler } from "./handler.ts";

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
