import {
  type ProductCreateBody,
  type ProductInput,
  type ProductUpdateBody,
  productInputSchema,
} from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { yieldToOthers } from '../../plugins/heavy-work.ts';
import { countWithinCap } from '../../shared/bounded-list.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { allReachable, reachableCompany, reachableRow } from '../companies/companies.service.ts';
import { checkAdditionGroups, type FieldError, stockColumns } from './product-rules.ts';
import {
  companyProducts,
  companyProductsWhere,
  deleteProductRows,
  findProduct,
  findProducts,
  insertProductList,
  insertProducts,
  type ProductInsert,
  type ProductRow,
  updateProductRow,
} from './products.queries.ts';

const invalid = (errors: FieldError[]) => badRequest('Revisa los datos enviados.', errors);

/** The product if the account may reach its company; 404 otherwise. */
export const reachableProduct = async (db: Db, auth: SignedIn, id: string) =>
  reachableRow(db, auth, await findProduct(db, id), 'No encontramos ese producto.');

export const companyCatalogue = async (db: Db, auth: SignedIn, companyId: string) => {
  await reachableCompany(db, auth, companyId);
  await countWithinCap(db, 'catalogue', products, companyProductsWhere(companyId));
  return companyProducts(db, companyId);
};

/** Checks one product row against its company and returns the columns to store, or its field errors. */
const prepareRow = async (
  db: Db,
  company: { id: string; timezone: string },
  input: ProductInput,
  fieldPrefix: string,
): Promise<{ values: ProductInsert; errors: FieldError[] }> => {
  const { groups, errors } = await checkAdditionGroups(db, company.id, input.additionGroups, fieldPrefix);
  const { outOfStock, unavailableUntil, available, image, ...rest } = input;
  return {
    errors,
    values: {
      ...rest,
      image: image ?? null,
      companyId: company.id,
      additionGroups: groups,
      available: true,
      ...stockColumns({ outOfStock, unavailableUntil, available }, company.timezone),
    },
  };
};

export const createProduct = async (db: Db, auth: SignedIn, body: ProductCreateBody) => {
  const { company: companyId, ...input } = body;
  const company = await reachableCompany(db, auth, companyId);
  const { values, errors } = await prepareRow(db, company, input, 'body');
  if (errors.length > 0) throw invalid(errors);
  const [row] = await insertProducts(db, [values]);
  return row;
};

export const updateProduct = async (db: Db, auth: SignedIn, id: string, body: ProductUpdateBody) => {
  const product = await reachableProduct(db, auth, id);
  const company = await reachableCompany(db, auth, product.companyId);
  const { outOfStock, unavailableUntil, available, additionGroups, ...rest } = body;
  const kind = body.kind ?? product.kind;
  const groups = additionGroups ?? product.additionGroups;
  if (kind === 'addition' && groups.length > 0) {
    throw invalid([
      additionGroups
        ? { field: 'body.additionGroups', message: 'Una adición no puede tener grupos de adiciones' }
        : { field: 'body.kind', message: 'Quita primero los grupos de adiciones de este producto' },
    ]);
  }
  const values: Partial<ProductInsert> = {
    ...rest,
    ...stockColumns({ outOfStock, unavailableUntil, available }, company.timezone),
  };
  if (additionGroups) {
    const checked = await checkAdditionGroups(db, company.id, additionGroups, 'body');
    if (checked.errors.length > 0) throw invalid(checked.errors);
    values.additionGroups = checked.groups;
  }
  return updateProductRow(db, id, values);
};

/**
 * Bulk import, all or nothing: every row is validated and, if any has an error, nothing is saved
 * and the answer lists every error by row (`field` starts with `body.products.<index>`).
 */
export const importProducts = async (db: Db, auth: SignedIn, companyId: string, rows: unknown[]) => {
  const company = await reachableCompany(db, auth, companyId);
  const prepared: ProductInsert[] = [];
  const errors: (FieldError & { index: number })[] = [];
  for (const [index, raw] of rows.entries()) {
    if (index > 0 && index % 100 === 0) await yieldToOthers();
    const prefix = `body.products.${index}`;
    const parsed = productInputSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ index, field: [prefix, ...issue.path.map(String)].join('.'), message: issue.message });
      }
      continue;
    }
    const row = await prepareRow(db, company, parsed.data, prefix);
    errors.push(...row.errors.map((error) => ({ index, ...error })));
    prepared.push(row.values);
  }
  if (errors.length > 0) {
    throw badRequest(
      `No se importó ningún producto: ${new Set(errors.map((error) => error.index)).size} fila(s) con errores.`,
      errors,
    );
  }
  return insertInChunks(db, prepared);
};

/** Rows per insert of an import: about 5 ms each on the embedded database, where a statement holds the API's thread. */
const IMPORT_CHUNK = 100;

/**
 * An import's rows, already valid, saved in statements of IMPORT_CHUNK rows with a turn for other requests before
 * each: not one transaction, which on the embedded database would hold its only connection for the whole import.
 * All or nothing still holds: if a later chunk fails, the rows already saved are deleted before the error is
 * thrown. A reader of the catalogue may glimpse a partial import for those milliseconds (decision 038).
 */
const insertInChunks = async (db: Db, prepared: ProductInsert[]) => {
  const saved: ProductRow[] = [];
  try {
    for (let start = 0; start < prepared.length; start += IMPORT_CHUNK) {
      await yieldToOthers();
      saved.push(...(await insertProductList(db, prepared.slice(start, start + IMPORT_CHUNK))));
    }
  } catch (error) {
    if (saved.length > 0)
      await deleteProductRows(
        db,
        saved.map((row) => row.id),
      );
    throw error;
  }
  return saved;
};

/** Bulk detail (archived ones included, for old orders); every id must be reachable, else 404. */
export const productsIn = async (db: Db, auth: SignedIn, ids: string[]) =>
  allReachable(db, auth, ids, await findProducts(db, [...new Set(ids)]), 'No encontramos alguno de los productos.');
