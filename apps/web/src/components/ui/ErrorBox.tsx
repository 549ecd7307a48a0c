import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { subscribeHttpFailures, type HttpFailure } from '../../lib/error-events';
import classes from './ErrorBox.module.css';

const ERROR_AUTO_HIDE_MS = 1200;

export function ErrorBox({ autoHide = false }: { autoHide?: boolean }) {
  const [failure, setFailure] = useState<HttpFailure | null>(null);

  useEffect(() => subscribeHttpFailures(setFailure), []);

  useEffect(() => {
    if (!autoHide || failure === null) return;
    const timer = setTimeout(() => setFailure(null), ERROR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [autoHide, failure]);

  if (failure === null) return null;
  return (
    <Alert
      className={classes.box}
      role="alert"
      color="red"
      variant="filled"
      withCloseButton
      closeButtonLabel="Zamknij"
      onClose={() => setFailure(null)}
    >
      {failure.message}
    </Alert>
  );
}
