import { createContext, useContext } from 'react';

/**
 * Spec 01 §4: true once the start-up check of the stored MFL credentials has ended for the
 * signed-in user. The leagues and current-week queries wait for it, so they never run alongside
 * (or before) the check. Provided by the app (app/app-initialisation.tsx).
 */
export const AppInitialisedContext = createContext(false);

export function useAppInitialised(): boolean {
  return useContext(AppInitialisedContext);
}
