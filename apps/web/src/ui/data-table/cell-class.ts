import classes from './DataTable.module.css';

/** Classes of a header or body cell: kept in view while scrolling sideways, or opening a group. */
export function cellClass(sticky: boolean | undefined, startsGroup: boolean | undefined): string | undefined {
  const names = [sticky && classes.sticky, startsGroup && classes.groupStart].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}
