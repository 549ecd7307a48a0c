/** Browsers in the order their tokens must be tried: Edge and Opera also say Chrome, Chrome also says Safari. */
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * What a person recognises a session by (decision 123): 'Chrome 131, Windows' from a User-Agent header; an unknown
 * browser or system is named as such, an absent header 'nieznana przeglądarka'.
 */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'nieznana przeglądarka';
  const browser = browsers.map(([name, pattern]) => [name, pattern.exec(userAgent)?.[1]] as const).find(([, version]) => version);
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const name = browser ? `${browser[0]} ${browser[1]}` : 'nieznana przeglądarka';
  return system ? `${name}, ${system}` : name;
}
