import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { UserProfile } from '@/lib/auth-context';
import { useCurrentWeek } from '@/lib/current-week';
import { useSelectedLeague } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

function profile(extra: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: '00000000-0000-4000-8000-000000000001',
    mfl_username: 'demo',
    mfl_cookie_expires_at: '2999-01-01T00:00:00Z',
    has_mfl_cookie: true,
    is_admin: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: null,
    ...extra,
  };
}
const expiredProfile = () => profile({ mfl_cookie_expires_at: '2020-01-01T00:00:00Z' });

/** What the shell and the dashboard read: the selected league (user_leagues) and the current week. */
function Probe() {
  const week = useCurrentWeek();
  const { status } = useSelectedLeague();
  return (
    <span data-testid="probe">
      {status} week {week.data?.currentWeek ?? '-'}
    </span>
  );
}

const WARNING = 'Reconnect your MFL account in Settings to refresh your league data.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One log for both back ends, in the order things happened. */
let log: string[];
let validateCookie: () => Promise<unknown>;

function renderInit(auth = fakeAuth({ session: fakeSession(), profile: profile() })) {
  const result = render(<Probe />, { auth, initialisation: 'run' });
  return { ...result, auth };
}

describe('useAppInitialisation (spec 01 §4)', () => {
  beforeEach(() => {
    mock.reset();
    apiMock.reset();
    // Mantine keeps notifications in a module-level store: one test's warning must not leak into the next.
    act(() => notifications.clean());
    log = [];
    validateCookie = async () => ({ valid: true, verified: true });
    apiMock.answer = async (path) => {
      if (path === '/api/mfl/validate-cookie') {
        log.push('validate-cookie sent');
        await sleep(30);
        try {
          return await validateCookie();
        } finally {
          log.push('validate-cookie answered');
        }
      }
      log.push(path);
      return { currentWeek: 7, year: 2026 };
    };
    const from = mock.from.getMockImplementation()!;
    mock.from.mockImplementation((table: string) => {
      log.push(`from ${table}`);
      return from(table);
    });
  });

  it('checks the stored cookie, but leagues and the current week do not wait for its answer', async () => {
    let answer: (() => void) | undefined;
    validateCookie = () => new Promise((resolve) => (answer = () => resolve({ valid: true, verified: true })));
    renderInit();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('success week 7'));
    // The check starts once its module has loaded, beside the reads, and is still unanswered.
    await waitFor(() => expect(answer).toBeDefined());
    expect(log).not.toContain('validate-cookie answered');
    expect([...new Set(log.filter((entry) => !entry.startsWith('validate-cookie')))].sort()).toEqual(['/api/mfl/current-week', 'from user_leagues']);
    act(() => answer!());
    await waitFor(() => expect(log).toContain('validate-cookie answered'));
  });

  it('a rejected cookie answered after the screen has loaded still reloads the profile and warns', async () => {
    let answer: (() => void) | undefined;
    validateCookie = () => new Promise((resolve) => (answer = () => resolve({ valid: false, mflStatus: 'expired' })));
    const auth = fakeAuth({ session: fakeSession(), profile: profile(), refreshProfile: vi.fn(async () => expiredProfile()) });
    renderInit(auth);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('success week 7'));
    await waitFor(() => expect(answer).toBeDefined());
    expect(auth.refreshProfile).not.toHaveBeenCalled();
    act(() => answer!());
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(auth.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('a valid cookie: no profile reload, no warning', async () => {
    const { auth } = renderInit();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('success week 7'));
    await waitFor(() => expect(log).toContain('validate-cookie answered'));
    expect(auth.refreshProfile).not.toHaveBeenCalled();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('without a stored cookie: no validation call, still leagues and week', async () => {
    const { auth } = renderInit(fakeAuth({ session: fakeSession(), profile: profile({ has_mfl_cookie: false, mfl_cookie_expires_at: null }) }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('success week 7'));
    expect(log).not.toContain('validate-cookie sent');
    expect(auth.refreshProfile).not.toHaveBeenCalled();
  });

  it('a rejected cookie: the profile is reloaded and, the server having marked it expired, a warning', async () => {
    validateCookie = async () => ({ valid: false, mflStatus: 'expired' });
    const auth = fakeAuth({ session: fakeSession(), profile: profile(), refreshProfile: vi.fn(async () => expiredProfile()) });
    renderInit(auth);
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(auth.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network error', new ApiError('Network error: Failed to fetch', 0)],
    ['a 5xx', new ApiError('MFL is not responding', 503)],
  ])('%s during the check: the profile is reloaded, still valid, so no warning', async (_, failure) => {
    validateCookie = async () => {
      throw failure;
    };
    const auth = fakeAuth({ session: fakeSession(), profile: profile(), refreshProfile: vi.fn(async () => profile()) });
    renderInit(auth);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('success week 7'));
    await waitFor(() => expect(auth.refreshProfile).toHaveBeenCalledTimes(1));
    await sleep(20);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('runs once per user, not on every render, and not before auth is ready or while signed out', async () => {
    const { rerender } = renderInit();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('success week 7'));
    await waitFor(() => expect(log).toContain('validate-cookie answered'));
    rerender(<Probe />);
    await sleep(20);
    expect(log.filter((entry) => entry === 'validate-cookie sent')).toHaveLength(1);

    log.length = 0;
    renderInit(fakeAuth({ loading: true, session: fakeSession(), profile: profile() }));
    await sleep(50);
    // (The app shows no screen until auth is ready: the probe's own reads are its, not the start-up's.)
    expect(log).not.toContain('validate-cookie sent');

    log.length = 0;
    renderInit(fakeAuth());
    await sleep(50);
    expect(log).toEqual([]);
  });
});
