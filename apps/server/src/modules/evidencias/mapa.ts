import type { EvidenciaAula } from '@cfc/contract';
import { distanciaMetros } from '@cfc/domain';
import sharp from 'sharp';

/**
 * A lesson's track drawn as a picture for the contestation report, without map tiles (no request
 * leaves the server): the fixes projected on a plane around their centre, the polyline, the start
 * and end, the photos' positions and a scale bar. SVG turned into PNG by sharp.
 */

const WIDTH = 960;
const HEIGHT = 560;
const MARGIN = 48;
/** Lengths a scale bar may show, in metres. */
const NICE_LENGTHS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

export interface MapaTrajeto {
  png: Buffer;
  /** The length the scale bar stands for, in metres. */
  escalaMetros: number;
}

type Ponto = readonly [longitude: number, latitude: number];

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fixed = (value: number) => value.toFixed(1);

/** Metres per degree of longitude and latitude around `centre` (an equirectangular projection). */
function metresPerDegree(centre: Ponto): { x: number; y: number } {
  const [lng, lat] = centre;
  return {
    x: distanciaMetros([lng - 0.5, lat], [lng + 0.5, lat]),
    y: distanciaMetros([lng, lat - 0.5], [lng, lat + 0.5]),
  };
}

function scaleLabel(metres: number): string {
  return metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
}

/** The track's picture, or null when it has no fix. */
export async function desenharTrajeto(evidencia: EvidenciaAula): Promise<MapaTrajeto | null> {
  const pontos: Ponto[] = evidencia.trajeto.map((p) => [p.longitude, p.latitude]);
  const fotos = evidencia.fotos.filter(
    (f): f is typeof f & { latitude: number; longitude: number } =>
      f.latitude !== null && f.longitude !== null,
  );
  const todos: Ponto[] = [...pontos, ...fotos.map((f): Ponto => [f.longitude, f.latitude])];
  const first = todos[0];
  if (!first) return null;
  const lngs = todos.map((p) => p[0]);
  const lats = todos.map((p) => p[1]);
  const [minLng, maxLng, minLat, maxLat] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const centre: Ponto = [(minLng + maxLng) / 2, (minLat + maxLat) / 2];
  const perDegree = metresPerDegree(centre);
  // At least 200 m across, so a car standing still is a dot on a street, not a dot filling the page.
  const spanX = Math.max((maxLng - minLng) * perDegree.x, 200);
  const spanY = Math.max((maxLat - minLat) * perDegree.y, 200);
  const metresPerPixel = Math.max(spanX / (WIDTH - 2 * MARGIN), spanY / (HEIGHT - 2 * MARGIN));
  const project = ([lng, lat]: Ponto): [number, number] => [
    WIDTH / 2 + ((lng - centre[0]) * perDegree.x) / metresPerPixel,
    HEIGHT / 2 - ((lat - centre[1]) * perDegree.y) / metresPerPixel,
  ];

  const target = (WIDTH / 5) * metresPerPixel;
  const escalaMetros = NICE_LENGTHS.reduce(
    (best, length) => (length <= target ? length : best),
    NICE_LENGTHS[0] ?? 10,
  );
  const barPixels = escalaMetros / metresPerPixel;

  const line = pontos.map((p) => project(p).map(fixed).join(',')).join(' ');
  const start = pontos[0] ? project(pontos[0]) : null;
  const lastPoint = pontos.at(-1);
  const end = lastPoint && pontos.length > 1 ? project(lastPoint) : null;
  const grid = Array.from({ length: 11 }, (_, i) => {
    const x = fixed((WIDTH / 10) * i);
    const y = fixed((HEIGHT / 10) * i);
    return `<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}"/><line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}"/>`;
  }).join('');
  const photoMarks = fotos
    .map((foto) => {
      const [x, y] = project([foto.longitude, foto.latitude]);
      const label = foto.momento === 'inicio' ? 'F1' : 'F2';
      return `<rect x="${fixed(x - 9)}" y="${fixed(y - 9)}" width="18" height="18" rx="3" fill="#f59f00" stroke="#7a4d00" stroke-width="2"/>
        <text x="${fixed(x - 13)}" y="${fixed(y + 5)}" font-size="15" font-weight="bold" fill="#7a4d00" text-anchor="end">${label}</text>`;
    })
    .join('');
  // The start's label above its dot, the end's below: a loop ends where it began.
  const dot = (point: [number, number] | null, fill: string, stroke: string, label: string, dy: number) =>
    point
      ? `<circle cx="${fixed(point[0])}" cy="${fixed(point[1])}" r="10" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
         <text x="${fixed(point[0] + 14)}" y="${fixed(point[1] + dy)}" font-size="15" font-weight="bold" fill="${stroke}">${escapeXml(label)}</text>`
      : '';
  const barY = HEIGHT - 24;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6f5"/>
    <g stroke="#dde3df" stroke-width="1">${grid}</g>
    ${pontos.length > 1 ? `<polyline points="${line}" fill="none" stroke="#1c7ed6" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" opacity="0.9"/>` : ''}
    ${photoMarks}
    ${dot(start, '#4ae387', '#1b7a43', 'Início', -12)}
    ${dot(end, '#e34a4a', '#a61e1e', 'Fim', 24)}
    <g transform="translate(${WIDTH - 40}, 40)"><path d="M0,-22 L9,8 L0,2 L-9,8 Z" fill="#1f2933"/><text y="24" font-size="14" text-anchor="middle" fill="#1f2933">N</text></g>
    <rect x="18" y="${barY - 20}" width="${fixed(barPixels + 24)}" height="34" fill="#ffffff" opacity="0.85" rx="4"/>
    <path d="M30,${barY} h${fixed(barPixels)} M30,${barY - 7} v14 M${fixed(30 + barPixels)},${barY - 7} v14" stroke="#1f2933" stroke-width="3"/>
    <text x="${fixed(30 + barPixels / 2)}" y="${barY - 8}" font-size="13" text-anchor="middle" fill="#1f2933">${scaleLabel(escalaMetros)}</text>
    <rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" fill="none" stroke="#b8c2bc"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, escalaMetros };
}

export { scaleLabel };
