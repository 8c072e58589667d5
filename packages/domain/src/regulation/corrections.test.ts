import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctionData, isCorrectable, proposeCorrection } from './corrections.ts';
import { checkLesson, type Lesson, type LessonContext } from './lesson-rules.ts';
import { CONTRAN_789_2020 } from './regimes.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

const lesson = (hhmm: string, minutes: number, extra: Partial<Lesson> = {}): Lesson => {
  const inicio = `2026-03-10T${hhmm}:00.000Z`;
  return {
    inicio,
    fim: new Date(Date.parse(inicio) + minutes * 60_000).toISOString(),
    tipo: 'normal',
    dupla: false,
    ...extra,
  };
};

const context = (extra: Partial<LessonContext> = {}): LessonContext => ({
  processo: { categoria: 'B', regime: CONTRAN_789_2020, ladvValidade: null },
  instrutorCnh: 'AB',
  veiculoVinculado: true,
  aulasDoAluno: [],
  aulasDoInstrutor: [],
  perfil: DEFAULT_STATE_PROFILE,
  data: '2026-03-10',
  ...extra,
});

const codes = (found: Lesson, ctx: LessonContext) => checkLesson(found, ctx).map((v) => v.code);

describe('correcting a rejected lesson (Aplicar Correção)', () => {
  it('knows which rejections a change of times can fix', () => {
    expect(isCorrectable('AULA_ACIMA_1_HORA')).toBe(true);
    expect(isCorrectable('INTERVALO_TERCEIRA_AULA')).toBe(true);
    expect(isCorrectable('PROCESSO_INEXISTENTE')).toBe(false);
    expect(isCorrectable(null)).toBe(false);
  });

  it('cuts a lesson over one hour at the limit, keeping its start', () => {
    const long = lesson('13:00', 72);
    expect(correctionData('AULA_ACIMA_1_HORA', long, context())).toEqual({
      duracao_minutos: 72,
      maximo_minutos: 60,
    });
    const fixed = proposeCorrection(long, 'AULA_ACIMA_1_HORA', context());
    expect(fixed).toEqual({ ...long, fim: '2026-03-10T14:00:00.000Z' });
  });

  it('extends a short lesson to the minimum total time', () => {
    const short = lesson('13:00', 40);
    const fixed = proposeCorrection(short, 'TEMPO_TOTAL_INSUFICIENTE', context());
    expect(fixed?.fim).toBe('2026-03-10T13:45:00.000Z');
  });

  it('extends a double lesson to its minimum', () => {
    const dupla = lesson('13:00', 80, { dupla: true });
    const fixed = proposeCorrection(dupla, 'AULA_DUPLA_SEM_TEMPO_MINIMO', context());
    expect(fixed?.fim).toBe('2026-03-10T14:30:00.000Z');
  });

  it('moves a third lesson to the end of the break, keeping its duration', () => {
    const ctx = context({ aulasDoAluno: [lesson('10:00', 50), lesson('10:50', 50)] });
    const third = lesson('12:00', 50);
    expect(correctionData('INTERVALO_TERCEIRA_AULA', third, ctx)).toEqual({
      inicio_minimo: '2026-03-10T12:30:00.000Z',
    });
    const fixed = proposeCorrection(third, 'INTERVALO_TERCEIRA_AULA', ctx);
    expect(fixed).toEqual({ ...third, inicio: '2026-03-10T12:30:00.000Z', fim: '2026-03-10T13:20:00.000Z' });
  });

  it('proposes nothing when the lesson does not break the rule, or when the fix would break another', () => {
    expect(proposeCorrection(lesson('13:00', 50), 'AULA_ACIMA_1_HORA', context())).toBeNull();
    // Extending the short lesson would run into the student's next one.
    const ctx = context({ aulasDoAluno: [lesson('13:42', 50)] });
    expect(proposeCorrection(lesson('13:00', 40), 'TEMPO_TOTAL_INSUFICIENTE', ctx)).toBeNull();
  });

  it('any lesson over the limit comes back within it and breaks nothing new', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 300 }), fc.integer({ min: 6, max: 20 }), (minutes, hour) => {
        const long = lesson(`${String(hour).padStart(2, '0')}:00`, minutes);
        const fixed = proposeCorrection(long, 'AULA_ACIMA_1_HORA', context());
        expect(fixed).not.toBeNull();
        if (!fixed) return;
        expect(codes(fixed, context())).toEqual([]);
        expect(fixed.inicio).toBe(long.inicio);
      }),
    );
  });
});
