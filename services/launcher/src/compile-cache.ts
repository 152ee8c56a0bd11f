import * as nodeModule from 'node:module';

// Imported first by main.ts: V8 keeps the code it compiled on disk (NODE_COMPILE_CACHE, or the
// system temporary folder), so a restart skips compiling the ~2,000 modules it loads again.
// Node 22.1 and later; an older runtime starts without it.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
