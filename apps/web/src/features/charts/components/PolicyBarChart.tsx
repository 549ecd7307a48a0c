import { chartMonthLabel, chartTicks, formatNumber } from '@panel/domain';
import type { CSSProperties } from 'react';
import type { ChartData } from './chart-data';
import classes from './PolicyBarChart.module.css';

const share = (value: number, top: number) => `${(value / top) * 100}%`;

/**
 * The drawn bar chart, in HTML and CSS: counts from 0 with interval 1 up the side, the months along the bottom, each
 * month's bars side by side, a legend below. Hovering a month names its counts; the panel's hidden table is the text
 * alternative, so the drawing itself is hidden from screen readers by its panel.
 */
export function PolicyBarChart({ months, series }: ChartData) {
  const ticks = chartTicks(Math.max(0, ...series.flatMap((s) => s.counts)));
  const top = ticks.at(-1) ?? 1;
  return (
    <div className={classes.chart} style={{ '--months': months.length } as CSSProperties}>
      <div className={classes.plot}>
        <div className={classes.axis}>
          {ticks.map((tick) => (
            <span key={tick} className={classes.tick} style={{ bottom: share(tick, top) }}>
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <div className={classes.area}>
          {ticks.map((tick) => (
            <span key={tick} className={classes.gridLine} style={{ bottom: share(tick, top) }} />
          ))}
          {months.map((month, index) => {
            const counts = series.map((s) => `${s.name}: ${formatNumber(s.counts[index] ?? 0)}`).join(', ');
            return (
              <div key={month} className={classes.month} title={`${chartMonthLabel(month)} – ${counts}`}>
                {series.map((s) => (
                  <span
                    key={s.key}
                    className={classes.bar}
                    style={{ height: share(s.counts[index] ?? 0, top), '--bar-color': s.color } as CSSProperties}
                  />
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <div className={classes.labels}>
        {months.map((month) => (
          <span key={month} className={classes.label}>
            {chartMonthLabel(month)}
          </span>
        ))}
      </div>
      <ul className={classes.legend}>
        {series.map((s) => (
          <li key={s.key}>
            <span className={classes.swatch} style={{ background: s.color }} />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
