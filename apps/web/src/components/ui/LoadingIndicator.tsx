import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { useIsLoading } from '../../lib/loader';
import { uiMessages } from '../../lib/ui-messages';
import classes from './LoadingIndicator.module.css';

export function LoadingIndicator() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div className={classes.indicator} role="status" aria-busy="true">
      <Loader size="sm" color="white" aria-hidden />
      <span>{uiMessages.LOADING}</span>
    </div>
  );
}
