import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURSOS_POR_REGIME,
  cabeNoDia,
  countCargaTeorica,
  cursoAceitaProcesso,
  cursoDoProcesso,
  cursoTeorico,
  disciplinasDoCurso,
  horasAulaDaSessao,
  horasAulaPresentes,
  minutosPresentes,
  type PresencaTeorica,
} from './curso-teorico.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';
import { explained, violation } from './violations.ts';

const perfil = DEFAULT_STATE_PROFILE; // tolerance 15 minutes, 5 h/a a day

/** A São Paulo wall-clock instant of 2026-03-10 (written as UTC, as the rules compare them). */
const at = (hhmm: string) => `2026-03-10T${hhmm}:00.000Z`;
const sessao = (de: string, ate: string) => ({ inicio: at(de), fim: at(ate) });

describe('the theory courses of each regime', () => {
  it('gives the first-licence course of 789/2020 its 45 h/a by subject', () => {
    const curso = cursoTeorico('CONTRAN_789_2020', 'primeira_habilitacao');
    expect(curso.cargaMinima).toBe(45);
    expect(curso.disciplinas.map((item) => [item.disciplina, item.horasAula])).toEqual([
      ['legislacao', 18],
      ['direcao_defensiva', 16],
      ['primeiros_socorros', 4],
      ['meio_ambiente_convivio', 4],
      ['funcionamento_veiculo', 3],
    ]);
    expect(curso.modalidades).toEqual(['presencial', 'remota_ao_vivo']);
    expect(curso.fundamento.norma).toBe('Resolução CONTRAN nº 789/2020');
  });

  it('imposes no minimum under 1.020/2025, in person, remote live or recorded', () => {
    const curso = cursoTeorico('CONTRAN_1020_2025', 'primeira_habilitacao');
    expect(curso.cargaMinima).toBe(0);
    expect(curso.disciplinas).toHaveLength(5);
    expect(curso.modalidades).toEqual(['presencial', 'remota_ao_vivo', 'gravada']);
    expect(curso.fundamento.norma).toBe('Resolução CONTRAN nº 1.020/2025');
  });

  it('lists the other courses with their hours, and adding a category with none', () => {
    const cursos = CURSOS_POR_REGIME.CONTRAN_789_2020;
    expect(cursos.atualizacao_renovacao.cargaMinima).toBe(15);
    expect(cursos.reciclagem.cargaMinima).toBe(30);
    expect(cursos.adicao_mudanca.disciplinas).toEqual([]);
    expect(disciplinasDoCurso('reciclagem')).toContain('relacionamento_interpessoal');
    expect(disciplinasDoCurso('adicao_mudanca')).toEqual([]);
  });

  it('tells the course a process takes, and which processes a course enrols', () => {
    expect(cursoDoProcesso('CONTRAN_789_2020', 'primeira_habilitacao').id).toBe('primeira_habilitacao');
    expect(cursoDoProcesso('CONTRAN_789_2020', 'adicao').id).toBe('adicao_mudanca');
    expect(cursoDoProcesso('CONTRAN_1020_2025', 'mudanca').cargaMinima).toBe(0);
    const primeira = cursoTeorico('CONTRAN_789_2020', 'primeira_habilitacao');
    expect(cursoAceitaProcesso(primeira, 'primeira_habilitacao')).toBe(true);
    expect(cursoAceitaProcesso(primeira, 'adicao')).toBe(false);
    expect(cursoAceitaProcesso(cursoTeorico('CONTRAN_789_2020', 'reciclagem'), 'adicao')).toBe(true);
  });
});

describe('attended time under the tolerance', () => {
  const aula = sessao('19:00', '20:40'); // 100 minutes, 2 h/a

  it('counts an arrival within the tolerance from the start, and beyond it from the arrival', () => {
    expect(minutosPresentes(aula, { entrada: at('19:10'), saida: null }, perfil)).toBe(100);
    expect(minutosPresentes(aula, { entrada: at('19:15'), saida: null }, perfil)).toBe(100);
    expect(minutosPresentes(aula, { entrada: at('19:20'), saida: null }, perfil)).toBe(80);
    expect(horasAulaPresentes(aula, { entrada: at('19:20'), saida: null }, perfil)).toBe(1);
  });

  it('counts a departure within the tolerance to the end, and beyond it to the departure', () => {
    expect(minutosPresentes(aula, { entrada: at('19:00'), saida: at('20:30') }, perfil)).toBe(100);
    expect(minutosPresentes(aula, { entrada: at('19:00'), saida: at('20:00') }, perfil)).toBe(60);
    expect(horasAulaPresentes(aula, { entrada: at('19:00'), saida: at('20:00') }, perfil)).toBe(1);
    expect(horasAulaPresentes(aula, { entrada: at('19:00'), saida: at('19:40') }, perfil)).toBe(0);
  });

  it('counts nothing for an absent student, and never time outside the session', () => {
    expect(minutosPresentes(aula, { entrada: null, saida: null }, perfil)).toBe(0);
    expect(minutosPresentes(aula, { entrada: at('18:30'), saida: at('21:30') }, perfil)).toBe(100);
    expect(minutosPresentes(aula, { entrada: at('20:50'), saida: null }, perfil)).toBe(0);
    expect(
      minutosPresentes(aula, { entrada: at('19:20'), saida: null }, { teoricaToleranciaMinutos: 30 }),
    ).toBe(100);
  });

  it('never counts more than the session, and later arrival never counts more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 130 }), fc.integer({ min: 0, max: 60 }), (atraso, mais) => {
        const entrada = (minutes: number) => new Date(Date.parse(aula.inicio) + minutes * 60_000);
        const cedo = minutosPresentes(aula, { entrada: entrada(atraso), saida: null }, perfil);
        const tarde = minutosPresentes(aula, { entrada: entrada(atraso + mais), saida: null }, perfil);
        expect(cedo).toBeLessThanOrEqual(100);
        expect(tarde).toBeLessThanOrEqual(cedo);
        expect(
          horasAulaPresentes(aula, { entrada: entrada(atraso), saida: null }, perfil),
        ).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('theory hours per subject against the course minimum', () => {
  const curso = cursoTeorico('CONTRAN_789_2020', 'primeira_habilitacao');
  const presenca = (disciplina: PresencaTeorica['disciplina'], entrada: string | null): PresencaTeorica => ({
    ...sessao('19:00', '20:40'),
    disciplina,
    entrada: entrada === null ? null : at(entrada),
    saida: null,
  });

  it('sums each subject and says what is missing, an excess never covering another subject', () => {
    const presencas = [
      ...Array.from({ length: 9 }, () => presenca('legislacao', '19:00')), // 18 h/a
      ...Array.from({ length: 10 }, () => presenca('direcao_defensiva', '19:05')), // 20 h/a
      presenca('primeiros_socorros', '19:30'), // late: 1 h/a
      presenca('meio_ambiente_convivio', null), // absent
    ];
    const carga = countCargaTeorica(presencas, curso, perfil);
    expect(carga.realizadas).toBe(39);
    expect(carga.requeridas).toBe(45);
    const faltam = Object.fromEntries(carga.porDisciplina.map((item) => [item.disciplina, item.faltam]));
    expect(faltam).toEqual({
      legislacao: 0,
      direcao_defensiva: 0,
      primeiros_socorros: 3,
      meio_ambiente_convivio: 4,
      funcionamento_veiculo: 3,
    });
    expect(carga.faltam).toBe(10);
    expect(carga.completo).toBe(false);
  });

  it('is complete with no presence under 1.020/2025, which imposes no minimum', () => {
    const carga = countCargaTeorica([], cursoTeorico('CONTRAN_1020_2025', 'primeira_habilitacao'), perfil);
    expect(carga).toMatchObject({ realizadas: 0, requeridas: 0, faltam: 0, completo: true });
  });

  it('ignores subjects outside the course', () => {
    const carga = countCargaTeorica([presenca('relacionamento_interpessoal', '19:00')], curso, perfil);
    expect(carga.realizadas).toBe(0);
  });
});

describe("a class's day within the state's limit", () => {
  it('counts whole h/a of a session and refuses a day beyond the limit', () => {
    expect(horasAulaDaSessao(sessao('19:00', '20:40'))).toBe(2);
    expect(horasAulaDaSessao(sessao('19:00', '20:30'))).toBe(1);
    expect(cabeNoDia(3, sessao('19:00', '20:40'), perfil)).toBe(true);
    expect(cabeNoDia(4, sessao('19:00', '20:40'), perfil)).toBe(false);
  });

  it('says the rule with its norm', () => {
    expect(explained(violation('TEORICA_LIMITE_DIARIO', { limite: 5 }))).toBe(
      'A turma não pode ter mais de 5 horas-aula teóricas no mesmo dia — Norma do DETRAN do estado, perfil estadual: horas-aula teóricas por dia',
    );
  });
});
