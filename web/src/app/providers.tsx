import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { NOTIFICATION_DEFAULT_DURATION_MS } from '@/lib/notify';
import { SelectedLeagueProvider } from '@/lib/selected-league';
import { theme } from '@/theme';

/** The persisted light/dark choice (spec: the switch survives reloads). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'mfl-companion-color-scheme' });

export function UiProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto" env={env}>
      <Notifications position="top-right" autoClose={NOTIFICATION_DEFAULT_DURATION_MS} />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <SelectedLeagueProvider>{children}</SelectedLeagueProvider>
        </AuthProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}
