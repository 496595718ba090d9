import { useEffect, useRef, useState } from 'react';
import { authErrorMessage } from '../api/auth-errors';
import { parseTokenLink, verifyTokenHash, type EmailLinkType } from '../api/verify-otp';

export type TokenLinkState = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * Verifies an e-mail link's token_hash once: loading → success | error (spec 01 §4). A link
 * without a token_hash or of another type is `invalidMessage` and never reaches the service.
 */
export function useTokenLink(params: URLSearchParams, type: EmailLinkType, invalidMessage: string): TokenLinkState {
  const [state, setState] = useState<TokenLinkState>(() =>
    parseTokenLink(params, type) ? { status: 'loading' } : { status: 'error', message: invalidMessage },
  );
  // A token can be used once: StrictMode's double effect run must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    const link = parseTokenLink(params, type);
    if (!link || started.current) return;
    started.current = true;
    verifyTokenHash(link.tokenHash, type).then(
      () => setState({ status: 'success' }),
      (cause: unknown) => setState({ status: 'error', message: authErrorMessage(cause) }),
    );
  }, [params, type]);

  return state;
}
