import { formatPhone, type WhatsappSession } from '@backoffice/shared';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp, IconLink, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { type SessionAction, useSessionAction } from '../api/whatsapp-session.ts';
import { closeReasonText, formatLinkedSince, linkLabel, retryText, statusBadge } from '../lib/whatsapp-state.ts';

/** The clock of the countdown: ticks every second only while a retry is pending. */
const useNow = (ticking: boolean) => {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
};

/**
 * The link itself: state, QR while linking, the linked number, and the three actions. `onChanged` asks the live
 * socket for the state after an action: a live event may have overtaken the action's own answer (linking without a
 * connection fails within milliseconds), and the socket's answer comes after it.
 */
export const SessionPanel = ({ session, onChanged }: { session: WhatsappSession; onChanged?: () => void }) => {
  const action = useSessionAction();
  const [confirming, setConfirming] = useState<'unlink' | 'relink' | null>(null);
  const badge = statusBadge(session);
  const linked = session.phone !== null;
  const retry = session.connecting && !linked ? session.retry : null;
  const now = useNow(Boolean(retry));

  const run = (which: SessionAction) =>
    action.mutate(which, {
      onSuccess: () => {
        setConfirming(null);
        onChanged?.();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'No se pudo completar', message: errorMessage(error) }),
    });

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <IconBrandWhatsapp size={22} />
            <Title order={4}>Tu número de WhatsApp</Title>
          </Group>
          <Badge color={badge.color} data-testid="whatsapp-status">
            {badge.label}
          </Badge>
        </Group>

        {session.closeReason && session.connection === 'close' && !session.connecting && (
          <Alert color={session.closeReason === 'unlinked' ? 'gray' : 'orange'} variant="light">
            {closeReasonText[session.closeReason]}
          </Alert>
        )}

        {retry && (
          <Alert color="orange" variant="light" role="status" data-testid="whatsapp-retry">
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" color="orange" />
              <Text size="sm">{retryText(retry, now)}</Text>
            </Group>
          </Alert>
        )}

        {linked && (
          <Text data-testid="whatsapp-linked">
            Vinculado con <b>{formatPhone(session.phone)}</b>
            {session.linkedAt && <> desde el {formatLinkedSince(session.linkedAt)}</>}.
            {session.connection === 'open'
              ? ' Los avisos a tus clientes salen desde este número.'
              : ' Reconectando; los mensajes esperan en cola.'}
          </Text>
        )}

        {session.connection !== 'open' && session.qr ? (
          <Stack align="center" gap="xs">
            <Text ta="center">
              En tu teléfono abre WhatsApp › Dispositivos vinculados › Vincular un dispositivo y escanea este código:
            </Text>
            <Center p="md" bg="white" style={{ borderRadius: 8 }}>
              <QRCodeSVG value={session.qr} size={240} aria-label="Código QR de WhatsApp" />
            </Center>
            <Text size="xs" c="dimmed">
              El código cambia cada pocos segundos; esta pantalla muestra siempre el vigente.
            </Text>
          </Stack>
        ) : session.connecting && !linked && !retry ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Preparando el código QR…
            </Text>
          </Group>
        ) : null}

        {!linked && !session.connecting && (
          <Text c="dimmed" size="sm">
            Vincula el número de tu operación para avisar a tus clientes cuando su pedido se acepta, va en camino, se
            entrega o se rechaza.
          </Text>
        )}

        <Group>
          {!linked && !session.connecting && (
            <Button leftSection={<IconLink size={16} />} onClick={() => run('link')} loading={action.isPending}>
              {linkLabel(session)}
            </Button>
          )}
          {linked && (
            <>
              <Button
                variant="light"
                color="red"
                leftSection={<IconLinkOff size={16} />}
                onClick={() => setConfirming('unlink')}
              >
                Desvincular
              </Button>
              <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setConfirming('relink')}>
                Volver a vincular
              </Button>
            </>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        centered
        title={confirming === 'unlink' ? 'Desvincular WhatsApp' : 'Volver a vincular'}
      >
        <Stack>
          <Text size="sm">
            {confirming === 'unlink'
              ? 'Se cerrará la sesión en WhatsApp y se borrarán las claves guardadas. Los mensajes a clientes dejarán de enviarse hasta que vuelvas a vincular.'
              : 'Se cerrará la sesión actual y aparecerá un código QR nuevo para vincular este u otro teléfono.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancelar
            </Button>
            <Button
              color={confirming === 'unlink' ? 'red' : undefined}
              loading={action.isPending}
              onClick={() => confirming && run(confirming)}
            >
              {confirming === 'unlink' ? 'Desvincular' : 'Volver a vincular'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
};
