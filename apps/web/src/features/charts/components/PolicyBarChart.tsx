import { chartMonthLabel, chartTicks } from '@panel/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartData } from './chart-data';

/** The drawn bar chart (recharts, loaded on demand): months along the bottom, counts from 0 with interval 1. */
export default function PolicyBarChart({ months, series }: ChartData) {
  const rows = months.map((month, index) => ({
    label: chartMonthLabel(month),
    ...Object.fromEntries(series.map((s) => [s.key, s.counts[index] ?? 0])),
  }));
  const ticks = chartTicks(Math.max(0, ...series.flatMap((s) => s.counts)));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval={0} angle={-45} textAnchor="end" height={52} tick={{ fontSize: 11 }} />
        <YAxis allowDecimals={false} domain={[0, ticks.at(-1) ?? 1]} ticks={ticks} interval={0} width={44} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
