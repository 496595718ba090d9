import type { RouteObject } from 'react-router-dom';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { ResetPassword } from '@/features/auth/components/reset-password';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { paths, routePatterns } from '@/config/paths';
import { RequireAdmin, RequireAuth, RequireMflConnection, RequireProfile } from './guards';
import { LeaguesRoute } from './routes/leagues';
import { LoginRoute } from './routes/login';
import { SetLineupRoute } from './routes/not-yet-available';
import { ProfileRoute } from './routes/profile';
import { HomeRedirect, PublicLayout, RootRoute, RouteErrorScreen, ScreenErrorScreen } from './routes/root';
import { SettingsRoute } from './routes/settings';
import { AppLayout } from './shell/app-layout';

/** The route table of spec 01 §2 (this part); later issues add their screens here. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.login, element: <LoginRoute /> },
          { path: paths.authConfirm, element: <ConfirmEmail /> },
          { path: paths.resetPassword, element: <ResetPassword /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <HomeRedirect /> },
          {
            element: <AppLayout />,
            children: [
              {
                // One crashing screen shows its error inside the shell; sidebar and header stay.
                errorElement: <ScreenErrorScreen />,
                children: [
                  {
                    element: <RequireProfile />,
                    children: [
                      {
                        element: <RequireMflConnection />,
                        children: [{ path: paths.dashboard, element: <DashboardScreen /> }],
                      },
                      { path: paths.leagues, element: <LeaguesRoute /> },
                      { path: routePatterns.leagueLineup, element: <SetLineupRoute /> },
                      { path: paths.settings, element: <SettingsRoute /> },
                    ],
                  },
                  { path: paths.profile, element: <ProfileRoute /> },
                  {
                    element: <RequireAdmin />,
                    // Loaded only when an admin opens it: other users never download the admin area.
                    children: [{ path: `${paths.admin}/*`, lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }) }],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
