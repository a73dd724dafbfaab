// A cell starting with one of these is a formula to a spreadsheet (CSV injection); a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text for a CSV cell that a spreadsheet shows as text and never runs as a formula. */
export const spreadsheetText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
