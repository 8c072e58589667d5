import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { OutsideTransactionError, systemDb, tenantDb } from '../../platform/db/tenant.ts';

/** The columns of a state's profile that the operator edits. */
export interface EstadoPerfilValues {
  instrutor_limite_diario: 12 | 24;
  alunos_simultaneos: number;
  noite_inicio: string;
  noite_fim: string;
  limite_conceitos_basicos: number;
  limite_baliza: number;
  tempo_minimo_minutos: number;
  duracao_maxima_minutos: number;
  aula_dupla_minimo_minutos: number;
  intervalo_terceira_aula_minutos: number;
  tolerancia_checkin_minutos: number;
}

/** The transition and contingency columns (migration 0011): left as stored when absent. */
export interface EstadoPerfilTransicao {
  regime_1020_desde?: string | undefined;
  migrar_processos_abertos?: boolean | undefined;
  instrutor_autonomo?: boolean | undefined;
  veiculo_proprio_candidato?: boolean | undefined;
  contingencia_percentual_maximo?: number | null | undefined;
  /** The theory rules (migration 0014), likewise. */
  teorica_limite_diario?: number | undefined;
  teorica_tolerancia_minutos?: number | undefined;
  /** The remote theory rules (migration 0017), likewise. */
  ead_tolerancia_entrada_minutos?: number | undefined;
  ead_presenca_minima_percentual?: number | null | undefined;
  ead_verificacoes_aleatorias_percentual?: number | undefined;
  ead_similaridade_minima?: number | undefined;
  ead_vivacidade_minima?: number | undefined;
  ead_gravada_permitida?: boolean | undefined;
  /** The alerts' thresholds (migration 0021), likewise. */
  alerta_gps_lacuna_segundos?: number | undefined;
  alerta_velocidade_maxima_kmh?: number | undefined;
  alerta_hodometro_tolerancia_percentual?: number | undefined;
  alerta_similaridade_minima?: number | undefined;
  alerta_rejeicoes_quantidade?: number | undefined;
  alerta_rejeicoes_dias?: number | undefined;
  alerta_camera_offline_minutos?: number | undefined;
}

export interface EstadoPerfilRow extends Omit<EstadoPerfilValues, 'instrutor_limite_diario'> {
  uf: string;
  instrutor_limite_diario: number;
  regime_1020_desde: string;
  migrar_processos_abertos: boolean;
  instrutor_autonomo: boolean;
  veiculo_proprio_candidato: boolean;
  contingencia_percentual_maximo: number | null;
  teorica_limite_diario: number;
  teorica_tolerancia_minutos: number;
  ead_tolerancia_entrada_minutos: number;
  ead_presenca_minima_percentual: number | null;
  ead_verificacoes_aleatorias_percentual: number;
  ead_similaridade_minima: number;
  ead_vivacidade_minima: number;
  ead_gravada_permitida: boolean;
  alerta_gps_lacuna_segundos: number;
  alerta_velocidade_maxima_kmh: number;
  alerta_hodometro_tolerancia_percentual: number;
  alerta_similaridade_minima: number;
  alerta_rejeicoes_quantidade: number;
  alerta_rejeicoes_dias: number;
  alerta_camera_offline_minutos: number;
  updated_at: Date;
}

/**
 * estado_perfis is global (no school, no row-level security; cfc_app may only read it): reads run
 * in whatever transaction the caller holds, a school's request or a system job.
 */
function reader(): Transaction<DB> {
  try {
    return tenantDb();
  } catch (error) {
    if (error instanceof OutsideTransactionError) return systemDb();
    throw error;
  }
}

function rows() {
  return reader()
    .selectFrom('estado_perfis')
    .select([
      'uf',
      'instrutor_limite_diario',
      'alunos_simultaneos',
      'noite_inicio',
      'noite_fim',
      'limite_conceitos_basicos',
      'limite_baliza',
      'tempo_minimo_minutos',
      'duracao_maxima_minutos',
      'aula_dupla_minimo_minutos',
      'intervalo_terceira_aula_minutos',
      'tolerancia_checkin_minutos',
      'regime_1020_desde',
      'migrar_processos_abertos',
      'instrutor_autonomo',
      'veiculo_proprio_candidato',
      'contingencia_percentual_maximo',
      'teorica_limite_diario',
      'teorica_tolerancia_minutos',
      'ead_tolerancia_entrada_minutos',
      'ead_presenca_minima_percentual',
      'ead_verificacoes_aleatorias_percentual',
      'ead_similaridade_minima',
      'ead_vivacidade_minima',
      'ead_gravada_permitida',
      'alerta_gps_lacuna_segundos',
      'alerta_velocidade_maxima_kmh',
      'alerta_hodometro_tolerancia_percentual',
      'alerta_similaridade_minima',
      'alerta_rejeicoes_quantidade',
      'alerta_rejeicoes_dias',
      'alerta_camera_offline_minutos',
      'updated_at',
    ]);
}

export function all(): Promise<EstadoPerfilRow[]> {
  return rows().orderBy('uf').execute() as Promise<EstadoPerfilRow[]>;
}

export function find(uf: string): Promise<EstadoPerfilRow | undefined> {
  return rows().where('uf', '=', uf).executeTakeFirst() as Promise<EstadoPerfilRow | undefined>;
}

/** The profile of a school's state (undefined when the state has none or the school is out of scope). */
export async function findForSchool(autoescolaId: number): Promise<EstadoPerfilRow | undefined> {
  const school = await reader()
    .selectFrom('autoescolas')
    .select('uf')
    .where('id', '=', autoescolaId)
    .executeTakeFirst();
  return school ? find(school.uf) : undefined;
}

/** Creates or replaces a state's profile; only the owner may write it (system transaction). */
export async function upsert(uf: string, input: EstadoPerfilValues & EstadoPerfilTransicao): Promise<void> {
  const values = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as EstadoPerfilValues & EstadoPerfilTransicao;
  await systemDb()
    .insertInto('estado_perfis')
    .values({ uf, ...values })
    .onConflict((conflict) => conflict.column('uf').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** The audit lines of a state's profile changes, oldest first, with who made each (as the owner). */
export function alteracoes(uf: string) {
  return systemDb()
    .selectFrom('audit_log as a')
    .leftJoin('usuarios as u', 'u.id', 'a.usuario_id')
    .select(['a.id', 'a.dados', 'a.created_at', 'u.nome as usuario'])
    .where('a.entidade', '=', 'estado_perfil')
    .where('a.entidade_id', '=', uf)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}
