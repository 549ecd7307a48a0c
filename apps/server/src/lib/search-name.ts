/** Lower case without diacritics ('Łódź' → 'lodz'): what catalogue and city lookups compare. */
export const searchName = (value: string) =>
  value.toLowerCase().replaceAll('ł', 'l').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim();
