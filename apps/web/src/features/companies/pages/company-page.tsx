import { companyStatusLabels } from '@backoffice/shared';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Page } from '../../../components/page.tsx';
import { useCompany } from '../api/get-company.ts';
import { CompanyLinks } from '../components/company-links.tsx';
import { CompanyProfileForm } from '../components/company-profile-form.tsx';
import { CompanyQueryState } from '../components/company-query-state.tsx';
import { CompanyStatusMenu, statusColors } from '../components/company-status-menu.tsx';
import { OpenStateControl } from '../components/open-state-control.tsx';
import { useManagedCompanyId } from '../hooks/use-managed-company-id.ts';

/** /company/:company: a partner edits one of its companies. */
const CompanyPage = () => {
  const query = useCompany(useManagedCompanyId());
  return (
    <Page title="Comercio">
      <CompanyQueryState query={query}>
        {(company) => (
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Stack gap={4}>
                <Group gap="xs">
                  <Title order={3}>{company.name}</Title>
                  <Badge color={statusColors[company.status]} variant="light" data-testid="company-status">
                    {companyStatusLabels[company.status]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {company.city}, {company.state}
                </Text>
              </Stack>
              <CompanyStatusMenu company={company} />
            </Group>
            <CompanyLinks id={company.id} size="sm" />
            <OpenStateControl company={company} aboutOther />
            <CompanyProfileForm company={company} />
          </Stack>
        )}
      </CompanyQueryState>
    </Page>
  );
};

export default CompanyPage;
