import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scoreboard as ScoreboardData } from '@contracts/tank01-live-feed.ts';
import { CURRENT_WEEK_STORAGE_KEY } from '@/lib/current-week';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession } from '@/test/supabase-mock';
import { Scoreboard } from './scoreboard';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));

const week12: ScoreboardData = { statusCode: 200, week: 12, season: 2026, seasonType: 'reg', body: [] };
const query = (data: ScoreboardData) => ({ isPending: false, error: null, data, isFetching: false, refetch: vi.fn() });

function renderScoreboard(data: ScoreboardData) {
  return render(
    <Scoreboard query={query(data)} schedule={new Map()} choice={undefined} onChoose={() => {}} selected={null} onSelect={() => {}} />,
    { auth: fakeAuth({ session: fakeSession() }) },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  apiMock.reset();
  apiMock.answer = (path) => (path === '/api/mfl/current-week' ? { currentWeek: 12, year: 2026 } : {});
});

describe("Scoreboard week selector ' (Current)' (spec 01 §9)", () => {
  it('marks the NFL week in progress in its regular season', async () => {
    renderScoreboard(week12);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 12 (Current)'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    expect(await screen.findByRole('option', { name: 'Week 12 (Current)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Week 11' })).toBeInTheDocument();
  });

  it('marks nothing in another season or in the postseason', async () => {
    const { unmount } = renderScoreboard({ ...week12, season: 2025 });
    await waitFor(() => expect(apiMock.calls.some((c) => c.path === '/api/mfl/current-week')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 12');
    unmount();
    // The week the server said is kept across page loads: the next screen knows week 12 without asking.
    expect(window.localStorage.getItem(CURRENT_WEEK_STORAGE_KEY)).toContain('"currentWeek":12');
    renderScoreboard({ ...week12, week: 2, seasonType: 'post' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 2'));
  });
});
