import { SimpleGrid } from '@mantine/core';
import { Page } from '../../../components/page.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { OpenSessions } from '../components/open-sessions.tsx';

/** Every account type's own security: password and open sessions (decisions 003 and 015). */
const AccountSecurityPage = () => (
  <Page title="Seguridad de la cuenta">
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChangePasswordForm />
      <OpenSessions />
    </SimpleGrid>
  </Page>
);

export default AccountSecurityPage;
