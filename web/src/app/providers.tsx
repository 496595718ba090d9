import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { NOTIFICATION_DEFAULT_DURATION_MS } from '@/lib/notify';
import { SelectedLeagueProvider } from '@/lib/selected-league';
import { cssVariablesResolver, theme } from '@/theme';
import { NotificationsOnDemand } from './notifications-on-demand';
import { useAppInitialisation } from './use-app-initialisation';

/** The persisted light/dark choice (spec: the switch survives reloads). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'mfl-companion-color-scheme' });

export function UiProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <NotificationsOnDemand position="top-right" autoClose={NOTIFICATION_DEFAULT_DURATION_MS} />
      {children}
    </MantineProvider>
  );
}

/** Runs the start-up of spec 01 §4 beside the screens, never in front of them. */
export function AppInitialisation({ children }: { children: ReactNode }) {
  useAppInitialisation();
  return <>{children}</>;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AppInitialisation>
            <SelectedLeagueProvider>{children}</SelectedLeagueProvider>
          </AppInitialisation>
        </AuthProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}
