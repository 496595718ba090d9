import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiMock } from '@/test/api-mock';
import { render } from '@/test/render';
import { MatchInboxScreen } from './match-inbox-screen';

vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));

const candidate = (over: Record<string, unknown> = {}) => ({
  id: 7, source_provider: 'tank01', source_external_id: '300', display_name: 'Mike Williams',
  payload: { team: 'NYJ', position: 'WR', ids: { espn: '300' } }, score: 0.95, candidate_player_id: 3,
  candidate_name: 'Michael Williams', status: 'pending', resolved_player_id: null, ...over,
});
const player = { player_id: 3, canonical_name: 'Michael Williams', primary_position: 'WR', is_team_entity: false, nfl_team: 'NYJ', provider_ids: { mfl: '9003' } };

describe('MatchInboxScreen', () => {
  let pending: unknown[];
  beforeEach(() => {
    apiMock.reset();
    pending = [candidate(), candidate({ id: 6, display_name: 'Jo Nobody', candidate_player_id: null, candidate_name: null, score: null })];
    apiMock.answer = (path, body) => {
      if (path === '/api/admin/match-candidates') return { success: true, rows: pending, total: pending.length };
      if (path === '/api/admin/match-candidates-action') {
        const { id, action } = body as { id: number; action: string };
        pending = pending.filter((c) => (c as { id: number }).id !== id);
        return { success: true, candidate: candidate({ id, status: ({ accept: 'accepted', reject: 'rejected', create_new: 'created_new' } as Record<string, string>)[action] }), player: action === 'reject' ? null : player };
      }
      throw new ApiError(`unexpected ${path}`, 404);
    };
  });

  it('shows each candidate with its payload, score and suggestion; Accept sends the suggested id and the list reloads', async () => {
    render(<MatchInboxScreen />);
    const row = await screen.findByTestId('candidate-7');
    expect(row).toHaveTextContent('Mike Williams');
    expect(row).toHaveTextContent('tank01 300 · NYJ · WR');
    expect(row).toHaveTextContent('Michael Williams');
    expect(row).toHaveTextContent('0.95');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByTestId('candidate-7')).not.toBeInTheDocument());
    expect(apiMock.calls.find((c) => c.path === '/api/admin/match-candidates-action')?.body).toEqual({ id: 7, action: 'accept', player_id: 3 });
    expect(apiMock.calls.filter((c) => c.path === '/api/admin/match-candidates').length).toBeGreaterThan(1);
  });

  it("Accept without a player id alerts 'Enter player_id to accept' and sends nothing", async () => {
    render(<MatchInboxScreen />);
    const row = await screen.findByTestId('candidate-6');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Enter player_id to accept')).toBeInTheDocument();
    expect(apiMock.calls.some((c) => c.path === '/api/admin/match-candidates-action')).toBe(false);
  });

  it("Create New needs a name ('Enter canonical name'), then creates the player", async () => {
    render(<MatchInboxScreen />);
    const row = await screen.findByTestId('candidate-6');
    await userEvent.click(within(row).getByRole('button', { name: 'Create New' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Canonical name');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter canonical name')).toBeInTheDocument();
    await userEvent.type(name, 'Jo Nobody');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(apiMock.calls.find((c) => c.path === '/api/admin/match-candidates-action')?.body).toEqual({
      id: 6, action: 'create_new', canonical_name: 'Jo Nobody', primary_position: 'WR', is_team_entity: false,
    }));
  });

  it("a refused reject says 'Reject failed' with the server's reason", async () => {
    const answer = apiMock.answer;
    apiMock.answer = (path, body) => {
      if (path === '/api/admin/match-candidates-action') throw new ApiError('Match candidate 7 was already decided (accepted)', 409);
      return answer(path, body);
    };
    render(<MatchInboxScreen />);
    await userEvent.click(within(await screen.findByTestId('candidate-7')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reject failed')).toBeInTheDocument();
    expect(screen.getByText('Match candidate 7 was already decided (accepted)')).toBeInTheDocument();
  });

  it("a failed load says 'Failed to load candidates' with Try Again", async () => {
    apiMock.answer = () => {
      throw new ApiError('boom', 503);
    };
    render(<MatchInboxScreen />);
    expect(await screen.findByText('Failed to load candidates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("the resolver needs a name and shows 'Resolver failed' when the call fails", async () => {
    render(<MatchInboxScreen />);
    await screen.findByTestId('candidate-7');
    const form = screen.getByRole('form', { name: 'Resolver search' });
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a name to search')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'Mike Williams');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Resolver failed')).toBeInTheDocument();
  });
});
