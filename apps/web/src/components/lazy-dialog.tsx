import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { PendingPanel } from './pending-panel.tsx';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

type Props = {
  /** The dialog's title, shown by the panel that stands in for it. */
  title: string;
  place: 'right' | 'center';
  onClose: () => void;
  /** What the panel says when the dialog's code could not be downloaded (it offers to try again). */
  errorTitle: string;
  /** The dialog, a lazy component. */
  children: ReactNode;
};

/**
 * A dialog whose code downloads on its first opening: until it is there, a panel with its title and a loader
 * answers the press; if it cannot be downloaded, the same panel says so with "Reintentar" (decisions 029, 057).
 */
export const LazyDialog = ({ title, place, onClose, errorTitle, children }: Props) => (
  <ScreenErrorBoundary
    resetKey={title}
    title={errorTitle}
    frame={(error) => (
      <PendingPanel title={title} place={place} onClose={onClose}>
        {error}
      </PendingPanel>
    )}
  >
    <Suspense
      fallback={
        <PendingPanel title={title} place={place} onClose={onClose}>
          <Center py="xl">
            <Loader aria-label="Cargando" />
          </Center>
        </PendingPanel>
      }
    >
      {children}
    </Suspense>
  </ScreenErrorBoundary>
);
