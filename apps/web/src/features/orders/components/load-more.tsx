import { Button, Center, Text } from '@mantine/core';
import { ErrorState } from '../../../components/query-state.tsx';
import type { OlderPages } from '../hooks/use-older-pages.ts';

type Props = {
  pages: Pick<OlderPages<unknown>, 'hasMore' | 'loading' | 'started' | 'error' | 'loadMore'>;
  /** "pedidos", "mandados": said in the end and error messages. */
  noun: string;
};

/** The older pages of a live list: "Cargar más", its loading, its failure with a retry, and the end. */
export const LoadMore = ({ pages, noun }: Props) => {
  if (pages.error)
    return (
      <ErrorState
        error={pages.error}
        onRetry={pages.loadMore}
        retrying={pages.loading}
        title={`No pudimos cargar más ${noun}`}
      />
    );
  if (!pages.hasMore)
    return pages.started ? (
      <Text c="gray.7" size="sm" ta="center" role="status">
        No hay {noun} más antiguos.
      </Text>
    ) : null;
  return (
    <Center>
      <Button
        variant="default"
        size="md"
        loading={pages.loading}
        onClick={pages.loadMore}
        aria-label={`Cargar más ${noun}`}
      >
        Cargar más
      </Button>
    </Center>
  );
};
