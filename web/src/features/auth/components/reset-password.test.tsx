import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/auth-js';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_UPDATED_MESSAGE, ResetPassword } from '@/features/auth/components/reset-password';
import { supabase } from '@/lib/supabase';
import { render } from '@/test/render';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

const mock = supabase as unknown as SupabaseMock;

const routes = [
  {
    path: '/reset-password',
    element: (
      <StrictMode>
        <ResetPassword />
      </StrictMode>
    ),
  },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
  { path: '/login', element: <p>Login screen</p> },
];

/** The real AuthProvider over the mocked client, so updatePassword goes through it end to end. */
function renderAt(url: string) {
  return render(null, { routes, route: url });
}

/** verifyOtp as supabase-js answers a good recovery link: the session is stored and reported. */
function recoveryVerifies(session: Session = fakeSession('player@example.com')) {
  mock.auth.verifyOtp.mockImplementationOnce(async () => {
    mock.emit('PASSWORD_RECOVERY', session);
    return { data: { user: null, session: null }, error: null };
  });
}

async function fillNewPassword(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

beforeEach(() => mock.reset());

describe('ResetPassword', () => {
  it.each([
    ['/reset-password', 'no parameters'],
    ['/reset-password?type=recovery', 'no token_hash'],
    ['/reset-password?token_hash=abc&type=email', 'a type other than recovery'],
  ])('%s (%s) is an invalid link', async (url) => {
    renderAt(url);
    expect(await screen.findByText('Invalid password reset link.')).toBeInTheDocument();
    expect(mock.auth.verifyOtp).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Login' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('shows a loading state while the link is verified, once even in StrictMode', async () => {
    let resolve: (value: { data: { user: null; session: null }; error: null }) => void = () => {};
    mock.auth.verifyOtp.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    renderAt('/reset-password?token_hash=hash-123&type=recovery');
    expect(await screen.findByText('Checking your reset link')).toBeInTheDocument();
    expect(mock.auth.verifyOtp).toHaveBeenCalledTimes(1);
    expect(mock.auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 'hash-123', type: 'recovery' });
    await act(async () => resolve({ data: { user: null, session: null }, error: null }));
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    expect(mock.auth.verifyOtp).toHaveBeenCalledTimes(1);
  });

  it("shows the service's message and 'Return to Login' when verification fails", async () => {
    mock.auth.verifyOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Email link is invalid or has expired' },
    });
    renderAt('/reset-password?token_hash=used&type=recovery');
    expect(await screen.findByText('Email link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("falls back to 'An unexpected error occurred.'", async () => {
    mock.auth.verifyOtp.mockRejectedValueOnce('boom');
    renderAt('/reset-password?token_hash=x&type=recovery');
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it.each([
    ['secret1', 'secret2', 'Passwords do not match'],
    ['abc', 'abc', 'Password must be at least 6 characters'],
  ])('%s / %s: %s, nothing sent', async (password, confirm, message) => {
    recoveryVerifies();
    renderAt('/reset-password?token_hash=ok&type=recovery');
    await fillNewPassword(password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(mock.auth.updateUser).not.toHaveBeenCalled();
  });

  it('shows a service error inline and stays on the form', async () => {
    recoveryVerifies();
    mock.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: { message: 'New password should be different from the old password.' },
    });
    const { router } = renderAt('/reset-password?token_hash=ok&type=recovery');
    await fillNewPassword('old-secret', 'old-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('New password should be different from the old password.');
    expect(router?.state.location.pathname).toBe('/reset-password');
  });

  it("sets the new password, says 'Password updated.' and goes to /dashboard signed in", async () => {
    recoveryVerifies(fakeSession('player@example.com'));
    const { router } = renderAt('/reset-password?token_hash=ok&type=recovery');
    expect(await screen.findByText('Choose a new password for player@example.com.')).toBeInTheDocument();
    await fillNewPassword('new-secret', 'new-secret');
    expect(mock.auth.updateUser).toHaveBeenCalledWith({ password: 'new-secret' });
    await waitFor(() => expect(router?.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(await screen.findByText(PASSWORD_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(PASSWORD_UPDATED_MESSAGE).toBe('Password updated.');
  });
});
