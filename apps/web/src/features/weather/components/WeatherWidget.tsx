import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { uiMessages } from '../../../lib/ui-messages';
import { useInView } from '../../../lib/use-in-view';
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

/** The weather widget: its panel (and the weather calls) load when the widget comes into view. */
export function WeatherWidget() {
  const [ref, visible] = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className={classes.widget}>
      {visible ? (
        <Suspense fallback={<Loading />}>
          <WeatherPanel />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  );
}
