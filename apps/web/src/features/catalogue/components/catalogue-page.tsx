import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { SegmentedRadios } from '../../../components/segmented-radios.tsx';
import { useCompanyProfile } from '../api/get-company-profile.ts';
import type { CatalogueScope } from '../hooks/use-catalogue-scope.ts';

type CataloguePageProps = {
  scope: CatalogueScope;
  title: string;
  actions?: ReactNode;
  /** The switch between menu, products and additions. */
  withTabs?: boolean;
  children: ReactNode;
};

/** A catalogue screen: the route's title, the managed company's name for a partner, and the section switch. */
export const CataloguePage = ({ scope, title, actions, withTabs, children }: CataloguePageProps) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const profile = useCompanyProfile(scope.companyId, scope.asPartner);
  const tabs = [
    { value: scope.paths.menu, label: 'Menú' },
    { value: scope.paths.list, label: 'Productos' },
    { value: scope.paths.additions, label: 'Complementos' },
  ];
  return (
    <Page title={title} actions={actions}>
      {(scope.asPartner || withTabs) && (
        <Stack gap="sm">
          {scope.asPartner && profile.data && (
            <Text c="dimmed" mt={-12}>
              {profile.data.name} · {profile.data.city}
            </Text>
          )}
          {withTabs && (
            <SegmentedRadios
              label="Secciones del catálogo"
              options={tabs}
              value={pathname}
              onChange={(path) => navigate(path)}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
        </Stack>
      )}
      {children}
    </Page>
  );
};
