import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button } from '@mantine/core';
import { IconLogout } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session/context';
import { useLogout } from '../api/logout';

export function LogoutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const logoutMutation = useLogout(useSession().user.login);
  return (
    <Button
      variant="outline"
      fullWidth={fullWidth}
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={logoutMutation.isPending}
      onClick={() => logoutMutation.mutate()}
    >
      Wyloguj
    </Button>
  );
}
