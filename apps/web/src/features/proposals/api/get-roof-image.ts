import { fileUrl } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/files/{path} — a stored roof image, fetched with the bearer token as a Blob (an
 * <img> cannot send the token). Keys are unique per upload, so the file never changes.
 */
export const getRoofImage = (path: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.getBlob(fileUrl(path).replace(/^\/api/, ''), { signal });

export const getRoofImageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['files', path],
    queryFn: ({ signal }) => getRoofImage(path, { signal }),
    staleTime: Infinity,
  });

export const useRoofImage = (path: string) =>
  useQuery({ ...getRoofImageQueryOptions(path), enabled: path !== '' });
