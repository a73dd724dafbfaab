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
  /**
   * For a dialog that stays mounted once opened (it opens and closes with its motion): whether it is open now. The
   * stand-in panels are drawn only while it is. Default: open (a dialog mounted only while open).
   */
  open?: boolean;
  /** What resets a failed download for another try (another order, errand…). Default: the title. */
  resetKey?: string;
  /** The loader's name for screen readers. */
  loadingLabel?: string;
  /** The dialog, a lazy component. */
  children: ReactNode;
};

/**
 * A dialog whose code downloads on its first opening: until it is there, a panel with its title and a loader
 * answers the press; if it cannot be downloaded, the same panel says so with "Reintentar" (decisions 029, 057).
 */
export const LazyDialog = ({
  title,
  place,
  onClose,
  errorTitle,
  open = true,
  resetKey = title,
  loadingLabel = 'Cargando',
  children,
}: Props) => (
  <ScreenErrorBoundary
    resetKey={resetKey}
    title={errorTitle}
    frame={(error) =>
      open && (
        <PendingPanel title={title} place={place} onClose={onClose}>
          {error}
        </PendingPanel>
      )
    }
  >
    <Suspense
      fallback={
        open && (
          <PendingPanel title={title} place={place} onClose={onClose}>
            <Center py="xl">
              <Loader aria-label={loadingLabel} />
            </Center>
          </PendingPanel>
        )
      }
    >
      {children}
    </Suspense>
  </ScreenErrorBoundary>
);
