import { isOmnitureVariable, isTrackingFunction, type TrackingAction, type TrackingConfiguration } from '@panel/domain';
import { logClientError } from '../../lib/client-logger';

/** 001 §9: the frames of the returned urls are created this long after the answer. */
export const FRAME_DELAY_MS = 1;

type Tag = (...args: unknown[]) => unknown;

/** The page's analytics objects, when the insurer's tag manager has loaded them: Google Analytics and Omniture. */
interface TrackingGlobals {
  ga?: unknown;
  s?: { t?: unknown; tl?: unknown; clearVars?: unknown } & Record<string, unknown>;
}

const isTag = (value: unknown): value is Tag => typeof value === 'function';

/** Errors in analytics, function-call, omniture or frame handling are logged only (001 §8). */
function safely(step: () => void): void {
  try {
    step();
  } catch (error) {
    logClientError(error);
  }
}

/** Calls the named global functions: only names of the allow-list (GUIDE §8), only when the page defines them. */
function callFunctions(names: readonly string[]): void {
  const globals = window as unknown as Record<string, unknown>;
  for (const name of names) {
    const tag = isTrackingFunction(name) && Object.hasOwn(globals, name) ? globals[name] : undefined;
    if (isTag(tag)) safely(() => tag());
  }
}

/** A Google Analytics page view, under the configured label; an empty label is a plain page view. */
function sendPageView(label: string): void {
  const { ga } = window as TrackingGlobals;
  if (!isTag(ga)) return;
  if (label) ga('send', 'pageview', label);
  else ga('send', 'pageview');
}

function applyOmniture(omniture: TrackingConfiguration['omnitureConfiguration'], label: string): void {
  const { s } = window as TrackingGlobals;
  if (!omniture || typeof s !== 'object' || s === null) return;
  if (omniture.clearVars && isTag(s.clearVars)) s.clearVars();
  for (const [name, value] of Object.entries(omniture.properties)) {
    if (isOmnitureVariable(name)) s[name] = value;
  }
  if (omniture.actionType === 'LINK' && isTag(s.tl)) s.tl(true, 'o', label || 'panel');
  if (omniture.actionType === 'PAGE_VIEW' && isTag(s.t)) s.t();
}

/** A hidden element loading `url`, removed once it has loaded (or failed). */
function loadHidden<K extends 'iframe' | 'img'>(tag: K, url: string): void {
  const element = document.createElement(tag);
  element.hidden = true;
  element.setAttribute('aria-hidden', 'true');
  element.dataset.tracking = '';
  if (element instanceof HTMLIFrameElement) {
    element.title = 'Śledzenie';
    element.tabIndex = -1;
  } else if (element instanceof HTMLImageElement) {
    element.alt = '';
  }
  element.addEventListener('load', () => element.remove(), { once: true });
  element.addEventListener('error', () => element.remove(), { once: true });
  element.src = url;
  document.body.append(element);
}

/**
 * Processes the tracking configuration answer (001 §4): calls the allow-listed functions, sends the analytics page
 * view with its label (for a page view, not for an action), applies the Omniture variables, loads each url in a hidden
 * frame after 1 ms and adds the conversion-tracking snippet's two images.
 */
export function applyTrackingConfiguration(configuration: TrackingConfiguration, action: TrackingAction): void {
  callFunctions(configuration.jsFunctions);
  if (action === 'PAGE_VIEW') safely(() => sendPageView(configuration.googleAnalyticsParam));
  safely(() => applyOmniture(configuration.omnitureConfiguration, configuration.googleAnalyticsParam));
  setTimeout(() => {
    for (const url of configuration.urlList) safely(() => loadHidden('iframe', url));
  }, FRAME_DELAY_MS);
  for (const url of configuration.conversionPixels) safely(() => loadHidden('img', url));
}
