import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';

/** An e-mailed link that did not work (confirmation, password reset): why, and the way back to /login. */
export function LinkFailedScreen({ title, message }: { title: string; message: string }) {
  return (
    <StatusScreen
      title={title}
      color="red"
      fullScreen
      actions={
        <Button component={Link} to={paths.login}>
          Return to Login
        </Button>
      }
    >
      {message}
    </StatusScreen>
  );
}
