import { z } from 'zod';
import { idSchema } from './ids.ts';

export const productKinds = ['product', 'addition'] as const;
export type ProductKind = (typeof productKinds)[number];

/** "today": out of stock until the end of the company's day; "indefinite": until switched on again. */
export const outOfStockValues = ['today', 'indefinite'] as const;
export type OutOfStock = (typeof outOfStockValues)[number];

export const MAX_IMPORT_ROWS = 500;

const price = z
  .number({ error: 'Escribe el precio en centavos' })
  .int({ error: 'El precio es un número entero de centavos' })
  .min(0, { error: 'El precio no puede ser negativo' })
  .max(100_000_000, { error: 'El precio es demasiado grande' });

export const additionGroupSchema = z
  .object({
    /** Kept when sent; generated when missing. */
    id: z.string().trim().min(1).max(100).optional(),
    name: z.string().trim().min(1, { error: 'Escribe el nombre del grupo' }).max(120),
    required: z.boolean().default(false),
    min: z.number().int().min(0, { error: 'El mínimo no puede ser negativo' }).default(0),
    max: z.number().int().min(1, { error: 'El máximo debe ser al menos 1' }),
    additions: z
      .array(z.object({ product: idSchema, price: price.optional() }))
      .min(1, { error: 'Agrega al menos una adición al grupo' })
      .max(100),
  })
  .superRefine((group, ctx) => {
    if (group.min > group.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'El mínimo no puede ser mayor que el máximo' });
    }
    if (group.max > group.additions.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'El máximo no puede ser mayor que el número de adiciones del grupo',
      });
    }
    if (group.required && group.min < 1) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'Un grupo obligatorio debe pedir al menos 1 adición' });
    }
    const seen = new Set<string>();
    group.additions.forEach((addition, index) => {
      if (seen.has(addition.product)) {
        ctx.addIssue({ code: 'custom', path: ['additions', index, 'product'], message: 'Esta adición está repetida' });
      }
      seen.add(addition.product);
    });
  });
export type AdditionGroupInput = z.input<typeof additionGroupSchema>;

const productFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el nombre del producto' })
    .max(120, { error: 'El nombre admite como máximo 120 caracteres' }),
  description: z.string().trim().max(1000, { error: 'La descripción admite como máximo 1000 caracteres' }),
  price,
  image: z
    .string()
    .trim()
    .max(1000)
    .regex(/^(\/api\/uploads\/|https?:\/\/)/, { error: 'Sube la imagen o escribe una dirección http(s)' })
    .nullable(),
  section: z
    .string()
    .trim()
    .min(1, { error: 'Escribe la sección' })
    .max(80, { error: 'La sección admite como máximo 80 caracteres' }),
  position: z.number().int().min(0).max(100_000),
  kind: z.enum(productKinds, { error: 'El tipo debe ser product o addition' }),
  available: z.boolean(),
  /** ISO instant; while in the future the product is out of stock. */
  unavailableUntil: z.iso.datetime({ offset: true, error: 'Fecha ISO no válida' }).nullable(),
  /** Convenience that wins over available/unavailableUntil: null = in stock. */
  outOfStock: z.enum(outOfStockValues, { error: 'outOfStock debe ser today, indefinite o null' }).nullable(),
  additionGroups: z.array(additionGroupSchema).max(30),
};

const checkGroups = (
  product: { kind?: ProductKind; additionGroups?: unknown[] },
  ctx: { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void },
) => {
  if (product.kind === 'addition' && (product.additionGroups?.length ?? 0) > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['additionGroups'],
      message: 'Una adición no puede tener grupos de adiciones',
    });
  }
};

/** A product row without its company (bulk import rows, and the base of the other bodies). */
export const productInputSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    image: productFields.image.optional(),
    section: productFields.section.default('General'),
    position: productFields.position.default(0),
    kind: productFields.kind.default('product'),
    available: productFields.available.optional(),
    unavailableUntil: productFields.unavailableUntil.optional(),
    outOfStock: productFields.outOfStock.optional(),
    additionGroups: productFields.additionGroups.default([]),
  })
  .superRefine(checkGroups);
export type ProductInput = z.infer<typeof productInputSchema>;

export const productCreateBodySchema = z
  .object({ company: idSchema, ...productInputSchema.shape })
  .superRefine(checkGroups);
export type ProductCreateBody = z.infer<typeof productCreateBodySchema>;

/** PUT /products?ID=: only the fields sent change; `archived: true` removes it from the menu. */
export const productUpdateBodySchema = z
  .object({ ...productFields, archived: z.boolean() })
  .partial()
  .superRefine(checkGroups);
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

export const productImportBodySchema = z.object({
  company: idSchema,
  products: z
    .array(z.unknown())
    .min(1, { error: 'La lista no tiene productos' })
    .max(MAX_IMPORT_ROWS, { error: `Importa como máximo ${MAX_IMPORT_ROWS} productos a la vez` }),
});

const fieldError = z.object({ field: z.string(), message: z.string() });
export const productImportRowSchema = z.object({
  index: z.number().int(),
  ok: z.boolean(),
  id: z.string().optional(),
  errors: z.array(fieldError).optional(),
});

export const additionGroupOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  min: z.number(),
  max: z.number(),
  additions: z.array(z.object({ product: z.string(), price: z.number().optional() })),
});

/** A product as the API answers it; `available` already accounts for an expired unavailableUntil. */
export const productSchema = z.object({
  id: z.string(),
  company: z.string(),
  kind: z.enum(productKinds),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  section: z.string(),
  position: z.number().int(),
  available: z.boolean(),
  outOfStock: z.enum(outOfStockValues).nullable(),
  unavailableUntil: z.string().nullable(),
  additionGroups: z.array(additionGroupOutSchema),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const companyCatalogueSchema = z.object({
  products: z.array(productSchema),
  additions: z.array(productSchema),
});

export const productImportResultSchema = z.object({
  created: z.number().int(),
  results: z.array(productImportRowSchema),
  products: z.array(productSchema),
});
