import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { uiMessages } from '../lib/ui-messages';
import classes from './BootFallback.module.css';

export function BootFallback() {
  return (
    <div className={classes.fallback} role="status" aria-busy="true">
      <Loader aria-hidden />
      <span>{uiMessages.LOADING}</span>
    </div>
  );
}
