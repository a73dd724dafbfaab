import type { Business, Company } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-context.tsx';
import { startCompanyLiveOrders } from '../hooks/use-company-live-orders.ts';
import { startPartnerLiveLists } from '../hooks/use-partner-live.ts';
import { CompanyLiveAlerts } from './company-live-alerts.tsx';
import { PartnerLiveAlerts } from './partner-live-alerts.tsx';

/** Mounted once by the signed-in layout: companies and partners hear new orders on every screen. */
export const LiveAlertsProvider = ({ children }: { children: ReactNode }) => {
  const { business } = useAuth();
  if (business?.type === 'company') {
    return (
      <CompanyLiveAlerts key={business.id} company={business.data as Company}>
        {children}
      </CompanyLiveAlerts>
    );
  }
  if (business?.type === 'partner') {
    return (
      <PartnerLiveAlerts key={business.id} partner={business}>
        {children}
      </PartnerLiveAlerts>
    );
  }
  return children;
};

/** Starts, as the page starts, the first read of the live lists this provider will show (startFirstRead). */
export const startLiveLists = (queryClient: QueryClient, business: Business) => {
  if (business.type === 'company') startCompanyLiveOrders(queryClient, business.id);
  else if (business.type === 'partner') startPartnerLiveLists(queryClient, business.id, business.listen_for);
};
