import {
  type AulaMonitorada,
  type AulasMonitoradasFiltros,
  type EvidenciaAula,
  type MomentoFoto,
  type Page,
  Role,
} from '@cfc/contract';
import { ALERTAS, addDays, atSaoPaulo, comprimentoTrajetoKm, formatCpf, maskCpf } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { linhaDoTempo } from './linha-do-tempo.ts';
import * as repository from './repository.ts';

/**
 * A practical lesson's evidence, gathered in a few set-wise queries, and the monitoring list of
 * given lessons with a summary of theirs. The traffic authority reads CPFs masked (SPEC §5).
 */

const AULA_NAO_ENCONTRADA = 'aulasPraticas.aulaNaoEncontrada';

const cpfFor = (ctx: RequestContext, cpf: string) =>
  ctx.principal.role === Role.DETRAN ? maskCpf(cpf) : formatCpf(cpf);

/** Rounds kilometres to the metre. */
const km = (value: number) => Math.round(value * 1000) / 1000;

/** The whole evidence of a lesson, in the caller's tenant transaction. */
export async function gatherEvidencia(ctx: RequestContext, aulaId: number): Promise<EvidenciaAula> {
  const aula = await repository.findAula(aulaId);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  const [posicoes, fotos, historico, envios, alertas, tratamentos, manuais] = [
    await repository.posicoes(aulaId),
    await repository.fotos(aulaId),
    await repository.historico(aulaId),
    await repository.envios(aulaId),
    await repository.alertas(aulaId),
    await repository.alertaHistorico(aulaId),
    await repository.manuais(aulaId),
  ];
  const kmOdometro =
    aula.hodo_start !== null && aula.hodo_end !== null ? km(aula.hodo_end - aula.hodo_start) : null;
  const evidencia: EvidenciaAula = {
    aula: {
      id_aula_pratica: aula.id,
      id_autoescola: aula.autoescola_id,
      autoescola: aula.slug,
      autoescola_nome: aula.nome_fantasia,
      autoescola_cnpj: aula.cnpj,
      aluno_nome: aula.aluno_nome,
      aluno_cpf: cpfFor(ctx, aula.aluno_cpf),
      renach: aula.renach,
      instrutor_nome: aula.instrutor_nome,
      veiculo_placa: aula.placa,
      categoria: aula.categoria,
      inicio_previsto: aula.inicio,
      fim_previsto: aula.fim,
      inicio_real: aula.begin_time,
      fim_real: aula.finish_time,
      horas_aula: aula.horas_aula,
      status: aula.status,
      getran_status: aula.getran_status,
      contingencia: aula.contingencia,
    },
    hodometro: {
      inicio: aula.hodo_start,
      fim: aula.hodo_end,
      km: kmOdometro,
      km_gps:
        posicoes.length > 1 ? comprimentoTrajetoKm(posicoes.map((p) => [p.longitude, p.latitude])) : null,
    },
    trajeto: posicoes.map((p) => ({ ...p, precisao_metros: p.precisao_metros ?? null })),
    fotos: fotos.map(({ id, ...foto }) => ({ id_foto: id, ...foto })),
    linha_do_tempo: [],
    envios: envios.map(({ id, ...envio }) => ({ id_envio: id, ...envio })),
    alertas: alertas.map((alerta) => ({
      id_alerta: alerta.id,
      tipo: alerta.tipo,
      titulo: ALERTAS[alerta.tipo].titulo,
      severidade: alerta.severidade,
      estado: alerta.estado,
      descricao: alerta.descricao,
      nota: alerta.nota,
      detectado_em: alerta.detectado_em,
      historico: tratamentos
        .filter((t) => t.alerta_id === alerta.id)
        .map(({ alerta_id: _, ...tratamento }) => tratamento),
    })),
    manuais: manuais.map(({ id, ...manual }) => ({ id_evidencia: id, ...manual })),
  };
  evidencia.linha_do_tempo = linhaDoTempo(evidencia, historico);
  return evidencia;
}

export function getEvidencia(ctx: RequestContext, aulaId: number): Promise<EvidenciaAula> {
  return ctx.tenant(() => gatherEvidencia(ctx, aulaId));
}

/** A photo of the lesson for whoever reads its evidence. */
export async function getFotoEvidencia(
  deps: { storage: Storage },
  ctx: RequestContext,
  aulaId: number,
  momento: MomentoFoto,
): Promise<{ content: Buffer; contentType: string }> {
  const foto = await ctx.tenant(async () => {
    if (!(await repository.findAula(aulaId))) throw notFound(AULA_NAO_ENCONTRADA);
    return repository.fotoArquivo(aulaId, momento);
  });
  const file = foto ? await deps.storage.get(foto.arquivo) : null;
  if (!file)
    throw notFound(momento === 'inicio' ? 'aulasPraticas.semFotoInicio' : 'aulasPraticas.semFotoFim');
  return file;
}

/** The lessons given (or running) in the caller's schools, each with its evidence summary. */
export async function listAulasMonitoradas(
  ctx: RequestContext,
  query: AulasMonitoradasFiltros,
): Promise<Page<AulaMonitorada>> {
  let autoescolaId: number | null = null;
  if (query.autoescola) {
    const school = ctx.principal.escolas.find((escola) => escola.slug === query.autoescola);
    if (!school) throw forbidden('comum.semAcessoAutoescola');
    autoescolaId = school.id;
  }
  const page = await ctx.tenant(() =>
    repository.listAulas({
      ...query,
      sort: query.sort ?? '-inicio',
      autoescolaId,
      de: query.de ? atSaoPaulo(query.de, 0) : null,
      ate: query.ate ? atSaoPaulo(addDays(query.ate, 1), 0) : null,
    }),
  );
  return {
    ...page,
    data: page.data.map((row) => ({
      id_aula_pratica: row.id,
      id_autoescola: row.autoescola_id,
      autoescola: row.slug,
      autoescola_nome: row.nome_fantasia,
      aluno_nome: row.aluno_nome,
      aluno_cpf: cpfFor(ctx, row.aluno_cpf),
      instrutor_nome: row.instrutor_nome,
      veiculo_placa: row.placa,
      categoria: row.categoria,
      inicio: row.inicio,
      inicio_real: row.begin_time,
      fim_real: row.finish_time,
      status: row.status,
      contingencia: row.contingencia,
      getran_status: row.getran_status,
      fotos: row.fotos,
      fotos_ok: row.fotos_ok,
      fotos_falhas: row.fotos_falhas,
      posicoes: row.posicoes,
      km: row.km === null ? null : km(row.km),
      alertas_abertos: row.alertas_abertos,
      manuais: row.manuais,
    })),
  };
}
