import { describe, expect, it } from 'vitest';
import { aptidaoParaExamePratico, aptidaoParaExameTeorico, type ProcessoParaExame } from './aptidao.ts';
import { countCarga } from './carga-horaria.ts';
import { countCargaTeorica, cursoTeorico, type PresencaTeorica } from './curso-teorico.ts';
import type { Lesson } from './lesson-rules.ts';
import { CONTRAN_789_2020, CONTRAN_1020_2025, type Regime } from './regimes.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

/** A first-licence process of category B, open and valid, LADV recorded, nothing given yet. */
const processo = (extra: Partial<ProcessoParaExame> = {}): ProcessoParaExame => ({
  categoria: 'B',
  tipo: 'primeira_habilitacao',
  status: 'aberto',
  expirado: false,
  horasRealizadas: 0,
  noturnasRealizadas: 0,
  simuladorRealizadas: 0,
  ladvNumero: '123456',
  ...extra,
});

const codes = (found: ReturnType<typeof aptidaoParaExamePratico>) => found.pendencias.map((p) => p.code);

describe('eligibility for the practical exam under CONTRAN 789/2020', () => {
  it('is apto with the 20 h/a of category B, 1 of them at night, and the LADV recorded', () => {
    const found = aptidaoParaExamePratico(
      processo({ horasRealizadas: 20, noturnasRealizadas: 1 }),
      CONTRAN_789_2020,
    );
    expect(found).toEqual({ apto: true, pendencias: [] });
  });

  it('says how many h/a and night h/a are missing, with the norm', () => {
    const found = aptidaoParaExamePratico(processo({ horasRealizadas: 17 }), CONTRAN_789_2020);
    expect(found.apto).toBe(false);
    expect(found.pendencias.map((p) => p.mensagem)).toEqual([
      'Faltam 3 das 20 horas-aula práticas da carga mínima',
      'Faltam 1 das 1 horas-aula noturnas',
    ]);
    expect(found.pendencias[0]?.fundamento).toBe(
      'Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular',
    );
  });

  it('counts the simulator up to its cap: 15 street h/a and 6 in a simulator make 20, not 21', () => {
    const given = (n: number, tipo: Lesson['tipo'], hour: string): Lesson[] =>
      Array.from({ length: n }, (_, i) => ({
        inicio: `2026-03-${String(i + 1).padStart(2, '0')}T${hour}:00:00.000Z`,
        fim: `2026-03-${String(i + 1).padStart(2, '0')}T${hour}:50:00.000Z`,
        tipo,
        dupla: false,
      }));
    const carga = countCarga(
      [...given(14, 'normal', '10'), ...given(1, 'normal', '19'), ...given(6, 'simulador', '08')],
      CONTRAN_789_2020,
      DEFAULT_STATE_PROFILE,
    );
    const found = aptidaoParaExamePratico(
      processo({
        horasRealizadas: carga.realizadas,
        noturnasRealizadas: carga.noturnas,
        simuladorRealizadas: carga.simulador,
      }),
      CONTRAN_789_2020,
    );
    expect(carga.realizadas).toBe(20);
    expect(found.apto).toBe(true);
  });

  it('asks for the theory exam, proved by the LADV (CTB art. 155, parágrafo único)', () => {
    const found = aptidaoParaExamePratico(
      processo({ horasRealizadas: 20, noturnasRealizadas: 1, ladvNumero: null }),
      CONTRAN_789_2020,
    );
    expect(codes(found)).toEqual(['EXAME_TEORICO_PENDENTE']);
    expect(found.pendencias[0]?.fundamento).toBe('Código de Trânsito Brasileiro, art. 155, parágrafo único');
  });

  it('is never apto on an expired or closed process', () => {
    const done = { horasRealizadas: 20, noturnasRealizadas: 1 };
    expect(codes(aptidaoParaExamePratico(processo({ ...done, expirado: true }), CONTRAN_789_2020))).toEqual([
      'PROCESSO_VENCIDO',
    ]);
    expect(
      codes(aptidaoParaExamePratico(processo({ ...done, status: 'cancelado' }), CONTRAN_789_2020)),
    ).toEqual(['PROCESSO_NAO_ABERTO']);
  });

  it('takes the minimums of the category and kind of process: adding category A needs 15 h/a', () => {
    const found = aptidaoParaExamePratico(
      processo({ categoria: 'A', tipo: 'adicao', horasRealizadas: 15, noturnasRealizadas: 1 }),
      CONTRAN_789_2020,
    );
    expect(found.apto).toBe(true);
  });

  it('asks for simulator h/a when a regime sets a minimum of them', () => {
    const comSimulador: Regime = { ...CONTRAN_789_2020, simuladorMinimo: 5 };
    const found = aptidaoParaExamePratico(
      processo({ horasRealizadas: 20, noturnasRealizadas: 1, simuladorRealizadas: 2 }),
      comSimulador,
    );
    expect(found.pendencias.map((p) => p.mensagem)).toEqual(['Faltam 3 das 5 horas-aula em simulador']);
  });
});

describe('eligibility under CONTRAN 1.020/2025', () => {
  it('asks for 2 h/a of category B and no night h/a, citing 1.020', () => {
    const found = aptidaoParaExamePratico(processo({ horasRealizadas: 1 }), CONTRAN_1020_2025);
    expect(found.pendencias.map((p) => [p.mensagem, p.fundamento])).toEqual([
      [
        'Faltam 1 das 2 horas-aula práticas da carga mínima',
        'Resolução CONTRAN nº 1.020/2025, carga mínima de prática de direção',
      ],
    ]);
    expect(aptidaoParaExamePratico(processo({ horasRealizadas: 2 }), CONTRAN_1020_2025).apto).toBe(true);
  });

  it('moves an open 789 process to 1.020 minimums when the state migrates it', () => {
    // 789 would ask for 20 h/a and 1 at night; the migrated process is apto with 2.
    const found = aptidaoParaExamePratico(processo({ horasRealizadas: 2 }), CONTRAN_1020_2025);
    expect(found.apto).toBe(true);
  });
});

describe('eligibility for the theory exam', () => {
  /** A whole session attended: `horas` h/a of `disciplina`, from 19:00. */
  const sessao = (disciplina: PresencaTeorica['disciplina'], horas: number): PresencaTeorica => {
    const inicio = new Date('2026-03-02T19:00:00-03:00');
    const fim = new Date(inicio.getTime() + horas * 50 * 60_000);
    return { disciplina, inicio, fim, entrada: inicio, saida: fim };
  };
  const curso789 = cursoTeorico('CONTRAN_789_2020', 'primeira_habilitacao');
  const completo = [
    sessao('legislacao', 18),
    sessao('direcao_defensiva', 16),
    sessao('primeiros_socorros', 4),
    sessao('meio_ambiente_convivio', 4),
    sessao('funcionamento_veiculo', 3),
  ];

  it('is apto under 789/2020 with the 45 h/a of every subject, not with more of one for another', () => {
    const carga = countCargaTeorica(completo, curso789, DEFAULT_STATE_PROFILE);
    expect(aptidaoParaExameTeorico(processo(), carga, curso789, CONTRAN_789_2020)).toEqual({
      apto: true,
      pendencias: [],
    });

    const semSocorros = [...completo.filter((item) => item.disciplina !== 'primeiros_socorros')];
    semSocorros.push(sessao('legislacao', 4));
    const falta = countCargaTeorica(semSocorros, curso789, DEFAULT_STATE_PROFILE);
    const found = aptidaoParaExameTeorico(processo(), falta, curso789, CONTRAN_789_2020);
    expect(found?.apto).toBe(false);
    expect(found?.pendencias).toEqual([
      {
        code: 'TEORICA_CARGA_PENDENTE',
        mensagem: 'Faltam 4 das 45 horas-aula do curso teórico',
        fundamento: 'Resolução CONTRAN nº 789/2020, Anexo II, Curso Teórico-Técnico (45 h/a)',
      },
    ]);
  });

  it('asks no minimum under 1.020/2025, but an open process within its validity', () => {
    const curso = cursoTeorico('CONTRAN_1020_2025', 'primeira_habilitacao');
    const carga = countCargaTeorica([], curso, DEFAULT_STATE_PROFILE);
    expect(aptidaoParaExameTeorico(processo(), carga, curso, CONTRAN_1020_2025)?.apto).toBe(true);
    const vencido = aptidaoParaExameTeorico(processo({ expirado: true }), carga, curso, CONTRAN_1020_2025);
    expect(vencido?.pendencias.map((p) => p.code)).toEqual(['PROCESSO_VENCIDO']);
  });

  it('does not apply to adding a category, which has no theory course', () => {
    const curso = cursoTeorico('CONTRAN_789_2020', 'adicao_mudanca');
    const carga = countCargaTeorica([], curso, DEFAULT_STATE_PROFILE);
    expect(aptidaoParaExameTeorico(processo({ tipo: 'adicao' }), carga, curso, CONTRAN_789_2020)).toBeNull();
  });
});
