import { loadEnv } from '../../env';

/** Origins (https) the tracking frames and conversion images may come from besides the panel: TRACKING_HOSTS. */
export function trackingHostsFromEnv(source: NodeJS.ProcessEnv = process.env): string[] {
  return loadEnv(source).TRACKING_HOSTS;
}
