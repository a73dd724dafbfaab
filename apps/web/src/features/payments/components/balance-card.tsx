import type { CompanyLedger } from '@backoffice/shared';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { MutationError } from '../../../components/query-state.tsx';
import { useStartCheckout } from '../api/checkout.ts';
import { balanceWording } from '../lib/balance.ts';

/** The balance in words, and "Pagar" when the company owes and its partner's gateway is set. */
export const BalanceCard = ({ ledger }: { ledger: CompanyLedger }) => {
  const checkout = useStartCheckout();
  const wording = balanceWording(ledger.balance, ledger.company.currency);
  const color = wording.tone === 'owes' ? 'orange.8' : wording.tone === 'owed' ? 'green.8' : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Saldo actual
        </Text>
        <Text fz={{ base: 22, sm: 28 }} fw={700} c={color} data-testid="balance">
          {wording.text}
        </Text>
        {wording.tone === 'owes' &&
          (ledger.gatewayReady ? (
            <Group>
              <Button
                leftSection={<IconCreditCard size={18} />}
                loading={checkout.isPending || checkout.isSuccess}
                onClick={() => checkout.mutate(ledger.company.id)}
              >
                Pagar
              </Button>
              <Text size="sm" c="dimmed">
                Te llevaremos a Mercado Pago; el pago se acredita cuando Mercado Pago lo confirma.
              </Text>
            </Group>
          ) : (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title="Pago en línea no disponible">
              Tu socio todavía no configuró su cuenta de Mercado Pago. Mientras tanto puedes pagarle en efectivo o por
              transferencia; él registrará tu pago.
            </Alert>
          ))}
        <MutationError mutation={checkout} title="No pudimos iniciar el pago" />
      </Stack>
    </Paper>
  );
};
