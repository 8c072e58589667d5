import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** What the server takes as a photo (students, instructors): JPG, PNG or WEBP up to 5 MB. */
export const FOTO_EXTENSIONS: readonly string[] = ['.jpg', '.jpeg', '.png', '.webp'];
export const FOTO_MAX_MB = 5;

/** The multipart field of PUT …/foto. */
export const FOTO_FIELD = 'arquivo';

/**
 * A stored photo, fetched with the session (an <img> could not send it); kept until a change to
 * its record invalidates `queryKey`. Shown through `useObjectUrl`.
 */
export function useStoredFoto(queryKey: QueryKey, path: string, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: () => api.blob(path),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
