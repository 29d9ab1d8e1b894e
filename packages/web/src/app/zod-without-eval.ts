import { z } from 'zod';

/**
 * The page runs under `script-src 'self'` without 'unsafe-eval' (docs/decisions.md "Content
 * Security Policy"). Zod compiles object parsers with `Function` when it may, and probes for that
 * with `Function('')`, which the browser blocks and reports as a violation. Parsing without the
 * compiled fast path is ample for call answers. Imported first by the entry: schemas read the
 * setting when they are built.
 */
z.config({ jitless: true });
