import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { messages } from '@panel/domain';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useLogAction } from '../../../lib/action-log';
import { useSession } from '../../../lib/session/context';
import { DiscountsBlock } from './DiscountsBlock';
import { OfficeAddressBox } from './OfficeAddressBox';
import { PasswordChangeBox } from './PasswordChangeBox';
import { PasswordExpiryDays } from './PasswordExpiryDays';
import { PersonalData } from './PersonalData';
import { SessionsBlock } from './SessionsBlock';
import classes from './Profile.module.css';

/**
 * Mój profil (000 §2) in the seed's order: user name, discounts, password change, personal data, office address,
 * the agent's own sessions (decision 123), then the days until the password expires. With an expired password only the password change (decision 120).
 */
export function ProfilePage() {
  const { user } = useSession();
  useLogAction('pp_agent_profile');
  return (
    <>
      <PageTitle title="Mój profil" />
      <Text fw={600} mb="md">
        {user.name}
      </Text>
      {user.passwordExpired ? (
        <div className={classes.blocks}>
          <Alert color="red" variant="light" role="alert">
            {messages.PASSWORD_EXPIRED}
          </Alert>
          <PasswordChangeBox />
        </div>
      ) : (
        <div className={classes.blocks}>
          <DiscountsBlock />
          <PasswordChangeBox />
          <PersonalData />
          <OfficeAddressBox />
          <SessionsBlock />
          <PasswordExpiryDays />
        </div>
      )}
    </>
  );
}
