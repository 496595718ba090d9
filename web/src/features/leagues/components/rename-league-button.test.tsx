import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { RenameLeagueButton } from './rename-league-button';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;

async function rename(to: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Rename Dynasty Bros' }));
  const form = await screen.findByRole('form', { name: 'Rename league' });
  const input = within(form).getByLabelText('Display name');
  expect(input).toHaveValue('Dynasty Bros');
  await userEvent.clear(input);
  if (to) await userEvent.type(input, to);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  return form;
}

describe('RenameLeagueButton', () => {
  beforeEach(() => mock.reset());

  it('updates display_name by user_id and league_id', async () => {
    const session = fakeSession();
    render(<RenameLeagueButton leagueId="61408" name="Dynasty Bros" />, { auth: fakeAuth({ session }) });
    await rename(' Work league ');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rename league' })).not.toBeInTheDocument());
    const calls = mock.tableCalls.filter((c) => c.table === 'user_leagues').map((c) => [c.method, ...c.args]);
    const fromUpdate = calls.slice(calls.findIndex(([method]) => method === 'update'));
    expect(fromUpdate.slice(0, 3)).toEqual([
      ['update', { display_name: 'Work league' }],
      ['eq', 'user_id', session.user.id],
      ['eq', 'league_id', '61408'],
    ]);
  });

  it('a blank name is refused', async () => {
    render(<RenameLeagueButton leagueId="61408" name="Dynasty Bros" />, { auth: fakeAuth({ session: fakeSession() }) });
    const form = await rename('');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a name');
  });

  it("needs a signed-in user: 'Must be logged in to update leagues'", async () => {
    render(<RenameLeagueButton leagueId="61408" name="Dynasty Bros" />, { auth: fakeAuth() });
    const form = await rename('Other');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Must be logged in to update leagues');
  });
});
