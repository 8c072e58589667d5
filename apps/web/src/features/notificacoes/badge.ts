/** At most this many unread notifications are counted on the badge (SPEC §9). */
const BADGE_CAP = 9;

/** The badge text: nothing at zero, '+9' above nine. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `+${BADGE_CAP}` : String(count);
}
