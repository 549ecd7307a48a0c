import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { chartMonthLabel, formatNumber, messages } from '@panel/domain';
import { uiMessages } from '../../../lib/ui-messages';
import type { ChartData } from './chart-data';
import { ChartInfo } from './ChartInfo';
import classes from './ChartPanel.module.css';
import { PolicyBarChart } from './PolicyBarChart';

interface ChartPanelProps {
  /** What the chart shows: the caption of its table. */
  caption: string;
  info: string;
  data: ChartData | undefined;
  failed: boolean;
}

function Loading() {
  return (
    <div role="status" className={classes.toolbar}>
      <Loader size="sm" aria-hidden />
      <span>{uiMessages.LOADING}</span>
    </div>
  );
}

/**
 * A policy chart with its info tooltip. The drawing is hidden from screen readers; a visually hidden table of the
 * same numbers stands in for it.
 */
export function ChartPanel({ caption, info, data, failed }: ChartPanelProps) {
  return (
    <div className={classes.panel}>
      <div className={classes.toolbar}>
        <p className={classes.caption}>Ostatnie 12 miesięcy</p>
        <ChartInfo label="Informacje o wykresie" text={info} />
      </div>
      {failed && <p>{messages.CHART_LOAD_ERROR}</p>}
      {!failed && !data && <Loading />}
      {data && (
        <>
          <div className={classes.chart} aria-hidden="true">
            <PolicyBarChart months={data.months} series={data.series} />
          </div>
          {/* A table ignores a 1 px height: its wrapper hides it, or it would make the fixed-height widget scroll. */}
          <div className={classes.visuallyHidden}>
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Miesiąc</th>
                  {data.series.map((s) => (
                    <th key={s.key} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.months.map((month, index) => (
                  <tr key={month}>
                    <th scope="row">{chartMonthLabel(month)}</th>
                    {data.series.map((s) => (
                      <td key={s.key}>{formatNumber(s.counts[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
