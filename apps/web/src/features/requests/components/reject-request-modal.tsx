import type { JoinRequest } from '@backoffice/shared';
import { notifications } from '@mantine/notifications';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useRejectRequest } from '../api/requests.ts';

export const RejectRequestModal = ({ request, onClose }: { request: JoinRequest; onClose: () => void }) => {
  const reject = useRejectRequest();
  return (
    <ReasonModal
      title={`Rechazar a ${request.name}`}
      confirmLabel="Rechazar"
      pending={reject.isPending}
      error={reject.error}
      onClose={onClose}
      onConfirm={(reason) =>
        reject.mutate(
          { id: request.id, reason },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `Solicitud de ${request.name} rechazada.` });
              onClose();
            },
          },
        )
      }
    />
  );
};
