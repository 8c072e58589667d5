import fs from 'node:fs';
import path from 'node:path';

/** The `<meta>` the web app reads its server settings from (apps/web features/perimetros coords.ts). */
export const MAP_TILES_META = 'cfc-map-tiles';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The web app's index.html with the settings the server decides at run time, so one build serves
 * every deployment: the maps' tile server (empty: no tiles). Read once, at start.
 */
export function webIndexHtml(webDir: string, mapTileUrl: string | null): string {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const meta = `<meta name="${MAP_TILES_META}" content="${escapeAttribute(mapTileUrl ?? '')}">`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}
