import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Group.css';
import { Alert, Group, Loader } from '@mantine/core';
import { uiMessages } from '../../lib/ui-messages';

/** What a popup shows instead of its data: loading, or the error the call answered. */
export function QueryFallback({ error }: { error: Error | null }) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      {uiMessages.LOADING}
    </Group>
  );
}
