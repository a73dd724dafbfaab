import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const RATINGS_PAGE_SIZE = 20;

export type RatingFilter = { company?: string; maxStars?: number; minStars?: number; withComment?: boolean };

export const ratingsQueryOptions = (filter: RatingFilter, page: number) =>
  queryOptions({
    queryKey: ['ratings', 'list', filter, page],
    queryFn: ({ signal }) =>
      api.GET('/api/ratings', {
        params: {
          query: {
            company: filter.company,
            maxStars: filter.maxStars,
            minStars: filter.minStars,
            withComment: filter.withComment ? 'true' : undefined,
            limit: RATINGS_PAGE_SIZE,
            offset: (page - 1) * RATINGS_PAGE_SIZE,
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useRatings = (filter: RatingFilter, page: number) => useQuery(ratingsQueryOptions(filter, page));
