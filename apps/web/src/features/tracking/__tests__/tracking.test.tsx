import type { TrackingCommit, TrackingConfiguration } from '@panel/domain';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Link, useNavigate } from '../../../lib/router';
import { logAction } from '../../../lib/action-log';
import { installClientLogger } from '../../../lib/client-logger';
import { subscribeHttpFailures } from '../../../lib/error-events';
import { useTrackPageViews } from '../../../lib/tracking';
import { backend, signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { applyTrackingConfiguration } from '../apply-configuration';
import { CAMPAIGN_HISTORY_KEY } from '../campaign-history';
import { commitTracking } from '../commit-tracking';

const empty: TrackingConfiguration = { googleAnalyticsParam: '', jsFunctions: [], omnitureConfiguration: null, urlList: [], conversionPixels: [] };
const globals = window as unknown as Record<string, unknown>;
const visit = { action: 'PAGE_VIEW', page: '/dashboard', search: '' } as const;

/** Answers every commit with `configuration` (or `status`) and keeps the bodies the browser sent. */
function answerCommits(configuration: TrackingConfiguration = empty, status = 200) {
  const commits: TrackingCommit[] = [];
  server.use(
    http.post('/ms-lds/commit', async ({ request }) => {
      commits.push((await request.json()) as TrackingCommit);
      return status === 200 ? HttpResponse.json(configuration) : HttpResponse.json({ message: 'Błąd' }, { status });
    }),
    http.get('/ms-lds/frame', () => new HttpResponse('<!doctype html><title>x</title>', { headers: { 'content-type': 'text/html' } })),
  );
  return commits;
}

const trackingElements = () => [...document.querySelectorAll<HTMLIFrameElement | HTMLImageElement>('[data-tracking]')];

let uninstallLogger: () => void;
beforeEach(() => {
  uninstallLogger = installClientLogger(window);
});
afterEach(() => {
  uninstallLogger();
  vi.useRealTimers();
  for (const name of ['panelTagPageView', 'panelTagSurvey', 'notAllowed', 'ga', 's']) delete globals[name];
  trackingElements().forEach((element) => element.remove());
});

function Pages() {
  useTrackPageViews();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/documents">Dokumenty</Link>
      <button type="button" onClick={() => void navigate('/documents?init=uks')}>UKS</button>
    </>
  );
}

describe('page views', () => {
  test('commits the path on the first view and on every change of the path, not of the query', async () => {
    const commits = answerCommits();
    const { user } = renderWithProviders(<Pages />, { path: '/dashboard' });
    await waitFor(() => expect(commits).toHaveLength(1));
    expect(commits[0]).toEqual({ page: '/dashboard', action: 'PAGE_VIEW', campaignHistory: [] });

    await user.click(screen.getByRole('link', { name: 'Dokumenty' }));
    await waitFor(() => expect(commits).toHaveLength(2));
    expect(commits[1]).toMatchObject({ page: '/documents', action: 'PAGE_VIEW' });

    await user.click(screen.getByRole('button', { name: 'UKS' }));
    await expect(screen.findByText('/documents?init=uks')).resolves.toBeInTheDocument();
    expect(commits).toHaveLength(2);
  });

  test('sends the campaign of the address and keeps it in local storage', async () => {
    const commits = answerCommits();
    renderWithProviders(<Pages />, { path: '/dashboard?utm_source=newsletter&utm_campaign=oc-ac&init=uks&p1=7' });
    await waitFor(() => expect(commits).toHaveLength(1));
    const [entry] = commits[0]!.campaignHistory!;
    expect(entry!.params).toEqual({ utm_source: 'newsletter', utm_campaign: 'oc-ac', p1: '7' });
    expect(JSON.parse(localStorage.getItem(CAMPAIGN_HISTORY_KEY)!)).toEqual(commits[0]!.campaignHistory);
  });
});

describe('actions', () => {
  test('every action the action service logs is committed with the current path, server errors excepted', async () => {
    signIn(accounts.agent);
    const commits = answerCommits();
    await logAction('pp_agent_server_error', '500 /x');
    await logAction('pp_agent_baner');
    await waitFor(() => expect(commits).toHaveLength(1));
    expect(commits[0]).toEqual({ page: window.location.pathname, action: 'pp_agent_baner', campaignHistory: [] });
    expect(backend.actions.map((action) => action.action)).toEqual(['pp_agent_server_error', 'pp_agent_baner']);
  });
});

describe('campaign history', () => {
  test('keeps the 5 newest entries of the last 356 days, and leaves out what is not a campaign entry', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const stored = [
      ...[1, 2, 3, 4].map((days) => ({ date: daysAgo(days), params: { utm_source: `s${days}`, evil: 'x' } })),
      { date: daysAgo(400), params: { utm_source: 'stary' } },
      'nie wpis',
    ];
    localStorage.setItem(CAMPAIGN_HISTORY_KEY, JSON.stringify(stored));
    const commits = answerCommits();
    await commitTracking({ ...visit, search: '?utm_source=nowy' });
    await commitTracking({ ...visit, search: '?utm_source=najnowszy' });
    const sent = commits[1]!.campaignHistory!;
    expect(sent.map((entry) => entry.params.utm_source)).toEqual(['najnowszy', 'nowy', 's1', 's2', 's3']);
    expect(sent.every((entry) => !('evil' in entry.params))).toBe(true);
    expect(JSON.parse(localStorage.getItem(CAMPAIGN_HISTORY_KEY)!)).toEqual(sent);
  });

  test('starts a new history when the stored one is unreadable', async () => {
    localStorage.setItem(CAMPAIGN_HISTORY_KEY, '{zepsute');
    const commits = answerCommits();
    await commitTracking(visit);
    expect(commits[0]!.campaignHistory).toEqual([]);
  });
});

describe('processing the configuration', () => {
  test('calls the allow-listed global functions present on the page and ignores any other name', async () => {
    const allowed = vi.fn();
    const other = vi.fn();
    Object.assign(window, { panelTagPageView: allowed, notAllowed: other });
    answerCommits({ ...empty, jsFunctions: ['panelTagPageView', 'notAllowed', 'panelTagSurvey', 'constructor'] as TrackingConfiguration['jsFunctions'] });
    await commitTracking(visit);
    expect(allowed).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  test('a failing function is logged only and the others still run', async () => {
    const survey = vi.fn();
    Object.assign(window, { panelTagPageView: () => { throw new Error('tag zepsuty'); }, panelTagSurvey: survey });
    applyTrackingConfiguration({ ...empty, jsFunctions: ['panelTagPageView', 'panelTagSurvey'] }, 'PAGE_VIEW');
    expect(survey).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(backend.clientLogs.map((log) => log.exceptionMessage)).toEqual(['tag zepsuty']));
  });

  test('sends the analytics page view of a page under its label, or a plain one for an empty label; none for an action', () => {
    const ga = vi.fn();
    Object.assign(window, { ga });
    applyTrackingConfiguration({ ...empty, googleAnalyticsParam: '/pulpit' }, 'PAGE_VIEW');
    applyTrackingConfiguration(empty, 'PAGE_VIEW');
    applyTrackingConfiguration({ ...empty, googleAnalyticsParam: '/baner' }, 'pp_agent_baner');
    expect(ga.mock.calls).toEqual([['send', 'pageview', '/pulpit'], ['send', 'pageview']]);
  });

  test('sets the Omniture variables (never its methods), clears them first and tracks the page view or link', () => {
    const s = { t: vi.fn(), tl: vi.fn(), clearVars: vi.fn() };
    Object.assign(window, { s });
    const properties = { pageName: 'panel:pulpit', prop1: 'pulpit', t: 'nadpisane' };
    const pageView = { properties, actionType: 'PAGE_VIEW', clearVars: true } as const;
    applyTrackingConfiguration({ ...empty, omnitureConfiguration: pageView }, 'PAGE_VIEW');
    expect(s).toMatchObject({ pageName: 'panel:pulpit', prop1: 'pulpit' });
    expect(s.clearVars).toHaveBeenCalledTimes(1);
    expect(s.t).toHaveBeenCalledTimes(1);
    const link = { properties: { events: 'event3' }, actionType: 'LINK', clearVars: false } as const;
    applyTrackingConfiguration({ ...empty, googleAnalyticsParam: '/baner', omnitureConfiguration: link }, 'pp_agent_baner');
    expect(s.tl).toHaveBeenCalledWith(true, 'o', '/baner');
    expect(s.clearVars).toHaveBeenCalledTimes(1);
  });

  test('loads each url in a hidden frame 1 ms after the answer and removes the frame once loaded', async () => {
    type Settings = { disableIframePageLoading: boolean; enableIframePageLoading: boolean };
    const settings = (window as unknown as { happyDOM: { settings: Settings } }).happyDOM.settings;
    const original = { ...settings };
    Object.assign(settings, { disableIframePageLoading: false, enableIframePageLoading: true });
    const frameLoads: string[] = [];
    server.use(
      http.get('/ms-lds/frame', ({ request }) => {
        frameLoads.push(new URL(request.url).search);
        return new HttpResponse('<!doctype html><title>x</title>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    const added: HTMLIFrameElement[] = [];
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        added.push(...[...record.addedNodes].filter((node) => node instanceof HTMLIFrameElement));
        removed.push(...record.removedNodes);
      }
    });
    observer.observe(document.body, { childList: true });
    try {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const urlList = ['/ms-lds/frame?strona=pulpit', '/ms-lds/frame?strona=2'];
      applyTrackingConfiguration({ ...empty, urlList }, 'PAGE_VIEW');
      vi.advanceTimersByTime(0);
      expect(trackingElements()).toHaveLength(0);
      vi.advanceTimersByTime(1);
      vi.useRealTimers();
      await waitFor(() => expect(added).toHaveLength(2));
      expect(added.map((frame) => frame.getAttribute('src'))).toEqual(['/ms-lds/frame?strona=pulpit', '/ms-lds/frame?strona=2']);
      for (const frame of added) {
        expect(frame.hidden).toBe(true);
        expect(frame).toHaveAttribute('title', 'Śledzenie');
      }
      await waitFor(() => expect(removed).toEqual(added));
      expect(frameLoads).toEqual(['?strona=pulpit', '?strona=2']);
    } finally {
      observer.disconnect();
      Object.assign(settings, original);
    }
  });

  test("adds the conversion snippet's two images, removed once loaded", () => {
    applyTrackingConfiguration({ ...empty, conversionPixels: ['/ms-lds/pixel?n=1', '/ms-lds/pixel?n=2'] }, 'PAGE_VIEW');
    const images = trackingElements();
    expect(images.map((image) => [image.tagName, image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['IMG', '/ms-lds/pixel?n=1', ''],
      ['IMG', '/ms-lds/pixel?n=2', ''],
    ]);
    images.forEach((image) => image.dispatchEvent(new Event('load')));
    expect(trackingElements()).toHaveLength(0);
  });
});

describe('completion and failure', () => {
  test('runs the completion callback 500 ms after a successful answer', async () => {
    answerCommits({ ...empty, jsFunctions: ['panelTagPageView'] });
    const tag = vi.fn();
    Object.assign(window, { panelTagPageView: tag });
    const done = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await commitTracking(visit, done);
    expect(tag).toHaveBeenCalled();
    vi.advanceTimersByTime(499);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  test("a failed call is only logged ('lds call failed:' + status): no error box, and the callback still runs after 500 ms", async () => {
    answerCommits(empty, 500);
    const failures = vi.fn();
    const unsubscribe = subscribeHttpFailures(failures);
    const done = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await commitTracking(visit, done);
    vi.advanceTimersByTime(499);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await waitFor(() => expect(backend.clientLogs.map((log) => log.exceptionMessage)).toEqual(['lds call failed:500']));
    expect(failures).not.toHaveBeenCalled();
    unsubscribe();
  });

  test('a 401 neither reloads the page nor shows anything: it is logged like any failure', async () => {
    answerCommits(empty, 401);
    const failures = vi.fn();
    const unsubscribe = subscribeHttpFailures(failures);
    await commitTracking(visit);
    await waitFor(() => expect(backend.clientLogs.map((log) => log.exceptionMessage)).toEqual(['lds call failed:401']));
    expect(failures).not.toHaveBeenCalled();
    unsubscribe();
  });
});
