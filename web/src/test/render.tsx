import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AppInitialisation, UiProvider } from '@/app/providers';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { AuthContext, deriveAuthFlags, type AuthContextValue, type UserProfile } from '@/lib/auth-context';
import { SelectedLeagueProvider } from '@/lib/selected-league';
import type { Session } from '@supabase/auth-js';

export interface FakeAuthInput extends Partial<AuthContextValue> {
  session?: Session | null;
  profile?: UserProfile | null;
}

/** An auth context value with consistent flags, for components that only read it. */
export function fakeAuth({ session = null, profile = null, profileLoading = false, ...rest }: FakeAuthInput = {}): AuthContextValue {
  return {
    user: session?.user ?? null,
    session,
    profile,
    loading: false,
    profileLoading,
    profileError: null,
    ...deriveAuthFlags(session, profile, profileLoading),
    error: null,
    clearError: vi.fn(),
    signUp: vi.fn(async () => ({ error: null, needsConfirmation: true })),
    signIn: vi.fn(async () => ({ error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    resetPassword: vi.fn(async () => ({ error: null })),
    updatePassword: vi.fn(async () => ({ error: null })),
    refreshProfile: vi.fn(async () => profile),
    ...rest,
  };
}

export interface RenderOptions {
  /** A fixed auth value; without it the real AuthProvider runs (mock `@/lib/supabase` then). */
  auth?: AuthContextValue;
  /** Initial URL of the memory router that wraps `ui`. */
  route?: string;
  /** Render this route table at `route` instead of wrapping `ui` in a router. */
  routes?: RouteObject[];
  /** The start-up of spec 01 §4: 'skip' (default) leaves it out; 'run' runs the real one (mock `@/lib/api-client`). */
  initialisation?: 'skip' | 'run';
}

/**
 * Loads every lazy module of a route table (app/router.tsx loads each screen with its route), as a
 * browser that has been there has them cached: a test then waits for its screen, not for the first
 * transform of the screen's modules, which on a busy machine outlasts testing-library's waits.
 */
export async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  const loads = (route: RouteObject): Promise<unknown>[] => [
    ...(typeof route.lazy === 'function' ? [route.lazy()] : []),
    ...(route.children ?? []).flatMap(loads),
  ];
  await Promise.all(routes.flatMap(loads));
}

/** The one provider-wrapped render: Mantine (test env), TanStack Query, auth, selected league, router. */
export function render(ui: ReactElement | null, { auth, route = '/', routes, initialisation = 'skip' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = routes ? createMemoryRouter(routes, { initialEntries: [route] }) : null;

  function Providers({ children }: { children: ReactNode }) {
    const withLeague = <SelectedLeagueProvider>{children}</SelectedLeagueProvider>;
    const withInit = initialisation === 'run' ? <AppInitialisation>{withLeague}</AppInitialisation> : withLeague;
    const withAuth = auth ? <AuthContext.Provider value={auth}>{withInit}</AuthContext.Provider> : <AuthProvider>{withInit}</AuthProvider>;
    return (
      <UiProvider env="test">
        <QueryClientProvider client={queryClient}>{withAuth}</QueryClientProvider>
      </UiProvider>
    );
  }

  const content = router ? <RouterProvider router={router} /> : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  const result: RenderResult = testingLibraryRender(content, { wrapper: Providers });
  return { ...result, router, queryClient };
}
