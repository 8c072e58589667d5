/** A run of consecutive columns that share a group header (or one column without a group). */
export interface ColumnSegment<Column> {
  readonly group: string | undefined;
  readonly columns: Column[];
}

/** Consecutive columns of the same group, in order; ungrouped columns stand alone. */
export function columnSegments<Column extends { readonly group?: string }>(
  columns: readonly Column[],
): ColumnSegment<Column>[] {
  const segments: ColumnSegment<Column>[] = [];
  for (const column of columns) {
    const last = segments.at(-1);
    if (last && column.group !== undefined && last.group === column.group) last.columns.push(column);
    else segments.push({ group: column.group, columns: [column] });
  }
  return segments;
}

/** The keys of the columns that open a group: a line before them separates the groups. */
export function groupStarts<Column extends { readonly key: string; readonly group?: string }>(
  columns: readonly Column[],
): ReadonlySet<string> {
  const starts = columnSegments(columns)
    .filter((segment) => segment.group !== undefined)
    .map((segment) => segment.columns[0]?.key)
    .filter((key): key is string => key !== undefined);
  return new Set(starts);
}
