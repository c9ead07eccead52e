import { PROPOSAL_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useFormActions } from '../../../components/form/use-form-state';
import { useFormValue } from '../../../components/form/use-form-value';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useDeleteRoofImage } from '../api/delete-roof-image';
import { useUploadRoofImage } from '../api/upload-roof-image';
import { compressImage, isAcceptedImage } from '../utils/compress-image';
import type { ProposalFormValues } from '../utils/proposal-form-schema';

const FIELD = 'roofImagePath';
const REMOVE_QUESTION = 'Remove the roof image from this proposal?';

type SavedProposal = { id: string; roofImagePath: string } | null;

/**
 * The roof image of the proposal in the surrounding form (spec 3 §5 Roof image): only .jpg,
 * .jpeg and .png are taken ('Unable to upload. File was not an image. (.jpg, .jpeg, .png)' as a
 * browser alert, as any upload failure is); the image is compressed in the browser to at most
 * 720 px and 1 MB before POST /api/Proposals/UploadRoofImage. Removing asks first; removing
 * the image a saved proposal holds calls the API ('Unable to delete roof image!' on failure).
 */
export function useRoofImage(saved: SavedProposal) {
  const path = useFormValue<string>(FIELD) ?? '';
  const { setValue, acceptSaved } = useFormActions<ProposalFormValues>();
  const confirm = useConfirm();
  const upload = useUploadRoofImage();
  const remove = useDeleteRoofImage();
  const [isCompressing, setIsCompressing] = useState(false);

  const choose = async (file: File) => {
    if (!isAcceptedImage(file)) {
      window.alert(PROPOSAL_MESSAGES.notAnImage);
      return;
    }
    let compressed: Blob;
    try {
      setIsCompressing(true);
      compressed = await compressImage(file);
    } catch {
      // A renamed text file, say: the browser cannot read it as an image.
      window.alert(PROPOSAL_MESSAGES.notAnImage);
      return;
    } finally {
      setIsCompressing(false);
    }
    try {
      const reply = await upload.mutateAsync(compressed);
      setValue(FIELD, reply.path);
    } catch (error) {
      window.alert(isApiError(error) ? error.message : PROPOSAL_MESSAGES.unableToUpload);
    }
  };

  const clear = async () => {
    if (
      !(await confirm({
        title: 'Remove Roof Image',
        message: REMOVE_QUESTION,
        confirmText: 'Remove',
      }))
    )
      return;
    if (!saved || saved.roofImagePath === '' || saved.roofImagePath !== path) {
      setValue(FIELD, '');
      return;
    }
    try {
      const record = await remove.mutateAsync(saved.id);
      acceptSaved({ roofImagePath: record.roofImagePath, version: record.version });
    } catch {
      // 'Unable to delete roof image!' is shown by the mutation.
    }
  };

  return {
    path,
    choose,
    clear,
    isBusy: isCompressing || upload.isPending || remove.isPending,
  };
}
