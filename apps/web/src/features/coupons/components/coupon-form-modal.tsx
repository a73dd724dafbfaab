import type { Coupon } from '@backoffice/shared';
import { Modal } from '@mantine/core';
import type { useSaveCoupon } from '../api/coupons-api.ts';
import { CouponForm } from './coupon-form.tsx';

type Props = { editing: Coupon | 'new'; save: ReturnType<typeof useSaveCoupon>; onClose: () => void };

/** The dialog of a new or an edited coupon: its own chunk, loaded when it opens (decision 057). */
export const CouponFormModal = ({ editing, save, onClose }: Props) => (
  <Modal opened onClose={onClose} title={editing === 'new' ? 'Nuevo cupón' : `Editar ${editing.code}`} size="lg">
    <CouponForm
      coupon={editing === 'new' ? null : editing}
      saving={save.isPending}
      mutation={save}
      onCancel={onClose}
      onSave={(code, rules) =>
        save.mutate({ id: editing === 'new' ? null : editing.id, code, rules }, { onSuccess: onClose })
      }
    />
  </Modal>
);
