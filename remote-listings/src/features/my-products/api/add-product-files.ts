// Spec §7 POST /products/{id}/attachments ("multipart with a file field; then the product is
// refetched"), issue 18: the edit popup adds photos and certificates to a listing through the
// kernel's upload core (progress, 401 retry, typed errors).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, requireField } from '@leafbid/shared';
import { SUBMISSION_PARTS } from '@leafbid/domain/schemas';
import { refetchMyProducts } from '../../../lib/my-products-query';
import { productPath } from './update-product';
import { LISTINGS_API_FALLBACK } from '../../../messages';

export interface ProductFilesToAdd {
  photos: readonly File[];
  certificates: readonly File[];
}

export interface AddedFile {
  id: string;
  kind: string;
  file_name: string;
  url: string;
}

/** The multipart body: each photo in a `photo` part, each certificate in a `certificate` part. */
export function productFilesFormData({ photos, certificates }: ProductFilesToAdd): FormData {
  const form = new FormData();
  photos.forEach((file) => form.append(SUBMISSION_PARTS.photo, file, file.name));
  certificates.forEach((file) => form.append(SUBMISSION_PARTS.certificate, file, file.name));
  return form;
}

/** POST /products/{id}/attachments → the files stored; `onProgress` gets the share sent. */
export async function addProductFiles(
  id: string,
  files: ProductFilesToAdd,
  onProgress?: (sent: number) => void,
): Promise<AddedFile[]> {
  const body = await apiUpload(productPath(id, '/attachments'), {
    formData: productFilesFormData(files),
    fallback: LISTINGS_API_FALLBACK.uploadImage,
    ...(onProgress ? { onProgress } : {}),
  });
  return requireField<AddedFile[]>(body, 'data');
}

export interface AddProductFilesVariables {
  id: string;
  files: ProductFilesToAdd;
  onProgress?: (sent: number) => void;
}

/** Then the product is refetched (spec §7): My Products and the popup show the new files. */
export function useAddProductFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files, onProgress }: AddProductFilesVariables) =>
      addProductFiles(id, files, onProgress),
    onSuccess: () => refetchMyProducts(client),
  });
}
