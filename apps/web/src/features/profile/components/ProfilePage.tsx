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
import { TwoFactorBox } from './TwoFactorBox';
import { SessionsBlock } from './SessionsBlock';
import classes from './Profile.module.css';

/**
 * Mój profil (000 §2) in the seed's order: user name, discounts, password change, personal data, office address,
 * the agent's own sessions (decision 123), then the days until the password expires, and two-factor login (decision 125).
 * With an expired password only the password change (decision 120); while REQUIRE_TWO_FACTOR holds the session, only
 * two-factor login.
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
      {user.passwordExpired || user.twoFactorRequired ? (
        <div className={classes.blocks}>
          <Alert color="red" variant="light" role="alert">
            {user.passwordExpired ? messages.PASSWORD_EXPIRED : messages.TWO_FACTOR_REQUIRED}
          </Alert>
          {user.passwordExpired ? <PasswordChangeBox /> : <TwoFactorBox />}
        </div>
      ) : (
        <div className={classes.blocks}>
          <DiscountsBlock />
          <PasswordChangeBox />
          <PersonalData />
          <OfficeAddressBox />
          <SessionsBlock />
          <PasswordExpiryDays />
          <TwoFactorBox />
        </div>
      )}
    </>
  );
}
