import { useEffect, useRef, useState } from 'react';
import { authErrorMessage } from '../api/auth-errors';
import { INVALID_CONFIRMATION_LINK, parseConfirmationParams, verifyEmail } from '../api/verify-email';

export type ConfirmationState = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/** Verifies the confirmation link's parameters once: loading → success | error (spec 01 §4). */
export function useEmailConfirmation(params: URLSearchParams): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>(() =>
    parseConfirmationParams(params) ? { status: 'loading' } : { status: 'error', message: INVALID_CONFIRMATION_LINK },
  );
  // A token can be used once: StrictMode's double effect run must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    const link = parseConfirmationParams(params);
    if (!link || started.current) return;
    started.current = true;
    verifyEmail(link.tokenHash).then(
      () => setState({ status: 'success' }),
      (cause: unknown) => setState({ status: 'error', message: authErrorMessage(cause) }),
    );
  }, [params]);

  return state;
}
