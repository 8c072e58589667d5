import { type Alerta, type AlertaDetalhe, type AlertasResumo, message, type Page, Role } from '@cfc/contract';
import { ALERTAS, type EstadoAlerta, fundamentoDe, SEVERIDADES_ALERTA, TIPOS_ALERTA } from '@cfc/domain';
import type { Kysely } from 'kysely';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { readThrough } from '../../platform/cache/data-version.ts';
import { ShortCache } from '../../platform/cache/short-cache.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { avisarAlertas } from './realtime.ts';
import * as repository from './repository.ts';

/** The alerts as staff and the authority read and handle them (docs/monitoring.md). */

export interface AlertasDeps {
  db: Kysely<DB>;
  realtime: Realtime;
}

const NAO_ENCONTRADO = 'alertas.naoEncontrado';

/**
 * The lists' pages with their counts, kept ten seconds per version of the alerts
 * (platform/cache/data-version.ts): monitoring screens open and page them again and again, and any
 * alert found, acknowledged or resolved anywhere shows on the next read.
 */
const PAGINAS_TTL_MS = 10_000;
const paginas = new ShortCache<Page<Alerta>>(PAGINAS_TTL_MS);

/**
 * Monitoring (from the operator's school) and the authority read every school they may see at once;
 * a school's staff, or a request that chose one school, read that school.
 */
function inScope<T>(deps: Pick<AlertasDeps, 'db'>, ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  const { role, usuarioId, autoescolaIds } = ctx.principal;
  if (role !== Role.DETRAN && !ctx.currentSchool?.operadora) return ctx.tenant(work);
  return withTenant(deps.db, { usuarioId, autoescolaIds }, work);
}

export function toAlerta(row: repository.AlertaRow): Alerta {
  return {
    id_alerta: row.id,
    id_autoescola: row.autoescola_id,
    autoescola: row.slug ?? '',
    autoescola_nome: row.nome_fantasia ?? '',
    tipo: row.tipo,
    titulo: ALERTAS[row.tipo].titulo,
    severidade: row.severidade,
    estado: row.estado,
    descricao: row.descricao,
    id_aula_pratica: row.aula_id,
    id_aula_teorica: row.aula_teorica_id,
    id_instrutor: row.instrutor_id,
    instrutor_nome: row.instrutor_nome,
    aluno_nome: row.aluno_nome,
    id_camera: row.camera_id,
    evidencias: row.evidencias as Alerta['evidencias'],
    nota: row.nota,
    tratado_por: row.tratado_por,
    tratado_em: row.tratado_em,
    detectado_em: row.detectado_em,
  };
}

export async function listAlertas(
  deps: Pick<AlertasDeps, 'db'>,
  ctx: RequestContext,
  query: repository.AlertasQuery,
) {
  return inScope(deps, ctx, () =>
    readThrough(paginas, 'alertas_versao', JSON.stringify(query), async () => {
      const page = await repository.list(query);
      return { ...page, data: page.data.map(toAlerta) };
    }),
  );
}

/** Every alert of the filters for an export (at most `limite`), in the request's school. */
export async function allAlertas(filtros: repository.Filtros, limite = 5000): Promise<Alerta[]> {
  return (await repository.all(filtros, limite)).map(toAlerta);
}

async function detalhe(id: number): Promise<AlertaDetalhe> {
  const row = await repository.find(id);
  if (!row) throw notFound(NAO_ENCONTRADO);
  const historico = await repository.historico(row.autoescola_id, row.id);
  return {
    ...toAlerta(row),
    fundamento: fundamentoDe(row.tipo),
    detalhes: row.detalhes,
    historico: historico.map((h) => ({
      de: h.de as EstadoAlerta | null,
      para: h.para as EstadoAlerta,
      nota: h.nota,
      usuario: h.usuario,
      em: h.em,
    })),
  };
}

export function getAlerta(
  deps: Pick<AlertasDeps, 'db'>,
  ctx: RequestContext,
  id: number,
): Promise<AlertaDetalhe> {
  return inScope(deps, ctx, () => detalhe(id));
}

export async function resumoAlertas(
  deps: Pick<AlertasDeps, 'db'>,
  ctx: RequestContext,
): Promise<AlertasResumo> {
  const grupos = await inScope(deps, ctx, () => repository.abertosPorGrupo());
  const zero = () => ({ baixa: 0, media: 0, alta: 0 });
  const porSeveridade = zero();
  const porTipo = new Map<string, number>();
  const porEscola = new Map<number, AlertasResumo['por_autoescola'][number]>();
  for (const grupo of grupos) {
    porSeveridade[grupo.severidade] += grupo.abertos;
    porTipo.set(grupo.tipo, (porTipo.get(grupo.tipo) ?? 0) + grupo.abertos);
    const escola = porEscola.get(grupo.autoescola_id) ?? {
      id_autoescola: grupo.autoescola_id,
      autoescola: grupo.slug,
      autoescola_nome: grupo.nome_fantasia,
      abertos: 0,
      ...zero(),
    };
    escola.abertos += grupo.abertos;
    escola[grupo.severidade] += grupo.abertos;
    porEscola.set(grupo.autoescola_id, escola);
  }
  return {
    total: SEVERIDADES_ALERTA.reduce((soma, severidade) => soma + porSeveridade[severidade], 0),
    por_severidade: porSeveridade,
    por_tipo: TIPOS_ALERTA.filter((tipo) => porTipo.has(tipo)).map((tipo) => ({
      tipo,
      titulo: ALERTAS[tipo].titulo,
      abertos: porTipo.get(tipo) ?? 0,
    })),
    por_autoescola: [...porEscola.values()].sort((a, b) => b.abertos - a.abertos),
  };
}

/** Who reads alerts (routes.ts): operator staff and the authority; a school's 1 and 5 with the flag. */
export function podeLerAlertas(ctx: RequestContext): boolean {
  const { role, permissions } = ctx.principal;
  if (role === Role.ADMIN || role === Role.GESTOR) return permissions.has('monitoramento_relatorios');
  return role === Role.MONITOR || role === Role.SUPORTE || role === Role.COMERCIAL || role === Role.DETRAN;
}

/** The header's badge: the caller's open alerts (GET /aulas/alertas). */
export function countAlertasAbertos(deps: Pick<AlertasDeps, 'db'>, ctx: RequestContext): Promise<number> {
  return inScope(deps, ctx, () => repository.countAbertos(ctx.principal.autoescolaIds));
}

type Transicao = 'reconhecido' | 'resolvido' | 'contestado';

/** From which states each handling is allowed. */
const DE: Record<Transicao, readonly EstadoAlerta[]> = {
  reconhecido: ['aberto'],
  resolvido: ['aberto', 'reconhecido'],
  contestado: ['aberto', 'reconhecido'],
};

/** Acknowledges, resolves or contests an alert: its state, the history line and the audit, in one transaction. */
export async function tratarAlerta(
  deps: AlertasDeps,
  ctx: RequestContext,
  id: number,
  para: Transicao,
  nota: string | undefined,
): Promise<AlertaDetalhe> {
  const result = await inScope(deps, ctx, async () => {
    const alerta = await repository.lock(id);
    if (!alerta) throw notFound(NAO_ENCONTRADO);
    if (!DE[para].includes(alerta.estado)) {
      throw alerta.estado === 'resolvido' || alerta.estado === 'contestado'
        ? conflict(message('alertas.jaEncerrado', { estado: alerta.estado }))
        : conflict('alertas.naoAberto');
    }
    const texto = nota?.trim() ? nota.trim() : null;
    await repository.update(alerta.autoescola_id, alerta.id, {
      estado: para,
      nota: texto,
      tratado_por: ctx.principal.usuarioId,
      tratado_em: new Date(),
    });
    await repository.insertHistorico([
      {
        autoescola_id: alerta.autoescola_id,
        alerta_id: alerta.id,
        de: alerta.estado,
        para,
        nota: texto,
        usuario_id: ctx.principal.usuarioId,
      },
    ]);
    await auditChange(ctx, {
      entidade: 'alerta',
      acao: `alerta_${para}`,
      autoescolaId: alerta.autoescola_id,
      id: alerta.id,
      dados: { de: alerta.estado, para, nota: texto },
    });
    return detalhe(id);
  });
  await avisarAlertas(deps.realtime, [result.id_alerta]);
  return result;
}
