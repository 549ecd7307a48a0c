import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerImagePath, isBannerDirectory, isBannerLink, shouldRedirectToWelcome, welcomeFragment } from './welcome';

describe('banner', () => {
  it('builds the image path from directory and type with the day as cache-buster', () => {
    expect(bannerImagePath({ directory: '/banners/agenci', type: 'svg' }, '2026-11-22')).toBe('/banners/agenci/banner.svg?v=20261122');
    expect(bannerImagePath({ directory: '/banners/agenci', type: 'svg' }, '2026-11-22', 'narrow')).toBe('/banners/agenci/banner-narrow.svg?v=20261122');
  });

  it('accepts only folders under /banners/ made of safe segments', () => {
    expect(isBannerDirectory('/banners/agenci')).toBe(true);
    expect(isBannerDirectory('/banners/2026/jesien')).toBe(true);
    for (const bad of ['/banners', '/banners/', '/banners/../etc', '/doc/x', 'banners/a', '/banners/A b', '/banners/a/']) {
      expect(isBannerDirectory(bad), bad).toBe(false);
    }
  });

  it('links to a path of the panel or an https address only', () => {
    expect(isBannerLink('/advantages')).toBe(true);
    expect(isBannerLink('https://www.example.pl/promocja')).toBe(true);
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'http://example.pl', '/\\evil', 'advantages', '']) {
      expect(isBannerLink(bad), bad).toBe(false);
    }
  });
});

describe('welcome flow', () => {
  const base = { visited: false, hasSmartInfoRole: false, smartInfoShown: false, showBannerScreen: false };

  it('shows smart-info once per user with the role, else the welcome fragment', () => {
    expect(welcomeFragment({ hasSmartInfoRole: true, smartInfoShown: false })).toBe('SMART_INFO');
    expect(welcomeFragment({ hasSmartInfoRole: true, smartInfoShown: true })).toBe('WELCOME');
    expect(welcomeFragment({ hasSmartInfoRole: false, smartInfoShown: false })).toBe('WELCOME');
  });

  it('redirects the first visit when there is smart-info to show or the banner screen is on', () => {
    expect(shouldRedirectToWelcome(base)).toBe(false);
    expect(shouldRedirectToWelcome({ ...base, showBannerScreen: true })).toBe(true);
    expect(shouldRedirectToWelcome({ ...base, hasSmartInfoRole: true })).toBe(true);
    expect(shouldRedirectToWelcome({ ...base, hasSmartInfoRole: true, smartInfoShown: true })).toBe(false);
  });

  it('never redirects a session that has visited', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (hasSmartInfoRole, smartInfoShown, showBannerScreen) => {
        expect(shouldRedirectToWelcome({ visited: true, hasSmartInfoRole, smartInfoShown, showBannerScreen })).toBe(false);
      }),
    );
  });
});
