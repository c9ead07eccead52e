import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/** A stored chat image, fetched with the bearer token. */
export function ChatImage({ path }: { path: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    api
      .getBlob(`/files/${path}`, { signal: controller.signal })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not load chat image', error);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  if (!url) return <Skeleton variant="rounded" width={160} height={120} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img
        src={url}
        alt="Chat attachment"
        style={{ maxWidth: '100%', maxHeight: 200, borderRadius: 8, display: 'block' }}
      />
    </a>
  );
}
