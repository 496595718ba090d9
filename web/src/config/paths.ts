/** Every route of the SPA in one place, so links and the router never drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  authConfirm: '/auth/confirm',
  dashboard: '/dashboard',
  leagues: '/leagues',
  settings: '/settings',
  profile: '/profile',
  admin: '/admin',
} as const;
