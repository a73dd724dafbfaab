import type { Category } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getCategories = () => apiRequest<Category[]>('/categories');

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 10 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
