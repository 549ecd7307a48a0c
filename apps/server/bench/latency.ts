import autocannon, { type Options, type Result } from 'autocannon';

/** The value below which `p` per cent of `values` lie (nearest rank); NaN for none, e.g. a run whose every call failed. */
export const percentile = (values: readonly number[], p: number) =>
  values.length === 0 ? Number.NaN : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

export interface Run {
  result: Result;
  /** Latencies of the successful answers, in ms to the microsecond. */
  p50: number;
  p99: number;
}

/**
 * An autocannon run with its latencies kept exactly: autocannon's own histogram holds whole milliseconds, and at a p99
 * of 3 to 6 ms the ratio of two runs moved by up to a half on rounding alone. Counts successful answers, as autocannon does.
 */
export async function measureLoad(options: Options): Promise<Run> {
  const latencies: number[] = [];
  const run = autocannon(options);
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await run;
  return { result, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
