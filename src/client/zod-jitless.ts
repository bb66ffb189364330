import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` before its first object parse, to compile a fast path. The
 * site's CSP has no 'unsafe-eval', so the probe logs a script-src violation on every page that
 * parses an API answer. Every browser entry imports this module first: zod then never tries eval.
 */
z.config({ jitless: true });
