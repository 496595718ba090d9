import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsDefaults } from '@contracts/admin-settings.ts';
import { FULL_SYNC_CONFIRM, SYNC_OPERATIONS, syncOperations, type SyncJob } from '@contracts/admin-sync.ts';
import { ApiError } from '@/lib/api-client';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow } from '@/test/supabase-mock';
import { SyncScreen } from './sync-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));

const session = fakeSession('admin@example.com');
const ME = session.user.id;
const admin = () => fakeAuth({ session, profile: profileRow({ is_admin: true }) });

function job(id: number, operation: string, extra: Partial<SyncJob> = {}): SyncJob {
  return {
    id,
    operation,
    scope: '2026',
    params: { season: 2026, week: 'auto', syncMode: 'incremental' },
    started_by: ME,
    started_by_label: 'admin@example.com',
    status: 'succeeded',
    created_at: '2026-11-24T10:00:00Z',
    started_at: '2026-11-24T10:00:00Z',
    finished_at: '2026-11-24T10:00:05Z',
    heartbeat_at: '2026-11-24T10:00:05Z',
    lease_until: '2026-11-24T10:01:05Z',
    progress_done: 3,
    progress_total: 3,
    stats: { added: 12, changed: 0, removed: 0, upstreamCalls: 6, rows: 12, leagues: { total: 3, synced: 3, failed: 0, skipped: 0 } },
    items: [],
    error: null,
    mfl_week: 12,
    ...extra,
  };
}

const operations = SYNC_OPERATIONS.map((operation) =>
  operation === 'tank01-players'
    ? { operation, available: false, unavailableReason: 'The Tank01 player sync is not available yet: it arrives with player identity' }
    : { operation, available: true }
);

let overview: { metadata: unknown[]; running: SyncJob[]; recent: SyncJob[] };

beforeEach(() => {
  apiMock.reset();
  overview = {
    metadata: [{ sync_type: 'rosters', sync_completed_at: new Date(Date.now() - 5 * 60_000).toISOString(), mfl_week: 12, status: 'succeeded' }],
    running: [],
    recent: [job(1, 'rosters')],
  };
  apiMock.answer = (path) => {
    if (path === '/api/admin/sync-metadata') return { success: true, ...overview, operations };
    if (path === '/api/admin/settings') return settingsDefaults;
    throw new Error(`unexpected ${path}`);
  };
});
afterEach(() => vi.useRealTimers());

function card(label: string) {
  return screen.getByRole('article', { name: label });
}

describe('/admin/sync', () => {
  it('one card per operation with its last run and the settings it uses; the newest jobs below', async () => {
    render(<SyncScreen />, { auth: admin() });
    const rosters = await screen.findByRole('article', { name: 'Rosters' });
    expect(screen.getAllByRole('article')).toHaveLength(SYNC_OPERATIONS.length);
    expect(within(rosters).getByText('5 min ago, week 12')).toBeInTheDocument();
    expect(within(rosters).getByText('Rosters and transactions: 300 s')).toBeInTheDocument();
    expect(within(card('Transactions')).getByText('Never')).toBeInTheDocument();
    expect(within(card('Players')).getByText('Schedule: Daily at players_daily_refresh_local_time (06:00)')).toBeInTheDocument();
    const tank01 = card('Tank01 Players');
    expect(within(tank01).getByRole('button', { name: 'Sync Tank01 Players' })).toBeDisabled();
    expect(within(tank01).getByText(/not available yet/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sync jobs' });
    expect(within(table).getByText('#1')).toBeInTheDocument();
    expect(within(table).getByText('12 / 0 / 0')).toBeInTheDocument();
  }, 20_000);

  it("every operation that asks MFL lists the rate limit it keeps to: 'MFL requests per user' (hard_cap_rpm_per_user)", async () => {
    render(<SyncScreen />, { auth: admin() });
    await screen.findByRole('article', { name: 'Rosters' });
    for (const operation of SYNC_OPERATIONS.filter((op) => op !== 'tank01-players')) {
      const label = syncOperations[operation].label;
      await waitFor(() => expect(within(card(label)).getByText('MFL requests per user: 60 requests/min')).toBeInTheDocument());
    }
  }, 20_000);

  it("the projections' Week marks the NFL week in progress ' (Current)' for the season asked", async () => {
    const answer = apiMock.answer;
    apiMock.answer = (path, body) => (path === '/api/mfl/current-week' ? { currentWeek: 12, year: 2026 } : answer(path, body));
    render(<SyncScreen />, { auth: admin() });
    const season = await screen.findByRole('textbox', { name: /Season/ });
    await userEvent.clear(season);
    await userEvent.type(season, '2026');
    await userEvent.click(screen.getByRole('combobox', { name: /^Week/ }));
    expect(await screen.findByRole('option', { name: 'Week 12 (Current)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Week 12 (Current)' }));
    await userEvent.clear(season);
    await userEvent.type(season, '2025');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Week/ })).toHaveValue('Week 12'));
  }, 40_000);

  it('a sync that ends within the call: the result dialog with the counts; the season is sent as a number', async () => {
    apiMock.answer = (path, body) => {
      if (path === '/api/admin/sync-league-standings') {
        return { success: true, message: 'Standings synced: 3 of 3 leagues synced: 12 added, 0 changed, 0 removed, 6 MFL calls', stats: job(2, 'league-standings').stats, details: [], job: job(2, 'league-standings', { params: body as Record<string, unknown> }) };
      }
      if (path === '/api/admin/sync-metadata') return { success: true, ...overview, operations };
      return settingsDefaults;
    };
    render(<SyncScreen />, { auth: admin() });
    const season = await screen.findByRole('textbox', { name: /Season/ });
    await userEvent.clear(season);
    await userEvent.type(season, '2025');
    await userEvent.click(within(card('Standings')).getByRole('button', { name: 'Sync Standings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Standings sync complete' });
    expect(within(dialog).getByText(/12 added, 0 changed, 0 removed, 6 MFL calls/)).toBeInTheDocument();
    expect(apiMock.calls.find((c) => c.method === 'POST')?.body).toEqual({ season: 2025, week: 'auto' });
  }, 20_000);

  it("a failure: 'Failed to complete sync operation', the error and the failed leagues, or the HTTP status", async () => {
    apiMock.answer = (path) => {
      if (path === '/api/admin/sync-rosters') {
        return {
          success: false,
          message: 'Rosters partly synced',
          error: '1 of 3 leagues not synced: Sunday Funday 10 (35112): MyFantasyLeague is not responding',
          stats: {},
          details: [{ id: '35112', name: 'Sunday Funday 10', status: 'failed', error: 'MyFantasyLeague is not responding', added: 0, changed: 0, removed: 0, upstreamCalls: 1, rows: 0 }],
          job: job(3, 'rosters', { status: 'partly_failed' }),
        };
      }
      if (path === '/api/admin/sync-injuries') throw new ApiError('HTTP 502: Bad Gateway', 502);
      if (path === '/api/admin/sync-metadata') return { success: true, ...overview, operations };
      return settingsDefaults;
    };
    render(<SyncScreen />, { auth: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Rosters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed to complete sync operation' });
    expect(within(dialog).getByText(/1 of 3 leagues not synced/)).toBeInTheDocument();
    expect(within(dialog).getByText('Sunday Funday 10 (35112): failed — MyFantasyLeague is not responding')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sync Injuries' }));
    const second = await screen.findByRole('dialog', { name: 'Failed to complete sync operation' });
    expect(within(second).getByText('HTTP 502: Bad Gateway')).toBeInTheDocument();
    expect(within(second).getByText('HTTP status 502')).toBeInTheDocument();
  }, 20_000);

  it("a running job (also after a reload): 'Running', disabled, with its progress; its end shows the result", async () => {
    overview.running = [job(4, 'transactions', { status: 'running', finished_at: null, progress_done: 1, progress_total: 3 })];
    overview.recent = [overview.running[0]];
    const { queryClient } = render(<SyncScreen />, { auth: admin() });
    const transactions = await screen.findByRole('article', { name: 'Transactions' });
    const button = within(transactions).getByRole('button', { name: 'Transactions: Running' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Running');
    expect(within(transactions).getByTestId('sync-progress')).toHaveTextContent('1 of 3 leagues (job #4 for every league, season 2026, started by admin@example.com)');
    overview.running = [];
    overview.recent = [job(4, 'transactions', { status: 'failed', error: 'The job stopped before it finished' })];
    await act(() => queryClient.invalidateQueries());
    const dialog = await screen.findByRole('dialog', { name: 'Failed to complete sync operation' });
    expect(within(dialog).getByText('The job stopped before it finished')).toBeInTheDocument();
    expect(within(card('Transactions')).getByRole('button', { name: 'Sync Transactions' })).toBeEnabled();
  }, 20_000);

  it('a start while the operation runs for another scope: the dialog says what runs, and the card shows it, disabled', async () => {
    const other = job(5, 'rosters', {
      scope: '2026:61408',
      status: 'running',
      finished_at: null,
      progress_done: 0,
      progress_total: 1,
      started_by: 'someone-else',
      started_by_label: 'other@example.com',
    });
    const message = 'Rosters sync is already running (job 5 for league 61408, season 2026, started by other@example.com): one runs at a time, start it again when that one ends';
    apiMock.answer = (path) => {
      if (path === '/api/admin/sync-rosters') {
        overview.running = [other];
        throw new ApiError(message, 409, { success: false, error: message, code: 'conflict', job: other });
      }
      if (path === '/api/admin/sync-metadata') return { success: true, ...overview, operations };
      return settingsDefaults;
    };
    render(<SyncScreen />, { auth: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Rosters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed to complete sync operation' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const rosters = card('Rosters');
    expect(await within(rosters).findByRole('button', { name: 'Rosters: Running' })).toBeDisabled();
    expect(within(rosters).getByTestId('sync-progress')).toHaveTextContent('0 of 1 league (job #5 for league 61408, season 2026, started by other@example.com)');
  }, 20_000);

  it('a full transaction sync asks first, with the spec text; Cancel sends nothing', async () => {
    render(<SyncScreen />, { auth: admin() });
    const transactions = await screen.findByRole('article', { name: 'Transactions' });
    await userEvent.click(within(transactions).getByText('Full'));
    await userEvent.click(within(transactions).getByRole('button', { name: 'Sync Transactions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Full transaction sync' });
    expect(within(confirm).getByText(FULL_SYNC_CONFIRM)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Full transaction sync' })).toBeNull());
    expect(apiMock.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(transactions).getByRole('button', { name: 'Sync Transactions' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Full transaction sync' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(apiMock.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ syncMode: 'full' }));
  }, 20_000);

  it("the page's read failing: 'Request failed' with Try Again; an empty job list says so", async () => {
    let fail = true;
    overview.recent = [];
    apiMock.answer = (path) => {
      if (path === '/api/admin/sync-metadata') {
        if (fail) throw new ApiError('Reading the sync jobs failed: try again shortly', 503);
        return { success: true, ...overview, operations };
      }
      return settingsDefaults;
    };
    render(<SyncScreen />, { auth: admin() });
    expect(await screen.findByRole('heading', { name: 'Request failed' })).toBeInTheDocument();
    expect(screen.getByText('Reading the sync jobs failed: try again shortly')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No sync jobs yet/)).toBeInTheDocument();
  }, 20_000);
});
