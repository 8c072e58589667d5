import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLesson, type Lesson, type LessonContext, plannedEnd } from './lesson-rules.ts';
import { CONTRAN_789_2020, CONTRAN_1020_2025, regimeForLesson, regimeForOpening } from './regimes.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';
import { VIOLATIONS } from './violations.ts';

/** A lesson on 2026-03-10 from hh:mm (UTC, to keep the arithmetic plain) lasting some minutes. */
const at = (hhmm: string, duration = 50, extra: Partial<Lesson> = {}): Lesson => {
  const inicio = `2026-03-10T${hhmm}:00.000Z`;
  return {
    inicio,
    fim: new Date(Date.parse(inicio) + duration * 60_000).toISOString(),
    tipo: 'normal',
    dupla: false,
    ...extra,
  };
};

const context = (extra: Partial<LessonContext> = {}): LessonContext => ({
  processo: { categoria: 'B', regime: CONTRAN_789_2020, ladvValidade: '2026-12-31' },
  instrutorCnh: 'AB',
  veiculoVinculado: true,
  aulasDoAluno: [],
  aulasDoInstrutor: [],
  perfil: DEFAULT_STATE_PROFILE,
  data: '2026-03-10',
  ...extra,
});

const codes = (lesson: Lesson, ctx: LessonContext) => checkLesson(lesson, ctx).map((found) => found.code);

describe('regimes', () => {
  it('a process keeps the regime under which it was opened', () => {
    expect(regimeForOpening('2025-12-08')).toBe(CONTRAN_789_2020);
    expect(regimeForOpening('2025-12-09')).toBe(CONTRAN_1020_2025);
  });

  it("follows the state's date for 1.020/2025 and migrates open processes only where the state says so", () => {
    // A state where a court suspended 1.020/2025 until 2026-03-01.
    expect(regimeForOpening('2026-01-15', '2026-03-01')).toBe(CONTRAN_789_2020);
    const fica = { regime1020Desde: '2025-12-09', migrarProcessosAbertos: false };
    const migra = { regime1020Desde: '2025-12-09', migrarProcessosAbertos: true };
    expect(regimeForLesson('CONTRAN_789_2020', fica, '2026-03-10')).toBe(CONTRAN_789_2020);
    expect(regimeForLesson('CONTRAN_789_2020', migra, '2026-03-10')).toBe(CONTRAN_1020_2025);
    expect(regimeForLesson('CONTRAN_789_2020', migra, '2025-12-08')).toBe(CONTRAN_789_2020);
    expect(regimeForLesson('CONTRAN_1020_2025', fica, '2026-03-10')).toBe(CONTRAN_1020_2025);
  });

  it('knows the minimum practical load of each regime', () => {
    expect(CONTRAN_789_2020.cargaMinima('ACC', 'primeira_habilitacao')).toBe(5);
    expect(CONTRAN_789_2020.cargaMinima('B', 'primeira_habilitacao')).toBe(20);
    expect(CONTRAN_789_2020.cargaMinima('A', 'adicao')).toBe(15);
    expect(CONTRAN_789_2020.noturnasMinimas('B')).toBe(1);
    expect(CONTRAN_789_2020.validadeMeses).toBe(12);
    expect(CONTRAN_1020_2025.cargaMinima('B', 'primeira_habilitacao')).toBe(2);
    expect(CONTRAN_1020_2025.cargaMinima('D', 'mudanca')).toBe(10);
    expect(CONTRAN_1020_2025.validadeMeses).toBeNull();
  });
});

describe('checking a practical lesson', () => {
  it('accepts a plain 50-minute lesson', () => {
    expect(checkLesson(at('13:00'), context())).toEqual([]);
  });

  it('names what is missing: process, instructor, vehicle link', () => {
    expect(
      codes(at('13:00'), context({ processo: null, instrutorCnh: null, veiculoVinculado: false })),
    ).toEqual(['PROCESSO_INEXISTENTE', 'INSTRUTOR_NAO_ENCONTRADO', 'VEICULO_NAO_VINCULADO']);
  });

  it('refuses lessons over an hour, too short, or doubles without their minimum time', () => {
    expect(codes(at('13:00', 61), context())).toEqual(['AULA_ACIMA_1_HORA']);
    expect(codes(at('13:00', 44), context())).toEqual(['TEMPO_TOTAL_INSUFICIENTE']);
    expect(codes(at('13:00', 80, { dupla: true }), context())).toEqual(['AULA_DUPLA_SEM_TEMPO_MINIMO']);
    expect(codes(at('13:00', 100, { dupla: true }), context())).toEqual([]);
  });

  it('checks the instructor category and the LADV', () => {
    expect(codes(at('13:00'), context({ instrutorCnh: 'A' }))).toEqual(['CATEGORIA_INCOMPATIVEL']);
    const expired = context({
      processo: { categoria: 'B', regime: CONTRAN_789_2020, ladvValidade: '2026-03-09' },
    });
    expect(codes(at('13:00'), expired)).toEqual(['LADV_VENCIDA']);
  });

  it('allows one basic-concepts lesson and five parking lessons', () => {
    const basica = context({
      aulasDoAluno: [
        at('08:00', 50, {
          tipo: 'conceitos_basicos',
          inicio: '2026-03-01T08:00:00.000Z',
          fim: '2026-03-01T08:50:00.000Z',
        }),
      ],
    });
    expect(codes(at('13:00', 50, { tipo: 'conceitos_basicos' }), basica)).toEqual([
      'LIMITE_CONCEITOS_BASICOS',
    ]);
    const cinco = Array.from({ length: 5 }, (_, i) => ({
      ...at('08:00', 50, { tipo: 'baliza' as const }),
      inicio: `2026-02-0${i + 1}T08:00:00.000Z`,
      fim: `2026-02-0${i + 1}T08:50:00.000Z`,
    }));
    expect(codes(at('13:00', 50, { tipo: 'baliza' }), context({ aulasDoAluno: cinco }))).toEqual([
      'LIMITE_BALIZA',
    ]);
    expect(codes(at('13:00', 50, { tipo: 'baliza' }), context({ aulasDoAluno: cinco.slice(1) }))).toEqual([]);
  });

  it('keeps a candidate to 3 h/a a day under 789/2020 and asks a break before the third', () => {
    const morning = [at('08:00'), at('08:50')];
    expect(codes(at('09:40'), context({ aulasDoAluno: morning }))).toEqual(['INTERVALO_TERCEIRA_AULA']);
    expect(codes(at('10:30'), context({ aulasDoAluno: morning }))).toEqual([]);
    expect(codes(at('14:00'), context({ aulasDoAluno: [...morning, at('10:30')] }))).toEqual([
      'CANDIDATO_LIMITE_DIARIO',
    ]);
    const regime1020 = context({
      aulasDoAluno: [...morning, at('10:30')],
      processo: { categoria: 'B', regime: CONTRAN_1020_2025, ladvValidade: null },
    });
    expect(codes(at('14:00'), regime1020)).toEqual([]);
  });

  it("refuses the candidate's second lesson at the same time", () => {
    expect(codes(at('13:20'), context({ aulasDoAluno: [at('13:00')] }))).toEqual([
      'AULA_EXISTENTE_NO_HORARIO',
    ]);
  });

  it('lets an instructor teach two motorcycle students at once, never a car and never three', () => {
    const moto = context({ processo: { categoria: 'A', regime: CONTRAN_789_2020, ladvValidade: null } });
    expect(codes(at('13:00'), { ...moto, aulasDoInstrutor: [{ ...at('13:00'), categoria: 'A' }] })).toEqual(
      [],
    );
    expect(
      codes(at('13:00'), {
        ...moto,
        aulasDoInstrutor: [
          { ...at('13:00'), categoria: 'A' },
          { ...at('13:10'), categoria: 'A' },
        ],
      }),
    ).toEqual(['INSTRUTOR_LIMITE_SIMULTANEO']);
    expect(codes(at('13:00'), context({ aulasDoInstrutor: [{ ...at('13:30'), categoria: 'B' }] }))).toEqual([
      'INSTRUTOR_HORARIO_OCUPADO',
    ]);
  });

  it("holds the instructor's daily limit of the state", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      ...at(`${String(6 + i).padStart(2, '0')}:00`),
      categoria: 'B' as const,
    }));
    expect(codes(at('19:00'), context({ aulasDoInstrutor: twelve }))).toEqual(['INSTRUTOR_LIMITE_DIARIO']);
    expect(checkLesson(at('19:00'), context({ aulasDoInstrutor: twelve }))[0]?.mensagem).toBe(
      'Instrutor não pode ministrar mais de 12 horas-aula diárias',
    );
    const perfil24 = { ...DEFAULT_STATE_PROFILE, instrutorLimiteDiario: 24 as const };
    expect(codes(at('19:00'), context({ aulasDoInstrutor: twelve, perfil: perfil24 }))).toEqual([]);
  });

  it('plans the end of a lesson 50 minutes after its start per h/a', () => {
    expect(plannedEnd('2026-03-10T13:00:00.000Z')).toBe('2026-03-10T13:50:00.000Z');
    expect(plannedEnd('2026-03-10T13:00:00.000Z', 2)).toBe('2026-03-10T14:40:00.000Z');
  });
});

describe('properties of the rules', () => {
  const start = fc
    .integer({ min: 6 * 60, max: 20 * 60 })
    .map(
      (minute) =>
        `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    );

  it('every message is the catalogue text, and a clean 45–60 minute lesson passes', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 45, max: 60 }), (hhmm, duration) => {
        expect(checkLesson(at(hhmm, duration), context())).toEqual([]);
      }),
    );
    for (const found of checkLesson(
      at('13:00', 200),
      context({ processo: null, instrutorCnh: null, veiculoVinculado: false }),
    )) {
      expect(Object.values(VIOLATIONS)).toContain(found.mensagem);
    }
  });

  it('a lesson over the maximum is always refused for it, whatever else holds', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 61, max: 300 }), fc.boolean(), (hhmm, duration, vinculado) => {
        expect(codes(at(hhmm, duration), context({ veiculoVinculado: vinculado }))).toContain(
          'AULA_ACIMA_1_HORA',
        );
      }),
    );
  });

  it("any overlap with the candidate's own lesson is refused, and adding lessons never removes a violation", () => {
    fc.assert(
      fc.property(start, fc.integer({ min: -49, max: 49 }), (hhmm, shift) => {
        const lesson = at(hhmm);
        const other = {
          ...lesson,
          inicio: new Date(Date.parse(lesson.inicio) + shift * 60_000).toISOString(),
          fim: new Date(Date.parse(lesson.fim) + shift * 60_000).toISOString(),
        };
        const alone = codes(lesson, context());
        const withOther = codes(lesson, context({ aulasDoAluno: [other] }));
        expect(withOther).toContain('AULA_EXISTENTE_NO_HORARIO');
        expect(alone.every((code) => withOther.includes(code))).toBe(true);
      }),
    );
  });
});
