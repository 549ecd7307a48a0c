import http from 'node:http';
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

export interface PacedLoad {
  url: string;
  rate: number;
  seconds: number;
  /** Each request's path and headers. */
  request: () => { path: string; headers: Record<string, string> };
}

export interface PacedRun {
  /** Milliseconds from the moment each request was due to the end of its answer, successful answers only. */
  p50: number;
  p99: number;
  /** Answers other than 2xx, and requests that failed. */
  errors: number;
}

/**
 * `rate` requests a second for `seconds`, one every 1/`rate` s whether or not the earlier ones were answered (an open
 * loop, as many agents' browsers are), each timed from the moment it was due: a request that waits for a free socket
 * or for the server counts that wait. autocannon's rate is not this: each connection sends its share of a second as
 * fast as it can and then pauses, so its 100 req/s arrive as one clump at the start of each second, and the latency
 * of anything else the server does depends on whether it falls in a clump.
 */
export async function pacedLoad({ url, rate, seconds, request }: PacedLoad): Promise<PacedRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const latencies: number[] = [];
  let errors = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { path, headers } = request();
      const sent = http.get(new URL(path, url), { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode! >= 200 && response.statusCode! < 300) latencies.push(performance.now() - due);
          else errors += 1;
          resolve();
        });
      });
      sent.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < rate * seconds; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  agent.destroy();
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}
