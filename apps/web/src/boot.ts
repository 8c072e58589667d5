import { z } from 'zod';

// Zod probes `new Function` when it builds its first object schema, and the Content-Security-Policy
// (no 'unsafe-eval') reports each probe as a violation. The app's modules build schemas as they
// load, so they are loaded only once zod is told not to probe (main.tsx, and everything it imports,
// the contract among them).
z.config({ jitless: true });
await import('./main.tsx');
