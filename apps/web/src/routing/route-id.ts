/** A positive integer id from the address bar (a route parameter or `?param=`), or undefined. */
export function idFrom(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
