import {
  type FotoPratica,
  type FotoTeorica,
  fotosApi,
  type fotosPraticasQuery,
  type fotosTeoricasQuery,
} from '@cfc/contract';
import { addDays, atSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { readThrough } from '../../platform/cache/data-version.ts';
import { ShortCache } from '../../platform/cache/short-cache.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repository from './repository.ts';

/**
 * The photo feeds: the newest evidence photos of the caller's schools, page after page by cursor.
 * A cursor is the last photo's exact time and id, so photos stored meanwhile go above the first page
 * and no page repeats or skips one.
 */

type FeedInput = z.output<typeof fotosPraticasQuery>;

/**
 * The practical feed's pages, kept ten seconds per version of the photos
 * (platform/cache/data-version.ts): every monitoring screen open reads the same first pages, and a
 * photo stored or checked anywhere shows on the next read.
 */
const PAGINAS_TTL_MS = 10_000;
const paginasPraticas = new ShortCache<Awaited<ReturnType<typeof repository.fotosPraticas>>>(PAGINAS_TTL_MS);

export function encodeCursor(cursor: repository.Cursor): string {
  return Buffer.from(`${cursor.instante}_${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | null): repository.Cursor | null {
  if (!value) return null;
  const [instante = '', id = ''] = Buffer.from(value, 'base64url').toString().split('_');
  const valid = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(instante) && /^\d{1,15}$/.test(id);
  if (!valid || Number.isNaN(Date.parse(instante))) throw invalid({ cursor: ['fotos.cursorInvalido'] });
  return { instante, id: Number(id) };
}

function feedFilter(query: z.output<typeof fotosTeoricasQuery>): repository.FeedFilter {
  return {
    cursor: decodeCursor(query.cursor),
    limite: query.limite,
    autoescolaId: query.autoescola_id,
    desde: query.de ? atSaoPaulo(query.de) : null,
    ate: query.ate ? atSaoPaulo(addDays(query.ate, 1)) : null,
  };
}

/** The page read (one more than asked tells whether another follows) and the next cursor. */
function pageOf<T extends { instante: string }>(rows: T[], limite: number, idOf: (row: T) => number) {
  const itens = rows.slice(0, limite);
  const last = itens.at(-1);
  const proximo =
    rows.length > limite && last ? encodeCursor({ instante: last.instante, id: idOf(last) }) : null;
  return { itens, proximo_cursor: proximo };
}

const API = '/api/v1';
const pathOf = (path: string, id: number) => `${API}${path.replace(':id', String(id))}`;

export async function listFotosPraticas(
  ctx: RequestContext,
  query: FeedInput,
): Promise<{ itens: FotoPratica[]; proximo_cursor: string | null }> {
  const rows = await ctx.tenant(() =>
    readThrough(paginasPraticas, 'fotos_versao', JSON.stringify(query), () =>
      repository.fotosPraticas({
        ...feedFilter(query),
        verificacao: query.verificacao,
        instrutorId: query.instrutor_id,
      }),
    ),
  );
  const { itens, proximo_cursor } = pageOf(rows, query.limite, (row) => row.id_foto);
  return {
    itens: itens.map(({ instante: _instante, ...row }) => ({
      ...row,
      foto_url: pathOf(fotosApi.getPratica.path, row.id_foto),
      miniatura_url: pathOf(fotosApi.getMiniatura.path, row.id_foto),
    })),
    proximo_cursor,
  };
}

export async function listFotosTeoricas(
  ctx: RequestContext,
  query: z.output<typeof fotosTeoricasQuery>,
): Promise<{ itens: FotoTeorica[]; proximo_cursor: string | null }> {
  const rows = await ctx.tenant(() => repository.fotosTeoricas(feedFilter(query)));
  const { itens, proximo_cursor } = pageOf(rows, query.limite, (row) => row.id_evidencia);
  return {
    itens: itens.map(({ instante: _instante, ...row }) => ({
      ...row,
      foto_url: pathOf(fotosApi.getTeorica.path, row.id_evidencia),
    })),
    proximo_cursor,
  };
}

type Arquivo = { content: Buffer; contentType: string };

async function fileOf(storage: Storage, key: string | null | undefined): Promise<Arquivo> {
  const file = key ? await storage.get(key) : null;
  if (!file) throw notFound('fotos.naoEncontrada');
  return file;
}

/** A practical photo, or its thumbnail (the photo itself while the check has not made one). */
export async function getFotoPratica(
  storage: Storage,
  ctx: RequestContext,
  id: number,
  miniatura: boolean,
): Promise<Arquivo> {
  const arquivos = await ctx.tenant(() => repository.arquivosDaFotoPratica(id));
  if (!arquivos) throw notFound('fotos.naoEncontrada');
  return fileOf(storage, (miniatura && arquivos.miniatura) || arquivos.arquivo);
}

export async function getFotoTeorica(storage: Storage, ctx: RequestContext, id: number): Promise<Arquivo> {
  const row = await ctx.tenant(() => repository.arquivoDaFotoTeorica(id));
  return fileOf(storage, row?.arquivo);
}
