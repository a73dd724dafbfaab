import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const uploadImage = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<{ url: string }>('/uploads/images', { method: 'POST', body });
};

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
