import type { Errand } from '@backoffice/shared';
import { Button, Group, Kbd, Loader, Modal } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { upsertById } from '../lib/live-list.ts';
import { createIdempotencyKeys } from '../lib/take-order-form.ts';

// The form (with `@mantine/form` and the errand schema) loads when the modal opens: the board is at its ceiling.
const loadFields = () => import('./new-errand-form.tsx');
const NewErrandFields = lazy(loadFields);

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The partner's companies a dispatcher may name (its listened ones). */
  companies: { id: string; name: string }[];
  /** An admin may leave the company out; a member names one of its companies. */
  companyOptional: boolean;
  onCreated?: (errand: Errand) => void;
};

/**
 * "Nuevo mandado": an errand a dispatcher takes by phone. Keyboard first: the pickup field has the focus,
 * Tab goes down the fields in reading order and Enter anywhere creates the errand. Closing clears the fields.
 */
export const NewErrandModal = ({ opened, onClose, companies, companyOptional, onCreated }: Props) => {
  const [keys] = useState(() => createIdempotencyKeys());
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Nuevo mandado" size="lg" fullScreen={fullScreen}>
      <Suspense fallback={<Loader size="sm" aria-label="Cargando formulario" />}>
        <NewErrandFields
          companies={companies}
          companyOptional={companyOptional}
          keys={keys}
          onCreated={(errand) => {
            onCreated?.(errand);
            onClose();
          }}
          onCancel={onClose}
        />
      </Suspense>
    </Modal>
  );
};

type NewErrandProps = Omit<Props, 'opened' | 'onClose' | 'onCreated'>;

/**
 * The board's "Nuevo mandado": the button, the N key (outside any field) and the modal. The new errand goes on the
 * live lists at once; its live event then finds it there and does not alert the one who typed it.
 */
export const NewErrand = (props: NewErrandProps) => {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  // Not over an open detail or another dialog: N there is a letter someone meant elsewhere.
  useHotkeys([['n', () => !document.querySelector('[role="dialog"]') && setOpened(true)]]);
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button
          leftSection={<IconPlus size={18} />}
          rightSection={
            <Kbd size="xs" visibleFrom="sm" aria-hidden>
              N
            </Kbd>
          }
          aria-keyshortcuts="N"
          // Fetched on the way to the button, so the fields are there by the click.
          onPointerEnter={loadFields}
          onFocus={loadFields}
          onClick={() => setOpened(true)}
        >
          Nuevo mandado
        </Button>
      </Group>
      <NewErrandModal
        {...props}
        opened={opened}
        onClose={() => setOpened(false)}
        onCreated={(errand) =>
          queryClient.setQueriesData<Errand[]>(
            { queryKey: ['errands', 'live'] },
            (list) => list && upsertById(list, errand),
          )
        }
      />
    </>
  );
};
