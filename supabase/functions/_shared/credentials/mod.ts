// Deprecated barrel (CONVENTIONS: no barrels), kept only because mfl/post-validate.ts (another
// change's file) imports it: import ./mfl-session.ts directly, and delete this file once that one does.
export {
  clearMflSession,
  findMflSession,
  getMflSession,
  isMflSessionError,
  type KeyringSource,
  markMflSessionExpired,
  MFL_CREDENTIALS_NOT_FOUND,
  MFL_NOT_CONNECTED,
  MFL_SESSION_EXPIRED,
  type MflSessionData,
  mflSessionError,
  type MflSessionProblem,
  storeMflSession,
} from "./mfl-session.ts";
