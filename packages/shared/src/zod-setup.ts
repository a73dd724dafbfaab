import { z } from 'zod';

// Zod probes `new Function` when an object schema is built, to compile a fast parser. In the browser the
// server's CSP (no 'unsafe-eval') refuses it: harmless, but reported as a violation on every page. So the
// browser parses without JIT; the server keeps it. This must run before any schema is built: index.ts
// imports it first.
if (typeof document !== 'undefined') z.config({ jitless: true });
