import { useParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context.tsx';
import { cataloguePaths, catalogueTitles } from '../lib/catalogue-paths.ts';

/**
 * Whose catalogue a screen shows: a partner's routes carry the company in the URL, a company
 * account works on its own (business.id).
 */
export const useCatalogueScope = () => {
  const { company } = useParams();
  const { business } = useAuth();
  const asPartner = company !== undefined;
  const companyId = company ?? business?.id ?? '';
  return {
    companyId,
    asPartner,
    paths: cataloguePaths(companyId, asPartner),
    titles: catalogueTitles(asPartner),
  };
};
export type CatalogueScope = ReturnType<typeof useCatalogueScope>;
