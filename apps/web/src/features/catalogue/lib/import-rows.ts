import { MAX_IMPORT_ROWS, type ProductKind, productInputSchema } from '@backoffice/shared';
import { parseDelimited } from './csv.ts';
import { pesosToCents } from './money-input.ts';

export type ImportColumn = 'nombre' | 'descripción' | 'precio' | 'sección' | 'tipo';
export type RowError = { column: ImportColumn | null; message: string };

/** What POST /products/list receives for one row. */
export type ImportProductBody = {
  name: string;
  description: string;
  price: number;
  section: string;
  kind: ProductKind;
};

export type ImportRow = {
  /** Line of the sheet, the header being line 1, so people find it in their file. */
  line: number;
  cells: Record<ImportColumn, string>;
  body: ImportProductBody | null;
  errors: RowError[];
};

export type ImportReading = { rows: ImportRow[]; error?: string };

export const IMPORT_COLUMNS: ImportColumn[] = ['nombre', 'descripción', 'precio', 'sección', 'tipo'];
export const IMPORT_TEMPLATE =
  'nombre,descripción,precio,sección,tipo\nTaco de suadero,Con cebolla y cilantro,28.50,Tacos,producto\nQueso extra,,12,Extras,complemento';

const simplify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const HEADER_ALIASES: Record<string, ImportColumn> = {
  nombre: 'nombre',
  name: 'nombre',
  producto: 'nombre',
  descripcion: 'descripción',
  description: 'descripción',
  precio: 'precio',
  price: 'precio',
  seccion: 'sección',
  section: 'sección',
  categoria: 'sección',
  tipo: 'tipo',
  kind: 'tipo',
  type: 'tipo',
};

const KIND_ALIASES: Record<string, ProductKind> = {
  producto: 'product',
  product: 'product',
  complemento: 'addition',
  adicion: 'addition',
  addition: 'addition',
  extra: 'addition',
};

const FIELD_COLUMNS: Record<string, ImportColumn> = {
  name: 'nombre',
  description: 'descripción',
  price: 'precio',
  section: 'sección',
  kind: 'tipo',
};

/**
 * One sheet row: the cells read as the API's product (price in cents, a Spanish or English kind), then checked by
 * the API's own schema (`productInputSchema`), so a row says what the import would answer for it.
 */
const checkRow = (
  cells: Record<ImportColumn, string>,
  defaultKind: ProductKind,
): Pick<ImportRow, 'body' | 'errors'> => {
  const errors: RowError[] = [];
  const price = pesosToCents(cells.precio);
  if (price.error) errors.push({ column: 'precio', message: price.error });
  const kind = cells.tipo.trim() === '' ? defaultKind : KIND_ALIASES[simplify(cells.tipo)];
  if (!kind) errors.push({ column: 'tipo', message: 'El tipo debe ser «producto» o «complemento»' });
  const checked = productInputSchema.safeParse({
    name: cells.nombre,
    description: cells.descripción,
    price: price.cents ?? 0,
    section: cells.sección.trim() || 'General',
    kind: kind ?? 'product',
  });
  for (const issue of checked.error?.issues ?? []) {
    const column = FIELD_COLUMNS[String(issue.path[0] ?? '')] ?? null;
    if (!errors.some((error) => error.column === column)) errors.push({ column, message: issue.message });
  }
  const order = (error: RowError) => IMPORT_COLUMNS.indexOf(error.column as ImportColumn);
  errors.sort((a, b) => order(a) - order(b));
  if (errors.length > 0 || !checked.success || !kind) return { body: null, errors };
  const { name, description, section } = checked.data;
  return { body: { name, description, price: checked.data.price, section, kind }, errors };
};

/** Reads pasted or uploaded CSV/TSV text with a header row into checked rows; an empty "tipo" is `defaultKind`. */
export const readImportText = (text: string, defaultKind: ProductKind = 'product'): ImportReading => {
  const [header, ...lines] = parseDelimited(text);
  if (!header) return { rows: [], error: 'Pega o sube un archivo con una fila de encabezados y al menos un producto.' };
  const columns = header.map((cell) => HEADER_ALIASES[simplify(cell)] ?? null);
  const missing = (['nombre', 'precio'] as const).filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      error:
        missing.length === 1
          ? `Falta la columna «${missing[0]}» en la primera fila.`
          : 'Faltan las columnas «nombre» y «precio» en la primera fila.',
    };
  }
  if (lines.length === 0) return { rows: [], error: 'El archivo no tiene productos debajo de los encabezados.' };
  if (lines.length > MAX_IMPORT_ROWS) {
    return { rows: [], error: `Importa como máximo ${MAX_IMPORT_ROWS} productos a la vez.` };
  }
  const rows = lines.map((values, index) => {
    const cells = { nombre: '', descripción: '', precio: '', sección: '', tipo: '' };
    columns.forEach((column, position) => {
      if (column) cells[column] = values[position] ?? '';
    });
    return { line: index + 2, cells, ...checkRow(cells, defaultKind) };
  });
  return { rows };
};

export const importableRows = (rows: ImportRow[]) =>
  rows.filter((row): row is ImportRow & { body: ImportProductBody } => row.body !== null);

type ApiRowError = { index?: number; field?: string; message?: string };

/**
 * Puts the API's per-row errors (`field: body.products.<i>.<path>`, i being the position among the
 * rows sent) back on the sheet rows they came from.
 */
export const withApiErrors = (rows: ImportRow[], sent: ImportRow[], details: unknown): ImportRow[] => {
  if (!Array.isArray(details)) return rows;
  const extra = new Map<number, RowError[]>();
  for (const detail of details as ApiRowError[]) {
    const match = /^body\.products\.(\d+)\.?([^.]*)/.exec(detail.field ?? '');
    const index = detail.index ?? (match ? Number(match[1]) : undefined);
    const row = index === undefined ? undefined : sent[index];
    if (!row) continue;
    const column = FIELD_COLUMNS[match?.[2] ?? ''] ?? null;
    extra.set(row.line, [...(extra.get(row.line) ?? []), { column, message: detail.message ?? 'Fila no válida' }]);
  }
  // A row the API refused is left out of the next attempt, like a row the client refused.
  return rows.map((row) => {
    const errors = extra.get(row.line);
    return errors ? { ...row, body: null, errors: [...row.errors, ...errors] } : row;
  });
};
