import type { RatingListItem } from '@backoffice/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/clock.ts';
import { replyLink } from '../lib/reply-link.ts';
import { Stars } from './stars.tsx';

/** One rating as the shop reads it, with a private answer by WhatsApp. */
export const RatingCard = ({ rating, showCompany }: { rating: RatingListItem; showCompany: boolean }) => {
  const link = replyLink(rating);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="rating-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stars value={rating.stars} />
          <Text size="xs" c="dimmed">
            {formatDateTime(rating.createdAt)}
          </Text>
        </Group>
        {rating.comment ? <Text size="sm">«{rating.comment}»</Text> : null}
        <Text size="sm" c="dimmed">
          Pedido #{rating.orderNumber}
          {showCompany ? ` · ${rating.companyName}` : ''} · {rating.customerName}
        </Text>
        {link ? (
          <Group>
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="light"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
            >
              Responder por WhatsApp
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
};
