import type { CnhCategory } from '../cnh.ts';
import type { CargaTeoricaContada, CursoTeorico } from './curso-teorico.ts';
import type { Regime, TipoProcesso } from './regimes.ts';
import { type RuleViolation, violation } from './violations.ts';

/**
 * Whether a candidate may take the practical exam of a process: 'apto' when every minimum of the
 * process's regime and category is met. What is still missing comes as the rule's reason, with its
 * norm and article, in the order staff act on it. The minimums are those of `regime`: the process's
 * own, or 1.020's when the state moved open processes to it (regimeForLesson on the day asked).
 */

export interface ProcessoParaExame {
  categoria: CnhCategory;
  tipo: TipoProcesso;
  status: 'aberto' | 'concluido' | 'cancelado' | 'expirado';
  /** Past its regime's validity (789: 12 months). */
  expirado: boolean;
  /** h/a that count toward the minimum (carga-horaria.ts countCarga: simulator ones up to the cap). */
  horasRealizadas: number;
  noturnasRealizadas: number;
  /** Simulator h/a given (all of them: a minimum is met by what was taken, the cap limits what counts). */
  simuladorRealizadas: number;
  /** LADV number recorded on the process, if any. */
  ladvNumero: string | null;
}

export interface Aptidao {
  apto: boolean;
  pendencias: RuleViolation[];
}

const missing = (
  code: 'CARGA_MINIMA_PENDENTE' | 'NOTURNAS_PENDENTES' | 'SIMULADOR_PENDENTE',
  done: number,
  required: number,
) => (done >= required ? null : violation(code, { faltam: required - done, requeridas: required }));

/** The process open and within its validity: the first thing either exam asks. */
function processoEmDia(
  processo: Pick<ProcessoParaExame, 'status' | 'expirado'>,
  regime: Regime,
): RuleViolation[] {
  if (processo.status !== 'aberto' && processo.status !== 'expirado')
    return [violation('PROCESSO_NAO_ABERTO')];
  if (processo.expirado) return [violation('PROCESSO_VENCIDO', { meses: regime.validadeMeses ?? 0 })];
  return [];
}

export function aptidaoParaExamePratico(processo: ProcessoParaExame, regime: Regime): Aptidao {
  const pendencias = processoEmDia(processo, regime);
  const { categoria, tipo } = processo;
  const carga = missing(
    'CARGA_MINIMA_PENDENTE',
    processo.horasRealizadas,
    regime.cargaMinima(categoria, tipo),
  );
  if (carga) {
    const { norma, artigo } = regime.fundamentoCarga;
    pendencias.push({ ...carga, fundamento: `${norma}, ${artigo}` });
  }
  const noturnas = missing(
    'NOTURNAS_PENDENTES',
    processo.noturnasRealizadas,
    regime.noturnasMinimas(categoria),
  );
  if (noturnas) pendencias.push(noturnas);
  const simulador = missing('SIMULADOR_PENDENTE', processo.simuladorRealizadas, regime.simuladorMinimo);
  if (simulador) pendencias.push(simulador);
  if (regime.exameTeoricoAntesDoPratico && !processo.ladvNumero?.trim()) {
    pendencias.push(violation('EXAME_TEORICO_PENDENTE'));
  }
  return { apto: pendencias.length === 0, pendencias };
}

/**
 * Whether a candidate may take the theory exam: the process open and within its validity, and the
 * theory course of their regime complete where the regime sets a minimum (789/2020: 45 h/a by
 * subject; 1.020/2025: none). Null when the process's course has no theory (adding or changing a
 * category): there is no theory exam to be apto for. The exam's result, in turn, is proved by the
 * LADV the practical eligibility asks for (CTB art. 155).
 */
export function aptidaoParaExameTeorico(
  processo: Pick<ProcessoParaExame, 'status' | 'expirado'>,
  carga: Pick<CargaTeoricaContada, 'faltam' | 'requeridas' | 'completo'>,
  curso: CursoTeorico,
  regime: Regime,
): Aptidao | null {
  if (curso.disciplinas.length === 0) return null;
  const pendencias = processoEmDia(processo, regime);
  if (!carga.completo) {
    const { norma, artigo } = curso.fundamento;
    pendencias.push({
      ...violation('TEORICA_CARGA_PENDENTE', { faltam: carga.faltam, requeridas: carga.requeridas }),
      fundamento: `${norma}, ${artigo}`,
    });
  }
  return { apto: pendencias.length === 0, pendencias };
}
