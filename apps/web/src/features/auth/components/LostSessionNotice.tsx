import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { messages } from '@panel/domain';

/** Loaded only after a lost session: the message catalogue is not part of what /login needs (GUIDE §9 budget). */
export default function LostSessionNotice() {
  return (
    <Alert color="yellow" variant="light" role="status" mb="md">
      {messages.UNAUTHORIZED_ERROR}
    </Alert>
  );
}
