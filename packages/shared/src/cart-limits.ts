// A module without zod, so that the storefront's menu can read these limits without downloading the schemas'
// library (decision 057); cart-lines.ts re-exports them beside the schemas that use them.

/** The most units of one line; the back-office and storefront quantity inputs stop here too. */
export const MAX_LINE_QUANTITY = 99;
/** The longest kitchen note on a product line. */
export const MAX_LINE_NOTES = 300;
