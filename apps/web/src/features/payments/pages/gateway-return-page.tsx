import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { usePaymentStatus } from '../api/checkout.ts';

/**
 * Where Mercado Pago brings the browser back (seed section 7). What the URL says is not trusted: the screen
 * shows our payment's state, which only the gateway's signed notification changes, and waits for it.
 */
const GatewayReturnPage = () => {
  const [params] = useSearchParams();
  const id = params.get('external_reference') ?? '';
  const payment = usePaymentStatus(id);
  const back = (
    <Button component={Link} to="/payments" variant="light">
      Volver a Pagos
    </Button>
  );
  const body = !id ? (
    <Alert color="yellow" variant="light" title="No sabemos qué pago revisar">
      La pasarela no indicó el pago. Revisa tu historial de pagos.
    </Alert>
  ) : payment.isPending ? (
    <Loader aria-label="Consultando el pago" />
  ) : payment.isError ? (
    <ErrorState error={payment.error} onRetry={() => payment.refetch()} />
  ) : payment.data.status === 'paid' ? (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title="¡Pago recibido!"
      data-testid="payment-result"
    >
      {`Mercado Pago confirmó tu pago de ${formatMoney(payment.data.amount)}. Ya está aplicado a tu saldo.`}
    </Alert>
  ) : payment.data.status === 'review' ? (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title="Pago por revisar"
      data-testid="payment-result"
    >
      {`Mercado Pago cobró ${
        payment.data.captured
          ? formatMoney(payment.data.captured.amount, payment.data.captured.currency)
          : 'un importe distinto'
      } en lugar de ${formatMoney(payment.data.amount)}. No lo aplicamos a tu saldo: tu socio lo revisará.`}
    </Alert>
  ) : payment.data.status === 'refunded' || payment.data.status === 'charged_back' ? (
    <Alert color="gray" variant="light" title="Pago devuelto" data-testid="payment-result">
      {`Este pago se ${payment.data.status === 'refunded' ? 'reembolsó' : 'revirtió por un contracargo'}; el importe volvió a tu saldo.`}
    </Alert>
  ) : payment.data.status === 'failed' ? (
    <Alert
      color="red"
      variant="light"
      icon={<IconCircleX size={20} />}
      title="El pago no se completó"
      data-testid="payment-result"
    >
      Mercado Pago no aprobó el pago. No se cobró nada; puedes intentarlo de nuevo.
    </Alert>
  ) : (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClock size={20} />}
      title="Esperando la confirmación"
      data-testid="payment-result"
    >
      <Stack gap={4}>
        <Text size="sm">
          {params.get('status') === 'approved'
            ? 'Mercado Pago aprobó el cobro; en cuanto nos lo confirme lo aplicaremos a tu saldo.'
            : 'Tu pago está en proceso. Lo aplicaremos en cuanto Mercado Pago lo confirme.'}
        </Text>
        <Text size="xs" c="dimmed">
          Esta pantalla se actualiza sola.
        </Text>
      </Stack>
    </Alert>
  );
  return (
    <Page title="Resultado del pago">
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="md" align="flex-start">
          {body}
          {back}
        </Stack>
      </Paper>
    </Page>
  );
};

export default GatewayReturnPage;
