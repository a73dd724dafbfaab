import type { AdPrices } from '@backoffice/shared';
import { Center, Loader, Modal } from '@mantine/core';
import { lazyPart } from '../../../components/lazy-part.tsx';

// The form, its schema and @mantine/form load when a campaign is first asked for, not with the ads screen
// (decision 057).
const RequestCampaignForm = lazyPart(
  () => import('./request-campaign-form.tsx').then((module) => module.RequestCampaignForm),
  <Center py="lg">
    <Loader size="sm" aria-label="Cargando formulario" />
  </Center>,
);

type Props = { company: string; today: string; prices: AdPrices; onClose: () => void };

/** The company asks for a campaign; the price comes from its partner's list and is charged once approved. */
export const RequestCampaignModal = (props: Props) => (
  <Modal opened onClose={props.onClose} title="Pedir una campaña" size="lg" fullScreen={false}>
    <RequestCampaignForm {...props} />
  </Modal>
);
