import { useEffect, useState } from 'react';

/**
 * A temporary address for an image held in memory (a chosen file, or a photo fetched with the
 * session through a file endpoint), released when it changes or the screen goes.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (blob === undefined) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
