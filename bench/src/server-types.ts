// The benchmarks import the server's own code (migrations, seed, repositories). Some of it relies on
// the request decorations the auth plugin declares for Fastify; bring that declaration into this
// program's type check too (no code runs).
import type {} from '../../apps/server/src/platform/auth/plugin.ts';
