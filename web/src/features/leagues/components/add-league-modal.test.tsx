import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { UserProfile } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { AddLeagueButton } from './add-league-modal';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected: UserProfile = {
  user_id: '00000000-0000-4000-8000-000000000001',
  mfl_username: 'demo',
  mfl_cookie_expires_at: '2999-01-01T00:00:00Z',
  has_mfl_cookie: true,
  is_admin: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: null,
};

async function submit(leagueId: string, displayName = '') {
  await userEvent.click(screen.getByRole('button', { name: 'Add League' }));
  const form = await screen.findByRole('form', { name: 'Add league' });
  if (leagueId) await userEvent.type(within(form).getByLabelText(/League ID/), leagueId);
  if (displayName) await userEvent.type(within(form).getByLabelText(/Display name/), displayName);
  await userEvent.click(within(form).getByRole('button', { name: 'Add League' }));
  return form;
}

function inserts() {
  return mock.tableCalls.filter((c) => c.table === 'user_leagues' && c.method === 'insert').map((c) => c.args[0]);
}

const validLeague = () => ({ success: true, valid: true, league: { id: '61408', name: 'Dynasty Bros' } });

describe('Add League', () => {
  beforeEach(() => {
    mock.reset();
    apiMock.reset();
  });

  it.each([
    ['', 'Please enter a league ID'],
    ['61a08', 'A league ID has digits only, e.g. 61408'],
  ])('league ID %j: %s, no call', async (leagueId, message) => {
    render(<AddLeagueButton />, { auth: fakeAuth({ session: fakeSession() }) });
    const form = await submit(leagueId);
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(apiMock.calls).toEqual([]);
  });

  it('validates with MFL, then inserts with the league name and franchise 0001 when connected', async () => {
    apiMock.answer = validLeague;
    const session = fakeSession();
    render(<AddLeagueButton />, { auth: fakeAuth({ session, profile: connected }) });
    await submit(' 61408 ');
    await waitFor(() => expect(inserts()).toHaveLength(1));
    expect(apiMock.calls).toEqual([{ method: 'POST', path: '/api/mfl/validate', body: { leagueId: '61408' } }]);
    expect(inserts()[0]).toEqual({ user_id: session.user.id, league_id: '61408', franchise_id: '0001', display_name: 'Dynasty Bros' });
    expect(await screen.findByText('Dynasty Bros was added to your account.')).toBeInTheDocument();
  });

  it('keeps a typed display name; no franchise when MFL is not connected', async () => {
    apiMock.answer = validLeague;
    render(<AddLeagueButton />, { auth: fakeAuth({ session: fakeSession() }) });
    await submit('61408', 'Work league');
    await waitFor(() => expect(inserts()).toHaveLength(1));
    expect(inserts()[0]).toMatchObject({ franchise_id: null, display_name: 'Work league' });
  });

  it("an unknown league: 'League not found' (the server's text)", async () => {
    apiMock.answer = () => {
      throw new ApiError('League not found', 404);
    };
    render(<AddLeagueButton />, { auth: fakeAuth({ session: fakeSession() }) });
    const form = await submit('99999');
    expect(await within(form).findByRole('alert')).toHaveTextContent('League not found');
    expect(inserts()).toEqual([]);
  });

  it("an answer that is not success and valid: 'League not found'", async () => {
    apiMock.answer = () => ({ success: true, valid: false });
    render(<AddLeagueButton />, { auth: fakeAuth({ session: fakeSession() }) });
    const form = await submit('99999');
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^League not found$/);
  });

  it("a duplicate (23505): 'League already added to your account'", async () => {
    apiMock.answer = validLeague;
    mock.tableErrors.user_leagues = { message: 'duplicate key value violates unique constraint', code: '23505' };
    render(<AddLeagueButton />, { auth: fakeAuth({ session: fakeSession() }) });
    const form = await submit('61408');
    expect(await within(form).findByRole('alert')).toHaveTextContent('League already added to your account');
  });

  it("needs a signed-in user: 'Must be logged in to add leagues'", async () => {
    render(<AddLeagueButton />, { auth: fakeAuth() });
    const form = await submit('61408');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Must be logged in to add leagues');
    expect(apiMock.calls).toEqual([]);
  });
});
