import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Multipart, field "file"; the API answers the address to store on the record (product, logo, receipt…). */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ url: string }>('/uploads/images', { method: 'POST', body: form });
};

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
