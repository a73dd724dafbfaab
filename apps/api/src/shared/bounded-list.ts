import { LIST_CAPS, type ListCapName } from '@backoffice/shared/list-caps';
import { AppError } from '../errors.ts';

const WHAT: Record<ListCapName, string> = {
  companies: 'comercios',
  catalogue: 'productos y adiciones',
  promos: 'promociones',
  zones: 'zonas',
  riders: 'repartidores',
  adDays: 'días de campaña',
};

/** 400 `list_too_long`: a list answered whole passed its documented maximum (decision 053). */
export const listTooLong = (name: ListCapName) =>
  new AppError(
    400,
    'list_too_long',
    `Esta lista pasa del máximo de ${LIST_CAPS[name]} ${WHAT[name]} que se muestran juntos. Escríbenos a soporte para dividirla.`,
    { cap: LIST_CAPS[name] },
  );

/** The rows if they are within the list's cap; refused otherwise. */
export const withinCap = <T>(name: ListCapName, rows: T[]): T[] => {
  if (rows.length > LIST_CAPS[name]) throw listTooLong(name);
  return rows;
};

/** For a list read by ids: refused before any row is read when the ids already pass the cap. */
export const idsWithinCap = (name: ListCapName, ids: string[]) => withinCap(name, ids);
