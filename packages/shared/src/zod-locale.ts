import { config } from 'zod/v4/core';
import es from 'zod/v4/locales/es.js';

// Every validation message a person reads is Spanish, on both ends. Only zod's core and the one locale are
// imported here, so that the web app's first load does not carry the schema library.
config(es());
// The browser parses without JIT: zod's `new Function` probe is refused by the server's CSP (see zod-setup.ts). Set
// here too because this is the web app's first import, before any chunk builds a schema.
if (typeof document !== 'undefined') config({ jitless: true });
