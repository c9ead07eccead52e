import { UploadRoofImageResponseSchema } from '@pb/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/**
 * POST /api/Proposals/UploadRoofImage — multipart field `file` (PNG or JPEG, at most 1 MB);
 * answers the stored `path` (saved as roofImagePath). A failure is told with a browser alert by
 * the caller (spec 3 §5), so no snackbar is declared here.
 */
export const uploadRoofImage = (file: Blob) => {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'roof-image.jpg');
  return api.post('/Proposals/UploadRoofImage', { body, schema: UploadRoofImageResponseSchema });
};

type UseUploadRoofImageOptions = { mutationConfig?: MutationConfig<typeof uploadRoofImage> };

export const useUploadRoofImage = ({ mutationConfig }: UseUploadRoofImageOptions = {}) =>
  useMutation({ ...mutationConfig, mutationFn: uploadRoofImage });
