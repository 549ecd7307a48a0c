/** The folder every banner directory lives in (served as static files). */
export const BANNER_ROOT = '/banners/';

/** A banner directory is a folder under /banners/ made of safe path segments. */
export function isBannerDirectory(directory: string): boolean {
  return /^\/banners(\/[a-z0-9][a-z0-9-]*)+$/.test(directory);
}

/** A banner link is a path of the panel or an https address. */
export function isBannerLink(link: string): boolean {
  return /^\/(?![/\\])\S*$/.test(link) || /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(link);
}

/**
 * The banner image (000 §9): built from directory and type, the day (yyyy-MM-dd) as cache-buster. A directory holds
 * two: `banner` (5:1, PC and tablet) and `banner-narrow` (2:1, phones, where the wide one's text would be unreadable).
 */
export function bannerImagePath(config: { directory: string; type: string }, today: string, shape: 'wide' | 'narrow' = 'wide'): string {
  const name = shape === 'wide' ? 'banner' : 'banner-narrow';
  return `${config.directory}/${name}.${config.type}?v=${today.replaceAll('-', '')}`;
}

export type WelcomeFragment = 'WELCOME' | 'SMART_INFO';

export interface WelcomeState {
  /** This session has already seen /welcome. */
  visited: boolean;
  hasSmartInfoRole: boolean;
  /** The user has been shown the smart-info fragment before. */
  smartInfoShown: boolean;
  showBannerScreen: boolean;
}

/** The smart-info fragment is shown once per user with ROLE_SHOW_PHOTOSMART_INFO; otherwise the welcome fragment. */
export function welcomeFragment({ hasSmartInfoRole, smartInfoShown }: Pick<WelcomeState, 'hasSmartInfoRole' | 'smartInfoShown'>): WelcomeFragment {
  return hasSmartInfoRole && !smartInfoShown ? 'SMART_INFO' : 'WELCOME';
}

/** 000 §2: the first visit of a session goes to /welcome when there is smart-info to show or the banner screen is on. */
export function shouldRedirectToWelcome(state: WelcomeState): boolean {
  if (state.visited) return false;
  return welcomeFragment(state) === 'SMART_INFO' || state.showBannerScreen;
}
