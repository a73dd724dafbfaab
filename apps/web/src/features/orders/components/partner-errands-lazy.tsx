import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { errandHeading } from '../lib/errand-label.ts';
import type { PartnerErrandDetailProps } from './partner-errands.tsx';

// The errands' tab and the errand's detail (cards, actions, the rider picker's opener, history, the new errand's
// dialog) are one chunk the orders tab does not need: it comes when the "Mandados" tab is first reached or opened,
// or when an errand is opened (a toast, a link; a panel with its heading answers the tap until it is here). Not as
// soon as one waits, as the order's detail does: with it the board with an errand waiting measured 250.6 kB, and
// 259.5 with an order waiting too (decision 057).
const loadErrands = () => import('./partner-errands.tsx');

const loadingErrands = (
  <Center h={200}>
    <Loader aria-label="Cargando mandados" />
  </Center>
);

/** The "Mandados" tab's content, with a loader of the list's own in its place until its code is here. */
export const PartnerErrandsPanel = lazyPart(
  () => loadErrands().then((module) => module.PartnerErrandsPanel),
  loadingErrands,
);

const ErrandDetailSheet = lazyScreen(() => loadErrands().then((module) => ({ default: module.PartnerErrandDetail })));

/** Starts downloading the errands' code ahead of the press (the tab pointed at or focused). */
export const preloadErrands = () => {
  PartnerErrandsPanel.preload();
  ErrandDetailSheet.preload();
};

/**
 * The open errand's detail (`errand` null: closed). Until its code is here a panel with the errand's heading and a
 * loader answers the press; from then on the drawer stays mounted, so it opens and closes with its motion.
 */
export const ErrandDetailDrawer = (props: PartnerErrandDetailProps) => {
  const { errand, companyName, onClose } = props;
  const [wanted, setWanted] = useState(false);
  if (errand && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LazyDialog
      title={errand ? `Mandado ${errandHeading(errand, companyName)}` : 'Mandado'}
      place="right"
      onClose={onClose}
      errorTitle="No pudimos abrir el detalle del mandado"
      open={Boolean(errand)}
      resetKey={errand?.id ?? ''}
      loadingLabel="Cargando mandado"
    >
      <ErrandDetailSheet {...props} />
    </LazyDialog>
  );
};
