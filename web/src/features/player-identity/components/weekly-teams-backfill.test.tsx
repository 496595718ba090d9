import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentitySummary } from '@contracts/admin-identity-summary.ts';
import { ApiError } from '@/lib/api-client';
import { currentSeasonYear } from '@/lib/season';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow } from '@/test/supabase-mock';
import { IdentityScreen } from './identity-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));

const admin = () => fakeAuth({ session: fakeSession('admin@example.com'), profile: profileRow({ is_admin: true }) });

const summary = (lastWeekly: IdentitySummary['last_weekly_affiliations'] = null): IdentitySummary => ({
  success: true,
  players: 1200,
  team_entities: 32,
  coverage: [{ provider: 'tank01', linked: 1100, total: 1200 }],
  candidates: { pending: 3, accepted: 1, rejected: 0, created_new: 0 },
  last_backfill: { at: '2026-11-20T06:00:00Z', stats: { players: 1200 } },
  last_tank01_sync: null,
  last_weekly_affiliations: lastWeekly,
});

let recorded = false;
beforeEach(() => {
  apiMock.reset();
  recorded = false;
  apiMock.answer = (path, body) => {
    if (path === '/api/admin/identity-summary') {
      return summary(recorded ? { at: '2026-11-22T20:00:00Z', stats: { player_lines: 1500, written: 1480 } } : null);
    }
    if (path === '/api/mfl/current-week') return { currentWeek: 12, year: currentSeasonYear() };
    if (path === '/api/admin/backfill-weekly-affiliations') {
      recorded = true;
      const { season, week } = body as { season: number; week?: number };
      return { success: true, message: `Weekly teams of ${season} recorded for ${week ? `week ${week}` : 'weeks 1-11'}.`, stats: { season } };
    }
    throw new ApiError(`unexpected ${path}`, 404);
  };
});

const backfillCalls = () => apiMock.calls.filter((c) => c.path === '/api/admin/backfill-weekly-affiliations');

describe('/admin/identity: the weekly teams backfill (spec 02 §5, §7)', () => {
  it("starts it for the season, every week played ('auto'): 'Running' while it works, then its message and the new last run", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = apiMock.answer;
    apiMock.answer = async (path, body) => {
      if (path === '/api/admin/backfill-weekly-affiliations') await held;
      return answer(path, body);
    };
    render(<IdentityScreen />, { auth: admin() });
    const card = await screen.findByRole('region', { name: 'Weekly teams backfill' });
    expect(within(card).getByText('Never')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Season' })).toHaveValue(String(currentSeasonYear()));
    await userEvent.click(within(card).getByRole('button', { name: 'Backfill weekly teams' }));
    expect(await within(card).findByRole('button', { name: 'Running' })).toBeDisabled();
    release();
    expect(await screen.findByText(`Weekly teams of ${currentSeasonYear()} recorded for weeks 1-11.`)).toBeInTheDocument();
    expect(backfillCalls().map((c) => c.body)).toEqual([{ season: currentSeasonYear() }]);
    expect(await within(card).findByText('player lines 1500 · written 1480')).toBeInTheDocument();
  }, 30_000);

  it("one week, the current one marked ' (Current)'; an empty season falls back to the current year", async () => {
    render(<IdentityScreen />, { auth: admin() });
    const card = await screen.findByRole('region', { name: 'Weekly teams backfill' });
    await userEvent.clear(within(card).getByRole('textbox', { name: 'Season' }));
    await userEvent.click(within(card).getByRole('combobox', { name: 'Week' }));
    expect(await screen.findByRole('option', { name: 'Week 12 (Current)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Week 11' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Backfill weekly teams' }));
    await waitFor(() => expect(backfillCalls().map((c) => c.body)).toEqual([{ season: currentSeasonYear(), week: 11 }]));
  }, 30_000);

  it("a refusal: 'Request failed' with the server's message", async () => {
    const answer = apiMock.answer;
    apiMock.answer = (path, body) => {
      if (path === '/api/admin/backfill-weekly-affiliations') throw new ApiError('No games of season 2031 have started yet', 400);
      return answer(path, body);
    };
    render(<IdentityScreen />, { auth: admin() });
    const card = await screen.findByRole('region', { name: 'Weekly teams backfill' });
    await userEvent.clear(within(card).getByRole('textbox', { name: 'Season' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Season' }), '2031');
    await userEvent.click(within(card).getByRole('button', { name: 'Backfill weekly teams' }));
    expect(await screen.findByText('No games of season 2031 have started yet')).toBeInTheDocument();
    expect(screen.getByText('Request failed')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Backfill weekly teams' })).toBeEnabled();
  }, 30_000);
});
