/** One bar series of a policy chart: counts aligned with the chart's months. */
export interface ChartSeries {
  key: string;
  name: string;
  color: string;
  counts: readonly number[];
}

export interface ChartData {
  /** yyyy-MM, oldest first. */
  months: readonly string[];
  series: readonly ChartSeries[];
}
