import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmail, CONFIRM_REDIRECT_DELAY_MS } from '@/features/auth/components/confirm-email';
import { supabase } from '@/lib/supabase';
import { fakeAuth, render } from '@/test/render';
import type { SupabaseMock } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

const mock = supabase as unknown as SupabaseMock;

const routes = [
  { path: '/auth/confirm', element: <ConfirmEmail /> },
  { path: '/', element: <p>Home screen</p> },
  { path: '/login', element: <p>Login screen</p> },
];

function renderAt(url: string) {
  return render(null, { auth: fakeAuth(), routes, route: url });
}

beforeEach(() => mock.reset());
afterEach(() => vi.useRealTimers());

describe('ConfirmEmail', () => {
  it.each([
    ['/auth/confirm', 'no parameters'],
    ['/auth/confirm?type=email', 'no token_hash'],
    ['/auth/confirm?token_hash=abc&type=recovery', 'a type other than email'],
  ])('%s (%s) is an invalid link', async (url) => {
    renderAt(url);
    expect(await screen.findByText('Invalid confirmation link.')).toBeInTheDocument();
    expect(mock.auth.verifyOtp).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Login' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('verifies the token, shows success, and goes to / after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let resolve: (value: { data: { user: null; session: null }; error: null }) => void = () => {};
    mock.auth.verifyOtp.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const { router } = renderAt('/auth/confirm?token_hash=hash-123&type=email');
    expect(screen.getByText('Confirming your email')).toBeInTheDocument();
    expect(mock.auth.verifyOtp).toHaveBeenCalledTimes(1);
    expect(mock.auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 'hash-123', type: 'email' });
    await act(async () => resolve({ data: { user: null, session: null }, error: null }));
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CONFIRM_REDIRECT_DELAY_MS - 100));
    expect(router?.state.location.pathname).toBe('/auth/confirm');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/'));
    expect(CONFIRM_REDIRECT_DELAY_MS).toBe(2000);
  });

  it("shows the service's message and 'Return to Login' when verification fails", async () => {
    mock.auth.verifyOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Email link is invalid or has expired' },
    });
    renderAt('/auth/confirm?token_hash=used&type=email');
    expect(await screen.findByText('Email link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
  });

  it("falls back to 'An unexpected error occurred.'", async () => {
    mock.auth.verifyOtp.mockRejectedValueOnce('boom');
    renderAt('/auth/confirm?token_hash=x&type=email');
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });
});
