import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { forgetObjectUrl, registerObjectUrl } from '../utils/pdf/image-bytes';

/**
 * An object URL for the deck's roof image: a signed-in deck fetches `/api/files/…` with the
 * bearer token (an <img> cannot send it); a share link's copy is public. null while loading
 * or when there is none.
 */
export function useRoofImageUrl(url: string): string | null {
  const isPublic = url.startsWith('/api/public/');
  const blob = useQuery({
    queryKey: ['files', 'deck', url],
    queryFn: async ({ signal }) => {
      if (isPublic) {
        const res = await fetch(url, { signal });
        if (!res.ok) throw new Error(`roof image ${res.status}`);
        return res.blob();
      }
      return api.getBlob(url.replace(/^\/api/, ''), { signal });
    },
    enabled: url !== '',
    staleTime: Infinity,
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const created = URL.createObjectURL(blob.data);
    registerObjectUrl(created, blob.data);
    setObjectUrl(created);
    return () => {
      forgetObjectUrl(created);
      URL.revokeObjectURL(created);
    };
  }, [blob.data]);
  return blob.data ? objectUrl : null;
}
