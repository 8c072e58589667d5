import {
  checkLesson,
  correctionData,
  DEFAULT_STATE_PROFILE,
  isCorrectable,
  type Lesson,
  type LessonContext,
  regimeForOpening,
  type StateProfile,
  saoPauloIso,
  todayInSaoPaulo,
  type Violation,
} from '@cfc/domain';
import type { Ambiente, DadosCorrecao, EnvioAula } from './protocol.ts';
import type { AulaRegistrada, SimulatorStore } from './store.ts';

/**
 * The authority's judgement of a lesson: the rules of `packages/domain` run against a context made
 * of its registry (production-like only) and the lessons it already holds.
 */
export interface Avaliacao {
  violacoes: Violation[];
  /** What a correction of the first violation needs (docs/getran.md). */
  dados: DadosCorrecao;
}

export function evaluateAula(store: SimulatorStore, ambiente: Ambiente, envio: EnvioAula): Avaliacao {
  const { aula } = envio;
  const lesson = toLesson(aula);
  const data = todayInSaoPaulo(new Date(aula.inicio));
  const perfil: StateProfile = { ...DEFAULT_STATE_PROFILE, uf: envio.cfc.uf };
  const aulas = store.aulas[ambiente];
  const others = (found: AulaRegistrada[]) => found.filter((other) => other.id_externo !== aula.id_externo);

  const context: LessonContext = {
    ...(ambiente === 'producao' ? fromRegistry(store, envio, data) : rehearsal(envio, data)),
    aulasDoAluno: others(aulas.doCandidato(aula.cpf)).map((other) => toLesson(other.envio.aula)),
    aulasDoInstrutor: others(aulas.doInstrutor(aula.instrutor.cpf))
      .filter((other) => other.envio.aula.cpf !== aula.cpf)
      .map((other) => ({ ...toLesson(other.envio.aula), categoria: other.envio.aula.categoria })),
    perfil,
    data,
  };
  const violacoes = checkLesson(lesson, context);
  const first = violacoes[0];
  const dados = first && isCorrectable(first.code) ? correctionData(first.code, lesson, context) : {};
  return { violacoes, dados };
}

type RegistryPart = Pick<LessonContext, 'processo' | 'instrutorCnh' | 'veiculoVinculado'>;

function fromRegistry(store: SimulatorStore, { cfc, aula }: EnvioAula, data: string): RegistryPart {
  const processo = store.cadastro.processo(aula.cpf, aula.renach, aula.categoria);
  return {
    processo: processo && {
      categoria: processo.categoria,
      regime: regimeForOpening(processo.data_abertura),
      ladvValidade: processo.ladv_validade,
    },
    instrutorCnh: store.cadastro.instrutor(aula.instrutor.cpf)?.cnh ?? null,
    // A school without a CNPJ has no vehicle linked to it.
    veiculoVinculado:
      cfc.cnpj !== null && store.cadastro.veiculoVinculado(aula.veiculo.placa, cfc.cnpj, data),
  };
}

/**
 * Homologação skips the registry: the process is taken as the lesson says (its regime by the
 * lesson's date, no LADV end), the instructor as able to teach the category, the vehicle as linked.
 */
function rehearsal({ aula }: EnvioAula, data: string): RegistryPart {
  return {
    processo: { categoria: aula.categoria, regime: regimeForOpening(data), ladvValidade: null },
    instrutorCnh: aula.categoria,
    veiculoVinculado: true,
  };
}

/** In São Paulo times: the rules' "same day" is the local calendar day, as the platform's. */
function toLesson(aula: EnvioAula['aula']): Lesson {
  return { inicio: saoPauloIso(aula.inicio), fim: saoPauloIso(aula.fim), tipo: aula.tipo, dupla: aula.dupla };
}
