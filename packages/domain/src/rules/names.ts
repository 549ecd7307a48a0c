/** Name inputs (000 §5): first letter upper, rest lower, in every part of a hyphenated or two-word name. */
export function capitalizeName(value: string): string {
  return value
    .split(/([\s-]+)/)
    .map((part) => part.charAt(0).toLocaleUpperCase('pl-PL') + part.slice(1).toLocaleLowerCase('pl-PL'))
    .join('');
}
