/** The filled-in values of a query as a query string; empty, null and undefined values are left out. */
export function queryString(values: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') params.set(key, String(value));
  }
  return params.toString();
}
