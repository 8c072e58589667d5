import { type RawBuilder, sql } from 'kysely';

/** A timestamptz column as the API sends instants: UTC ISO 8601 without fractions ('2026-03-10T13:00:00Z'). */
export function isoInstant<T extends string | null = string>(column: string): RawBuilder<T> {
  return sql<T>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
