import { Stack } from '@mantine/core';
import { Page } from '../../../components/page.tsx';
import { useCompany } from '../api/get-company.ts';
import { CompanyProfileForm } from '../components/company-profile-form.tsx';
import { CompanyQueryState } from '../components/company-query-state.tsx';
import { OpenStateControl } from '../components/open-state-control.tsx';
import { useManagedCompanyId } from '../hooks/use-managed-company-id.ts';

/** /information: the signed-in company's profile and open state. */
const InformationPage = () => {
  const query = useCompany(useManagedCompanyId());
  return (
    <Page title="Información">
      <CompanyQueryState query={query}>
        {(company) => (
          <Stack gap="md">
            <OpenStateControl company={company} />
            <CompanyProfileForm company={company} />
          </Stack>
        )}
      </CompanyQueryState>
    </Page>
  );
};

export default InformationPage;
