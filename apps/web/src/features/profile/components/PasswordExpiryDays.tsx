import { fillMessage, messages } from '@panel/domain';
import { useDaysToPassExpiration } from '../api/get-days-to-pass-expiration';

/** Days until the password expires (000 §5, 001 §9); a failed call shows '-' (000 §8). */
export function PasswordExpiryDays() {
  const days = useDaysToPassExpiration();
  if (days.isPending) return null;
  return <p>{fillMessage(messages.PASSWORD_EXPIRY_DAYS, { days: days.isSuccess ? String(days.data) : '-' })}</p>;
}
