import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useLogAction } from '../../../lib/action-log';
import { useSession } from '../../../lib/session/context';

export function ProfilePage() {
  const { user } = useSession();
  useLogAction('pp_agent_profile');
  return (
    <>
      <PageTitle title="Mój profil" />
      <Text fw={600}>{user.name}</Text>
    </>
  );
}
