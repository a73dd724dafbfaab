import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { paths } from '../../lib/api-types.gen.ts';

export type Option = { value: string; label: string };
/** Options known up front, or a hook that loads them (called once per rendered field). */
export type OptionsSource = Option[] | (() => { options: Option[]; loading: boolean });

type FieldBase = {
  /** Key in the form values (and usually in the request body). */
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  /** Spans both columns of the form on wide screens. */
  wide?: boolean;
};

/** What a form shows for one value; `money` holds cents and shows pesos. */
export type EntityField = FieldBase &
  (
    | { kind: 'text' | 'textarea' | 'phone' | 'email'; placeholder?: string; maxLength?: number }
    | { kind: 'number'; min?: number; max?: number; suffix?: string }
    | { kind: 'money' }
    | { kind: 'date' }
    | { kind: 'switch' }
    | { kind: 'select' | 'multiselect'; options: OptionsSource; placeholder?: string; clearable?: boolean }
    | { kind: 'image' }
    /** A point on the map: the value is { lat, lng } or null. */
    | { kind: 'location' }
  );

export type EntityColumn<T> = {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  /** Shown in the phone card as well as in the table. */
  primary?: boolean;
  /** Renders a control of its own (a switch): on a phone it sits beside the card's open button, never inside it. */
  interactive?: boolean;
  align?: 'left' | 'right';
};

export type EntityFilter = { name: string; label: string; options: OptionsSource };

export type FormValues = Record<string, unknown>;

/** The list query every kind shares; filters add their own keys. */
export type EntityQuery = { search: string; limit: number; offset: number; filters: Record<string, string> };

type Has<P extends keyof paths, M extends 'get' | 'post' | 'put' | 'delete'> = undefined extends paths[P][M]
  ? false
  : true;
/**
 * A path of the API without its `/api` prefix (as apiRequest takes it), checked against the OpenAPI document
 * (decision 059): a list path answers GET; an entity path answers GET, POST, PUT and DELETE.
 */
export type EntityListPath = {
  [P in keyof paths]: P extends `/api${infer Rest}` ? (Has<P, 'get'> extends true ? Rest : never) : never;
}[keyof paths];
export type EntityPath = {
  [P in keyof paths]: P extends `/api${infer Rest}`
    ? [Has<P, 'get'>, Has<P, 'post'>, Has<P, 'put'>, Has<P, 'delete'>] extends [true, true, true, true]
      ? Rest
      : never
    : never;
}[keyof paths];
type JsonAnswer<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer A } } } };
}
  ? A
  : never;
/**
 * The list paths whose answer is a page of items the screen can read as `T` (`{ items: T[]; total }`): a definition
 * whose item type the API does not answer, or whose list answers something else, does not build (decision 059).
 */
export type ListPathOf<T> = {
  [P in EntityListPath]: JsonAnswer<`/api${P}`> extends { items: T[]; total: number } ? P : never;
}[EntityListPath];

/**
 * Where a kind lives in the API: `path` (e.g. "/bases") takes the writes and, without `listPath`, answers the page of
 * items; `listPath` when the paged list is elsewhere (e.g. "/riders/list").
 */
type EntityPaths<T> =
  | { path: EntityPath & ListPathOf<T>; listPath?: never }
  | { path: EntityPath; listPath: ListPathOf<T> };

/**
 * One entity kind on the shared list-and-form screen (seed section 2: "the same list screen, one per
 * entity kind"). The API follows one shape per kind: GET path (a page), POST path, PUT path?ID=, DELETE path?ID=.
 */
export type EntityDefinition<T extends { id: string }> = {
  /** Query-cache key and test-id prefix, e.g. "bases". */
  kind: string;
  title: string;
  /** "base", "gasto": used in "Nueva base", "Editar gasto". */
  singular: string;
  /** Grammatical gender of the singular, for "Nueva"/"Nuevo". */
  feminine?: boolean;
  searchPlaceholder: string;
  empty: { title: string; description: string };
  columns: EntityColumn<T>[];
  filters?: EntityFilter[];
  fields: EntityField[];
  /** The form's starting values: from the item being edited, or for a new one. */
  toValues: (item: T | null) => FormValues;
  /** The request body from the form's values. */
  toBody: (values: FormValues, item: T | null) => unknown;
  /**
   * The shared Zod schema of the body, so the form says what the API would say before sending. A dynamic import:
   * the schema and zod download when the form opens, not with the list (decision 057).
   */
  schema?: () => Promise<z.ZodType>;
  /** Optional: whether the signed-in account may change this item (read-only rows open a view). */
  canEdit?: (item: T) => boolean;
  /** Whether the account may create or remove items of this kind at all. */
  canCreate?: boolean;
  canRemove?: (item: T) => boolean;
  removeConfirm: (item: T) => string;
  /** Extra content above the list (totals, a chart), fed the list's query. */
  header?: (query: EntityQuery) => ReactNode;
  /** Extra buttons beside "Nuevo…" (e.g. a CSV export), fed the list's query. */
  actions?: (query: EntityQuery) => ReactNode;
} & EntityPaths<T>;
