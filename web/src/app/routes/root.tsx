import { Box, Button } from '@mantine/core';
import { Navigate, Outlet, useRouteError } from 'react-router-dom';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LoadingScreen } from '@/components/loading-screen';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Shows a loading screen until the first session check ends (spec 01 §2), then the routes. */
export function RootRoute() {
  const { loading } = useAuth();
  return loading ? <LoadingScreen /> : <Outlet />;
}

/** Frame of the public pages (/login, /auth/confirm): the theme switch sits top right. */
export function PublicLayout() {
  return (
    <>
      <Box pos="fixed" top={12} right={16} style={{ zIndex: 10 }}>
        <ColorSchemeToggle />
      </Box>
      <Outlet />
    </>
  );
}

/** `/` and unknown paths: /dashboard when signed in, otherwise /login. */
export function HomeRedirect() {
  const { isAuthenticated } = useAuth();
  return <Navigate to={isAuthenticated ? paths.dashboard : paths.login} replace />;
}

export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusScreen
      title="Something went wrong"
      fullScreen
      actions={<Button onClick={() => window.location.assign(paths.home)}>Reload</Button>}
    >
      An unexpected error occurred.
    </StatusScreen>
  );
}
