import { errandStatusLabels, type Order, updateErrandEvent } from '@backoffice/shared';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconMotorbike } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { useLiveEvent } from '../../../lib/live-socket.tsx';
import { useCreateErrand } from '../api/create-errand.ts';
import { companyErrandsQueryOptions, useCompanyErrands } from '../api/get-company-errands.ts';
import { canAskForRider, errandRequestFor } from '../lib/errand-request.ts';
import { createIdempotencyKeys } from '../lib/take-order-form.ts';

/**
 * "Pedir repartidor" on a company's delivery order: creates one errand for the order (a double tap reuses
 * the Idempotency-Key) and then shows the errand's status instead of the button.
 */
export const AskRiderAction = ({ order, partnerId }: { order: Order; partnerId: string | null }) => {
  const errands = useCompanyErrands(partnerId);
  const queryClient = useQueryClient();
  // The company's room also receives its errands' updates: the rider's progress shows as it happens.
  useLiveEvent(updateErrandEvent(order.company), () =>
    queryClient.invalidateQueries({ queryKey: companyErrandsQueryOptions(partnerId).queryKey }),
  );
  const create = useCreateErrand();
  const [keys] = useState(() => createIdempotencyKeys());
  const existing =
    errands.data?.find((errand) => errand.order === order.id && errand.status !== 'cancelled') ??
    (create.data?.order === order.id ? create.data : undefined);

  if (existing) {
    return (
      <Group gap="xs" data-testid="rider-requested">
        <IconMotorbike size={20} />
        <Text fw={600}>Repartidor solicitado · mandado #{existing.number}</Text>
        <Badge variant="light">{errandStatusLabels[existing.status]}</Badge>
      </Group>
    );
  }
  if (!canAskForRider(order)) return null;
  const body = errandRequestFor(order);
  return (
    <>
      {create.error && (
        <Alert color="red" role="alert">
          {errorMessage(create.error)}
        </Alert>
      )}
      <Button
        size="md"
        variant="light"
        leftSection={<IconMotorbike size={20} />}
        loading={create.isPending || errands.isLoading}
        onClick={() =>
          create
            .mutateAsync({ body, idempotencyKey: keys.keyFor(body) })
            .then((errand) => confirmDone(`Repartidor solicitado: mandado #${errand.number}.`))
            // The failure shows above the button (create.error).
            .catch(() => undefined)
        }
      >
        Pedir repartidor
      </Button>
    </>
  );
};
