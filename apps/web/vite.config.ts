import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The platform server during development (`npm run dev:server`). */
const SERVER_URL = 'http://127.0.0.1:3000';

/**
 * What a visit without a session runs first, besides the HTML's own script: the app (boot.ts imports
 * it once zod is configured) and the login route's screen (app/login-screens.ts: `login`).
 */
const FIRST_SCREEN = ['/src/main.tsx', '/src/features/login/LoginPages.tsx'];

/**
 * Preloads the first screen's code and links its styles from the HTML, beside the entry's own
 * imports, instead of fetching the app only once boot.ts runs and the login screen only once the
 * router asks for it: two round trips less before a phone shows the login page. Other pages fetch
 * the login screen too; it is small and then cached.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'cfc-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const reachable = (from: string, into = new Set<string>()) => {
          const chunk = bundle[from];
          if (into.has(from) || chunk?.type !== 'chunk') return into;
          into.add(from);
          for (const imported of chunk.imports) reachable(imported, into);
          return into;
        };
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const wanted = new Set<string>();
        for (const source of FIRST_SCREEN) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`O build não tem o chunk de ${source}.`);
          reachable(chunk.fileName, wanted);
        }
        // What the HTML's own script imports, the browser fetches anyway (the first screen's modules
        // are entries too, for the chunking below, but the HTML does not load them).
        const isFirstScreen = (chunk: { facadeModuleId: string | null }) =>
          FIRST_SCREEN.some((source) => chunk.facadeModuleId?.endsWith(source));
        const preloaded = new Set(
          chunks
            .filter((chunk) => chunk.isEntry && !isFirstScreen(chunk))
            .flatMap((chunk) => [...reachable(chunk.fileName)]),
        );
        const styles = new Set<string>();
        for (const file of wanted) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && !preloaded.has(file)) {
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          }
        }
        return [
          ...[...wanted]
            .filter((file) => !preloaded.has(file))
            .map(
              (file): HtmlTagDescriptor => ({
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
                injectTo: 'head',
              }),
            ),
          // Their styles too (the login card's, the shell's): otherwise they load only when the
          // router imports the screen, one round trip before it can show.
          ...[...styles].map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          ),
        ];
      },
    },
  };
}

/**
 * Packs the first load into few files: the libraries it runs ('vendor'), the app's shared code
 * ('shell') and the login pages' ('login'). Left to itself, the bundler splits what '/' shares with
 * other screens into dozens of small chunks, each compressed apart and linked by import lists: about
 * 18 kB gzip more for the same code. The other screens import these chunks too (the libraries and
 * the shell they run anyway).
 */
function firstLoadChunk(id: string): string | null {
  if (id.includes('/node_modules/')) return 'vendor';
  // The HTML's own script stays apart (it configures zod before the rest runs), and so does the app's
  // start (main.tsx): it waits for a stored session's check, which loads once the shell has run.
  if (id.endsWith('/src/boot.ts') || id.endsWith('/src/main.tsx')) return null;
  if (id.includes('/src/features/login/')) return 'login';
  return /\/(apps\/web\/src|packages)\//.test(id) ? 'shell' : null;
}

/**
 * The app's own modules only declare things: a screen that imports one export of a feature's
 * index.ts gets that export's module, not every module the index lists (AulaCard's status badge
 * brought the agenda's detail modal, filters and contingency panel, with their selects, tables and
 * schemas). The modules imported for what they do are kept: the entries, the i18n set-up and CSS.
 */
function webModuleSideEffects(id: string): boolean | undefined {
  if (!id.includes('/apps/web/src/') || id.endsWith('.css')) return undefined;
  return /\/src\/(boot\.ts|main\.tsx|i18n\/i18n\.ts)$/.test(id);
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    preloadFirstScreen(),
    // Brotli and gzip copies of every text asset, made once at build time: the server sends the one
    // the browser accepts (@fastify/static preCompressed) instead of compressing on each request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  // The manifest lets scripts/web-budget.mjs find what the login route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No modulepreload links for a lazy screen's imports: on a phone, adding them cost the instructor's
    // lesson screen most of its blocking time (Lighthouse 0.84 with them, 0.95 without, same machine),
    // and the chunks come fast enough as the imports ask for them. The screens' styles still load with
    // them (Vite keeps the CSS in its preload helper); the first screen's files are preloaded by
    // preloadFirstScreen above.
    modulePreload: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: webModuleSideEffects },
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        main: path.join(import.meta.dirname, 'src/main.tsx'),
        login: path.join(import.meta.dirname, 'src/features/login/LoginPages.tsx'),
      },
      output: {
        codeSplitting: {
          groups: [{ name: firstLoadChunk, tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
  // `vite preview` reuses this proxy.
  server: {
    proxy: { '/api': SERVER_URL, '/health': SERVER_URL, '^/app/': { target: SERVER_URL, ws: true } },
  },
});
