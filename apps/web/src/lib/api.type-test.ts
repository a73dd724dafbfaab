import type { Base, Expense, RiderDetail } from '@backoffice/shared';
import type { EntityListPath, EntityPath, ListPathOf } from '../components/entity-screen/entity-definition.ts';
import type { Api } from './api.ts';

/**
 * Calls the typed client must refuse (decision 059). Never run: `tsc -p apps/web` (npm run typecheck) compiles it, and
 * if the generated types turned loose (a path, query name or answer typed `any`), a `@ts-expect-error` would be unused
 * and the build would fail. `api.test.ts` checks at run time that this file is compiled.
 */
export const wrongCalls = async (api: Api) => {
  // @ts-expect-error there is no such route
  await api.GET('/api/empresas');
  // @ts-expect-error a path without the API prefix
  await api.GET('/companies/company', { params: { query: { id: 'x' } } });
  // @ts-expect-error reading a company needs its id
  await api.GET('/api/companies/company');
  // @ts-expect-error the query name is `id`, not `ID`
  await api.GET('/api/companies/company', { params: { query: { ID: 'x' } } });
  // @ts-expect-error the open switch is '0' or '1', not a number
  await api.PUT('/api/companies/open', { params: { query: { ID: 'x', open: 1 } } });
  // @ts-expect-error signing in needs a password
  await api.POST('/api/auth/login', { body: { email: 'a@b.mx' } });
  // @ts-expect-error POST is not a method of this path
  await api.POST('/api/companies/company', { params: { query: { id: 'x' } } });
  const company = await api.GET('/api/companies/company', { params: { query: { id: 'x' } } });
  // @ts-expect-error a company's name is text
  const name: number = company.name;
  // @ts-expect-error the answer has no such field
  const missing = company.nombre;
  const session = await api.POST('/api/auth/login', { body: { email: 'a@b.mx', password: 'x' } });
  // @ts-expect-error a session's type is one of the contract's account types
  const type: 'rider' = session.type;
  return [name, missing, type];
};

/** The shared list screen's paths are checked against the document too. */
export const entityPaths: [EntityPath, EntityListPath] = ['/bases', '/riders/list'];
// @ts-expect-error the riders' list answers only GET: not a path the list screen can create, edit and remove at
export const notAnEntity: EntityPath = '/riders/list';
// @ts-expect-error there is no such route
export const noSuchList: EntityListPath = '/sucursales';

/** A list screen's item type is checked against what its list path answers. */
export const listPaths: [ListPathOf<Base>, ListPathOf<RiderDetail>, ListPathOf<Expense>] = [
  '/bases',
  '/riders/list',
  '/expenses',
];
// @ts-expect-error the bases' list answers bases, not riders
export const wrongItems: ListPathOf<RiderDetail> = '/bases';
// @ts-expect-error a field the bases' list does not answer
export const missingField: ListPathOf<Base & { color: string }> = '/bases';
// @ts-expect-error GET /riders answers a plain list, not a page
export const notAPage: ListPathOf<RiderDetail> = '/riders';
