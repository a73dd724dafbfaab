import type { Errand } from '@backoffice/shared';
import { Center, Loader } from '@mantine/core';
import { useMemo } from 'react';
import { ErrorState } from '../../../components/query-state.tsx';
import { useRiderNames } from '../api/get-riders.ts';
import type { LiveAlerts } from '../hooks/use-live-alerts.tsx';
import { riderName } from '../lib/riders.ts';
import { ErrandDetailDrawer } from './errand-detail-drawer.tsx';
import { ErrandList } from './errand-list.tsx';
import { NewErrand } from './new-errand-modal.tsx';

/** The partner's riders by id, for the errands' cards and detail (one query, kept a minute). */
const useRiderNameMap = () => {
  const names = useRiderNames();
  return useMemo(() => names.data ?? new Map<string, string>(), [names.data]);
};

export type PartnerErrandsProps = {
  errands: NonNullable<LiveAlerts['errands']>;
  /** The errands shown (the company filter applied, older pages included). */
  shown: Errand[];
  now: number;
  companies: { id: string; name: string }[];
  companyOptional: boolean;
  companyNames: Map<string, string>;
  onOpen: (errand: Errand) => void;
};

/**
 * The partner board's "Mandados" tab: "Nuevo mandado" and the errands' list, with their cards, actions and
 * dialogs. A chunk of its own, with the errand's detail: partner-errands-lazy.tsx brings it when the tab is first
 * reached or opened, or an errand is opened (decision 057).
 */
export const PartnerErrandsPanel = ({
  errands,
  shown,
  now,
  companies,
  companyOptional,
  companyNames,
  onOpen,
}: PartnerErrandsProps) => {
  const riderNames = useRiderNameMap();
  return (
    <>
      <NewErrand companies={companies} companyOptional={companyOptional} />
      {errands.isPending ? (
        <Center h={200}>
          <Loader aria-label="Cargando mandados" />
        </Center>
      ) : errands.isError ? (
        <ErrorState
          error={errands.error}
          onRetry={() => void errands.refetch()}
          title="No pudimos cargar los mandados"
        />
      ) : (
        <ErrandList errands={shown} now={now} companyNames={companyNames} riderNames={riderNames} onOpen={onOpen} />
      )}
    </>
  );
};

export type PartnerErrandDetailProps = {
  errand: Errand | null;
  companyName?: string;
  onClose: () => void;
};

/** The open errand's drawer, with its rider's name. */
export const PartnerErrandDetail = ({ errand, companyName, onClose }: PartnerErrandDetailProps) => {
  const riderNames = useRiderNameMap();
  return (
    <ErrandDetailDrawer
      errand={errand}
      companyName={companyName}
      riderName={errand ? riderName(riderNames, errand.rider) : null}
      onClose={onClose}
    />
  );
};
