import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { fillMessage, isPasswordChangeReminderDue, messages } from '@panel/domain';
import { Link } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { useDaysToPassExpiration } from '../api/get-days-to-pass-expiration';
import { PASSWORD_BOX_ID } from '../password-box';

/** The dashboard's reminder to change the password once 30 days have passed since the change (000 §5, decision 120). */
export function PasswordChangeReminder() {
  const days = useDaysToPassExpiration();
  if (!days.isSuccess || !isPasswordChangeReminderDue(days.data)) return null;
  return (
    <Alert color="yellow" variant="light" role="status" mb="md" title={messages.PASSWORD_CHANGE_REMINDER}>
      {fillMessage(messages.PASSWORD_EXPIRY_DAYS, { days: days.data })}{' '}
      <Anchor component={Link} to={`${paths.profile.path}#${PASSWORD_BOX_ID}`} c="brand.9" fw={600}>
        {messages.PASSWORD_CHANGE_REMINDER_LINK}
      </Anchor>
    </Alert>
  );
}
