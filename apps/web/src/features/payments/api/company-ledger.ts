import type { CompanyLedger, Page, Payment, Statement } from '@backoffice/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const HISTORY_PAGE_SIZE = 10;

export const getCompanyLedger = (company: string, signal?: AbortSignal) =>
  apiRequest<CompanyLedger>('/payments/company', { query: { company }, signal });

export const useCompanyLedger = (company: string) =>
  useQuery({
    queryKey: paymentsKeys.company(company),
    queryFn: ({ signal }) => getCompanyLedger(company, signal),
    enabled: !!company,
  });

export const getStatement = (company: string, period: string, signal?: AbortSignal) =>
  apiRequest<Statement>('/payments/statement', { query: { company, period }, signal });

export const useStatement = (company: string, period: string | null) =>
  useQuery({
    queryKey: paymentsKeys.statement(company, period ?? ''),
    queryFn: ({ signal }) => getStatement(company, period!, signal),
    enabled: !!company && !!period,
  });

export const usePaymentHistory = (company: string, offset: number) =>
  useQuery({
    queryKey: paymentsKeys.history(company, offset),
    queryFn: ({ signal }) =>
      apiRequest<Page<Payment>>('/payments/history', {
        query: { company, limit: HISTORY_PAGE_SIZE, offset },
        signal,
      }),
    enabled: !!company,
    placeholderData: keepPreviousData,
  });
