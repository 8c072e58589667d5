import { randomUUID } from 'node:crypto';
import type { ExportJob } from '@cfc/contract';
import type { Selectable } from 'kysely';
import type { RequestContext } from '../auth/context.ts';
import type { ExportacoesTable } from '../db/schema-exportacoes.ts';
import { systemDb, withSystem } from '../db/tenant.ts';
import type { App } from '../http/route.ts';
import type { Cell, ExportSpec, ExportTipo } from './documents.ts';

/** The job that builds a large export (modules/exportacoes). */
export const EXPORTAR_JOB = 'exportar-relatorio';

/**
 * What the request loaded, as the job renders it: the rows already reduced to their cells (the
 * request's tenant transaction and its access checks are behind them), the logo as base64.
 */
export interface ExportSnapshot {
  modulo: string;
  titulo: string;
  escola: { nome_fantasia: string; cnpj: string | null; logo: string | null };
  filtros: string[];
  columns: { header: string; width?: number | '*'; tipo?: ExportTipo; unidade?: string }[];
  rows: Cell[][];
  totais?: Cell[];
  resumo?: string;
}

/** A snapshot as the renderers take it. */
export function specOf(snapshot: ExportSnapshot): ExportSpec<Cell[]> {
  return {
    ...snapshot,
    escola: {
      ...snapshot.escola,
      logo: snapshot.escola.logo ? Buffer.from(snapshot.escola.logo, 'base64') : null,
    },
    columns: snapshot.columns.map((column, index) => ({
      ...column,
      value: (row: Cell[]) => row[index] ?? null,
    })),
  };
}

export function exportJobView(row: Selectable<ExportacoesTable>): ExportJob {
  return {
    id: row.id,
    status: row.status,
    progresso: row.progresso,
    linhas: row.linhas,
    arquivo: `${row.modulo}.${row.formato}`,
    formato: row.formato,
    erro: row.erro,
    notificacao_id: row.notificacao_id,
  };
}

/**
 * Hands a large export to the `exportar-relatorio` job: keeps its rows in storage, records the
 * export for the user who asked, and queues the job. Called after the request's tenant transaction.
 */
export async function queueExport<T>(
  app: App,
  ctx: RequestContext,
  spec: ExportSpec<T>,
  formato: 'pdf' | 'xlsx',
): Promise<ExportJob> {
  const snapshot: ExportSnapshot = {
    modulo: spec.modulo,
    titulo: spec.titulo,
    escola: {
      nome_fantasia: spec.escola.nome_fantasia,
      cnpj: spec.escola.cnpj,
      logo: spec.escola.logo ? spec.escola.logo.toString('base64') : null,
    },
    filtros: spec.filtros,
    columns: spec.columns.map(({ header, width, tipo, unidade }) => ({ header, width, tipo, unidade })),
    rows: spec.rows.map((row) => spec.columns.map((column) => column.value(row))),
    ...(spec.totais ? { totais: spec.totais } : {}),
    ...(spec.resumo ? { resumo: spec.resumo } : {}),
  };
  const dados = `exportacoes/${ctx.principal.usuarioId}/${randomUUID()}.json`;
  await app.storage.put(dados, Buffer.from(JSON.stringify(snapshot)), 'application/json');
  const row = await withSystem(app.db, () =>
    systemDb()
      .insertInto('exportacoes')
      .values({
        usuario_id: ctx.principal.usuarioId,
        autoescola_id: ctx.currentSchool?.id ?? null,
        modulo: spec.modulo,
        titulo: spec.titulo,
        formato,
        linhas: spec.rows.length,
        dados,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  await app.jobs.send(EXPORTAR_JOB, { id: row.id });
  return exportJobView(row);
}
