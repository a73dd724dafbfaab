import { type Company, companyStatusLabels } from '@backoffice/shared';
import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { clockIn } from '../lib/format.ts';
import { CompanyLinks } from './company-links.tsx';
import { CompanyStatusMenu, statusColors } from './company-status-menu.tsx';

export const openLabel = (company: Company) => {
  if (company.pausedUntil)
    return { label: `Pausado hasta ${clockIn(company.pausedUntil, company.timezone)}`, color: 'orange' };
  if (company.openNow) return { label: 'Abierto ahora', color: 'green' };
  if (company.open) return { label: 'Fuera de horario', color: 'gray' };
  return { label: 'Cerrado', color: 'red' };
};

export const CompanyCard = ({ company }: { company: Company }) => {
  const open = openLabel(company);
  return (
    <Paper withBorder p="md" radius="md" role="article" aria-label={company.name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={company.logo} alt="" radius="md" size="lg" color="brand">
            {company.name.slice(0, 1)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/company/${company.id}`} fw={700} lineClamp={1}>
              {company.name}
            </Anchor>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {company.address || `${company.city}, ${company.state}`}
            </Text>
            <Group gap={6}>
              <Badge color={statusColors[company.status]} variant="light" data-testid="company-status">
                {companyStatusLabels[company.status]}
              </Badge>
              <Badge color={open.color} variant="dot">
                {open.label}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs">
          <CompanyLinks id={company.id} />
          <CompanyStatusMenu company={company} />
        </Group>
      </Stack>
    </Paper>
  );
};
