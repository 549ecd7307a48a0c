import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { uiMessages } from '../../../lib/ui-messages';
import classes from './WeatherWidget.module.css';

const WeatherPanel = lazy(() => import('./WeatherPanel').then((m) => ({ default: m.WeatherPanel })));

function Loading() {
  return (
    <div role="status" className={classes.footer}>
      <Loader size="sm" aria-hidden />
      <span>{uiMessages.LOADING}</span>
    </div>
  );
}

/** The weather widget: its panel (Mantine's combobox with it) is a chunk of its own; the frame mounts it in view. */
export function WeatherWidget() {
  return (
    <div className={classes.widget}>
      <Suspense fallback={<Loading />}>
        <WeatherPanel />
      </Suspense>
    </div>
  );
}
