import type { EstadoPerfil, EstadoPerfilAlteracao, estadoPerfilBody } from '@cfc/contract';
import { DEFAULT_STATE_PROFILE, isUf, type StateProfile, UFS } from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import * as repository from './repository.ts';

type EstadoPerfilInput = z.output<typeof estadoPerfilBody>;

/** 'HH:mm' of a time column ('18:00:00'). */
const hhmm = (value: string) => value.slice(0, 5);

function toEstadoPerfil(uf: string, row: repository.EstadoPerfilRow | undefined): EstadoPerfil {
  const padrao = DEFAULT_STATE_PROFILE;
  if (!row) {
    return {
      uf,
      instrutor_limite_diario: padrao.instrutorLimiteDiario,
      alunos_simultaneos: padrao.alunosSimultaneos,
      noite_inicio: padrao.noite.inicio,
      noite_fim: padrao.noite.fim,
      limite_conceitos_basicos: padrao.limiteConceitosBasicos,
      limite_baliza: padrao.limiteBaliza,
      tempo_minimo_minutos: padrao.tempoMinimoMinutos,
      duracao_maxima_minutos: padrao.duracaoMaximaMinutos,
      aula_dupla_minimo_minutos: padrao.aulaDuplaMinimoMinutos,
      intervalo_terceira_aula_minutos: padrao.intervaloTerceiraAulaMinutos,
      tolerancia_checkin_minutos: padrao.toleranciaCheckinMinutos,
      regime_1020_desde: padrao.regime1020Desde,
      migrar_processos_abertos: padrao.migrarProcessosAbertos,
      instrutor_autonomo: padrao.instrutorAutonomo,
      veiculo_proprio_candidato: padrao.veiculoProprioCandidato,
      contingencia_percentual_maximo: padrao.contingenciaPercentualMaximo,
      teorica_limite_diario: padrao.teoricaLimiteDiario,
      teorica_tolerancia_minutos: padrao.teoricaToleranciaMinutos,
      ead_tolerancia_entrada_minutos: padrao.eadToleranciaEntradaMinutos,
      ead_presenca_minima_percentual: padrao.eadPresencaMinimaPercentual,
      ead_verificacoes_aleatorias_percentual: padrao.eadVerificacoesAleatoriasPercentual,
      ead_similaridade_minima: padrao.eadSimilaridadeMinima,
      ead_vivacidade_minima: padrao.eadVivacidadeMinima,
      ead_gravada_permitida: padrao.eadGravadaPermitida,
      alerta_gps_lacuna_segundos: padrao.alertaGpsLacunaSegundos,
      alerta_velocidade_maxima_kmh: padrao.alertaVelocidadeMaximaKmh,
      alerta_hodometro_tolerancia_percentual: padrao.alertaHodometroToleranciaPercentual,
      alerta_similaridade_minima: padrao.alertaSimilaridadeMinima,
      alerta_rejeicoes_quantidade: padrao.alertaRejeicoesQuantidade,
      alerta_rejeicoes_dias: padrao.alertaRejeicoesDias,
      alerta_camera_offline_minutos: padrao.alertaCameraOfflineMinutos,
      personalizado: false,
      updated_at: null,
    };
  }
  const { updated_at, ...values } = row;
  return {
    ...values,
    noite_inicio: hhmm(row.noite_inicio),
    noite_fim: hhmm(row.noite_fim),
    personalizado: true,
    updated_at: updated_at.toISOString(),
  };
}

/** The domain's view of a stored profile. */
export function toStateProfile(row: repository.EstadoPerfilRow): StateProfile {
  return {
    uf: isUf(row.uf) ? row.uf : null,
    instrutorLimiteDiario: row.instrutor_limite_diario === 24 ? 24 : 12,
    alunosSimultaneos: row.alunos_simultaneos,
    noite: { inicio: hhmm(row.noite_inicio), fim: hhmm(row.noite_fim) },
    limiteConceitosBasicos: row.limite_conceitos_basicos,
    limiteBaliza: row.limite_baliza,
    tempoMinimoMinutos: row.tempo_minimo_minutos,
    duracaoMaximaMinutos: row.duracao_maxima_minutos,
    aulaDuplaMinimoMinutos: row.aula_dupla_minimo_minutos,
    intervaloTerceiraAulaMinutos: row.intervalo_terceira_aula_minutos,
    toleranciaCheckinMinutos: row.tolerancia_checkin_minutos,
    regime1020Desde: row.regime_1020_desde,
    migrarProcessosAbertos: row.migrar_processos_abertos,
    instrutorAutonomo: row.instrutor_autonomo,
    veiculoProprioCandidato: row.veiculo_proprio_candidato,
    contingenciaPercentualMaximo: row.contingencia_percentual_maximo,
    teoricaLimiteDiario: row.teorica_limite_diario,
    teoricaToleranciaMinutos: row.teorica_tolerancia_minutos,
    eadToleranciaEntradaMinutos: row.ead_tolerancia_entrada_minutos,
    eadPresencaMinimaPercentual: row.ead_presenca_minima_percentual,
    eadVerificacoesAleatoriasPercentual: row.ead_verificacoes_aleatorias_percentual,
    eadSimilaridadeMinima: row.ead_similaridade_minima,
    eadVivacidadeMinima: row.ead_vivacidade_minima,
    eadGravadaPermitida: row.ead_gravada_permitida,
    alertaGpsLacunaSegundos: row.alerta_gps_lacuna_segundos,
    alertaVelocidadeMaximaKmh: row.alerta_velocidade_maxima_kmh,
    alertaHodometroToleranciaPercentual: row.alerta_hodometro_tolerancia_percentual,
    alertaSimilaridadeMinima: row.alerta_similaridade_minima,
    alertaRejeicoesQuantidade: row.alerta_rejeicoes_quantidade,
    alertaRejeicoesDias: row.alerta_rejeicoes_dias,
    alertaCameraOfflineMinutos: row.alerta_camera_offline_minutos,
  };
}

/**
 * The rules of a state (DEFAULT_STATE_PROFILE when the operator has not set any). Runs in the
 * caller's transaction (a school's request or a system job): the lessons' rules call it.
 */
export async function stateProfileFor(uf: string | null): Promise<StateProfile> {
  const row = uf ? await repository.find(uf.toUpperCase()) : undefined;
  return row ? toStateProfile(row) : DEFAULT_STATE_PROFILE;
}

/** The rules of the state of a school, in the caller's transaction. */
export async function stateProfileForSchool(autoescolaId: number): Promise<StateProfile> {
  const row = await repository.findForSchool(autoescolaId);
  return row ? toStateProfile(row) : DEFAULT_STATE_PROFILE;
}

/** Every state, with its own profile or the national defaults. */
export function listEstadoPerfis(ctx: RequestContext): Promise<EstadoPerfil[]> {
  return ctx.tenant(async () => {
    const stored = new Map((await repository.all()).map((row) => [row.uf, row]));
    return UFS.map((uf) => toEstadoPerfil(uf, stored.get(uf)));
  });
}

export function getEstadoPerfil(ctx: RequestContext, uf: string): Promise<EstadoPerfil> {
  return ctx.tenant(async () => toEstadoPerfil(uf, await repository.find(uf)));
}

/** Creates or replaces a state's profile, as the owner (the table is global), with its audit line. */
export function saveEstadoPerfil(
  db: Kysely<DB>,
  ctx: RequestContext,
  uf: string,
  input: EstadoPerfilInput,
): Promise<EstadoPerfil> {
  return withSystem(db, async () => {
    const {
      uf: _uf,
      personalizado: _p,
      updated_at: _u,
      ...antes
    } = toEstadoPerfil(uf, await repository.find(uf));
    await repository.upsert(uf, input);
    await recordAudit(systemDb(), {
      acao: 'estado_perfil_alterado',
      autoescolaId: ctx.currentSchool?.id ?? ctx.principal.autoescolaId,
      usuarioId: ctx.principal.usuarioId,
      role: ctx.principal.role,
      entidade: 'estado_perfil',
      entidadeId: uf,
      dados: { ...input, antes },
      ip: ctx.ip,
    });
    return toEstadoPerfil(uf, await repository.find(uf));
  });
}

type Valor = EstadoPerfilAlteracao['mudancas'][number]['depois'];
const valorDe = (value: unknown): Valor =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/**
 * A state's changes, newest first, from the audit log: each line's values after, and before it
 * (recorded since the history exists; for older lines, the line before them).
 */
export async function historicoEstadoPerfil(db: Kysely<DB>, uf: string): Promise<EstadoPerfilAlteracao[]> {
  const rows = await withSystem(db, () => repository.alteracoes(uf));
  let anterior: Record<string, unknown> | null = null;
  const alteracoes: EstadoPerfilAlteracao[] = [];
  for (const row of rows) {
    const { antes, ...depois } = (row.dados ?? {}) as Record<string, unknown>;
    const base = antes && typeof antes === 'object' ? (antes as Record<string, unknown>) : anterior;
    const mudancas = Object.entries(depois).flatMap(([campo, valor]) => {
      const before = base ? valorDe(base[campo]) : null;
      const after = valorDe(valor);
      return base && before === after ? [] : [{ campo, antes: before, depois: after }];
    });
    alteracoes.push({ quando: new Date(row.created_at).toISOString(), usuario: row.usuario, mudancas });
    anterior = depois;
  }
  return alteracoes.reverse();
}
