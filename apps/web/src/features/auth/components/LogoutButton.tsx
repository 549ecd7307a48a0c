import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button } from '@mantine/core';
import { useSession } from '../../../lib/session/context';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const logoutMutation = useLogout(useSession().user.login);
  return (
    <Button variant="outline" loading={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
      Wyloguj
    </Button>
  );
}
