import { type Company, type CompanyPresence, companyStatusLabels } from '@backoffice/shared';
import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CompanyLinks } from './company-links.tsx';
import { CompanyStatusMenu, statusColors } from './company-status-menu.tsx';
import { openLabel } from './open-label.ts';
import { ScreenPresenceBadge } from './screen-presence-badge.tsx';

export { openLabel };

export const CompanyCard = ({ company, presence }: { company: Company; presence?: CompanyPresence }) => {
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
              <ScreenPresenceBadge company={company} presence={presence} />
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
