import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { paymentsKeys } from './payments-keys.ts';

export const HISTORY_PAGE_SIZE = 10;

export const getCompanyLedger = (company: string, signal?: AbortSignal) =>
  api.GET('/api/payments/company', { params: { query: { company } }, signal });

export const useCompanyLedger = (company: string) =>
  useQuery({
    queryKey: paymentsKeys.company(company),
    queryFn: ({ signal }) => getCompanyLedger(company, signal),
    enabled: !!company,
  });

/** A statement; a large period answers one day's lines at a time (`day`, decision 053). */
export const getStatement = (company: string, period: string, day?: string, signal?: AbortSignal) =>
  api.GET('/api/payments/statement', { params: { query: { company, period, day } }, signal });

export const useStatement = (company: string, period: string | null, day?: string) =>
  useQuery({
    queryKey: paymentsKeys.statement(company, period ?? '', day),
    queryFn: ({ signal }) => getStatement(company, period!, day, signal),
    enabled: !!company && !!period,
    placeholderData: keepPreviousData,
  });

export const usePaymentHistory = (company: string, offset: number) =>
  useQuery({
    queryKey: paymentsKeys.history(company, offset),
    queryFn: ({ signal }) =>
      api.GET('/api/payments/history', { params: { query: { company, limit: HISTORY_PAGE_SIZE, offset } }, signal }),
    enabled: !!company,
    placeholderData: keepPreviousData,
  });
