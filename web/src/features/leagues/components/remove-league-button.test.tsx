import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { RemoveLeagueButton } from './remove-league-button';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;

async function openAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Remove Dynasty Bros' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Remove league "Dynasty Bros" from your account?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
}

describe('RemoveLeagueButton', () => {
  beforeEach(() => mock.reset());

  it('asks \'Remove league "{name}" from your account?\' and Cancel keeps the league', async () => {
    render(<RemoveLeagueButton leagueId="61408" name="Dynasty Bros" />, { auth: fakeAuth({ session: fakeSession() }) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dynasty Bros' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove league "Dynasty Bros" from your account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.tableCalls.filter((c) => c.method === 'delete')).toEqual([]);
  });

  it('deletes by user_id and league_id after confirming', async () => {
    const session = fakeSession();
    render(<RemoveLeagueButton leagueId="61408" name="Dynasty Bros" />, { auth: fakeAuth({ session }) });
    await openAndConfirm();
    expect(await screen.findByText('Dynasty Bros was removed from your account.')).toBeInTheDocument();
    const calls = mock.tableCalls.filter((c) => c.table === 'user_leagues').map((c) => [c.method, ...c.args]);
    const fromDelete = calls.slice(calls.findIndex(([method]) => method === 'delete'));
    expect(fromDelete.slice(0, 3)).toEqual([['delete'], ['eq', 'user_id', session.user.id], ['eq', 'league_id', '61408']]);
  });

  it("a failure tells 'Failed to remove league. Please try again.'", async () => {
    mock.tableErrors.user_leagues = { message: 'permission denied', code: '42501' };
    render(<RemoveLeagueButton leagueId="61408" name="Dynasty Bros" />, { auth: fakeAuth({ session: fakeSession() }) });
    await openAndConfirm();
    expect(await screen.findByText('Failed to remove league. Please try again.')).toBeInTheDocument();
  });

  it("needs a signed-in user: 'Must be logged in to remove leagues'", async () => {
    render(<RemoveLeagueButton leagueId="61408" name="Dynasty Bros" />, { auth: fakeAuth() });
    await openAndConfirm();
    expect(await screen.findByText('Must be logged in to remove leagues')).toBeInTheDocument();
    expect(mock.tableCalls.filter((c) => c.method === 'delete')).toEqual([]);
  });
});
