import { type AdCampaign, adPlacementLabels } from '@backoffice/shared';
import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { campaignDates, phaseBadge } from '../lib/ad-campaign.ts';
import { formatMoney } from '../lib/money.ts';

type Props = { campaign: AdCampaign; showCompany?: boolean; children?: ReactNode };

/** One campaign as both sides read it: creative, placement, dates, price and where it stands. */
export const AdCampaignCard = ({ campaign, showCompany, children }: Props) => {
  const badge = phaseBadge(campaign.phase);
  return (
    <Paper withBorder radius="md" p="md" data-testid="ad-campaign" data-phase={campaign.phase}>
      <Stack gap="sm">
        <Image
          src={campaign.image}
          alt={`Imagen del anuncio «${campaign.title}»`}
          radius="sm"
          h={120}
          fit="cover"
          fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10' fill='%23eee'/></svg>"
        />
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {showCompany && (
              <Text size="xs" c="dimmed" fw={600}>
                {campaign.companyName}
              </Text>
            )}
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {campaign.title}
            </Text>
          </Stack>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="gray">
            {adPlacementLabels[campaign.placement]}
          </Badge>
          <Text size="sm">{campaignDates(campaign.startDate, campaign.endDate)}</Text>
        </Group>
        <Text size="sm">
          {`${campaign.days} ${campaign.days === 1 ? 'día' : 'días'} × ${formatMoney(campaign.dailyPrice)} = `}
          <b>{formatMoney(campaign.price)}</b>
        </Text>
        {campaign.phase === 'rejected' && campaign.rejectionReason && (
          <Text size="sm" c="red.8">
            Motivo del rechazo: {campaign.rejectionReason}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
};
