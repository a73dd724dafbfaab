import { useMutation } from '@tanstack/react-query';
import { api, multipart } from './api.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Multipart, field "file"; the API answers the address to store on the record (product, logo, receipt…). */
export const uploadImage = (file: File) => {
  return api.POST('/api/uploads/images', {
    body: { file },
    bodySerializer: multipart,
  });
};

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
