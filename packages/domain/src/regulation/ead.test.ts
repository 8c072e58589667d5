import { describe, expect, it } from 'vitest';
import {
  minutosConectados,
  modalidadePermitida,
  momentosDaReproducao,
  type PerfilEad,
  percentualNecessarioGravacao,
  posicaoAleatoriaDaReproducao,
  prazoDeEntrada,
  presencaEad,
  presencaGravacao,
  registrarSinalReproducao,
  type SinalReproducao,
  segundosAssistidos,
  segundosCobertos,
  sortearVerificacoes,
  unirTrechos,
  type VerificacaoDoAluno,
  veredictoFacial,
} from './ead.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

const perfil: PerfilEad = DEFAULT_STATE_PROFILE;
const at = (hora: string) => `2026-11-27T${hora}:00-03:00`;
const sessao = { inicio: at('19:00'), fim: at('20:40') };
const aprovadas: VerificacaoDoAluno[] = [
  { momento: 'abertura', resultado: 'aprovada', motivo: null },
  { momento: 'encerramento', resultado: 'aprovada', motivo: null },
];

describe('joining a remote lesson', () => {
  it('closes the door the state tolerance after the start (PR: 20 minutes)', () => {
    expect(prazoDeEntrada(at('19:00'), { eadToleranciaEntradaMinutos: 20 }).toISOString()).toBe(
      new Date(at('19:20')).toISOString(),
    );
  });

  it('allows remote live lessons in both regimes, recorded ones only under 1.020/2025 where the state allows', () => {
    expect(modalidadePermitida('primeira_habilitacao', 'remota_ao_vivo', perfil)).toBe(true);
    expect(modalidadePermitida('reciclagem', 'remota_ao_vivo', perfil)).toBe(true);
    expect(modalidadePermitida('primeira_habilitacao', 'gravada', perfil)).toBe(true);
    expect(modalidadePermitida('primeira_habilitacao', 'gravada', { eadGravadaPermitida: false })).toBe(
      false,
    );
    expect(modalidadePermitida('reciclagem', 'gravada', perfil)).toBe(false);
  });
});

describe('face verdicts', () => {
  const limites = { eadSimilaridadeMinima: 55, eadVivacidadeMinima: 50 };
  it('passes one live face like the reference', () => {
    expect(veredictoFacial({ rostos: 1, similaridade: 0.8, vivacidade: 0.9 }, true, limites)).toEqual({
      aprovada: true,
    });
  });
  it.each([
    [{ rostos: 0, similaridade: null, vivacidade: null }, true, 'sem_rosto'],
    [{ rostos: 2, similaridade: null, vivacidade: 0.9 }, true, 'varios_rostos'],
    [{ rostos: 1, similaridade: null, vivacidade: 0.9 }, false, 'sem_referencia'],
    [{ rostos: 1, similaridade: 0.3, vivacidade: 0.9 }, true, 'rosto_diferente'],
    [{ rostos: 1, similaridade: 0.8, vivacidade: 0.2 }, true, 'vivacidade_baixa'],
  ] as const)('refuses %o (reference: %s) as %s', (analise, referencia, motivo) => {
    expect(veredictoFacial(analise, referencia, limites)).toEqual({ aprovada: false, motivo });
  });
});

describe('random checks', () => {
  it('draws at least the share of students, rounded up, inside the lesson and away from its ends', () => {
    const alunos = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const sorteio = sortearVerificacoes(alunos, sessao, { eadVerificacoesAleatoriasPercentual: 20 }, random);
    expect(sorteio).toHaveLength(3);
    expect(new Set(sorteio.map((item) => item.aluno)).size).toBe(3);
    for (const { em } of sorteio) {
      expect(em.getTime()).toBeGreaterThanOrEqual(new Date(at('19:10')).getTime());
      expect(em.getTime()).toBeLessThanOrEqual(new Date(at('20:30')).getTime());
    }
    expect(sortearVerificacoes(alunos, sessao, { eadVerificacoesAleatoriasPercentual: 0 }, random)).toEqual(
      [],
    );
  });
});

describe('presence in a remote lesson', () => {
  it('counts overlapping connections once and nothing outside the lesson', () => {
    expect(
      minutosConectados(sessao, [
        { de: at('18:50'), ate: at('19:30') },
        { de: at('19:20'), ate: at('19:40') },
        { de: at('20:30'), ate: at('21:00') },
      ]),
    ).toBe(50);
  });

  it('counts the whole lesson when the time away is within the tolerance, else the minutes connected', () => {
    const curta = presencaEad(sessao, [{ de: at('19:10'), ate: at('20:40') }], aprovadas, perfil);
    expect(curta).toMatchObject({ minutos: 100, horasAula: 2, presente: true, motivo: null });
    const longa = presencaEad(sessao, [{ de: at('19:30'), ate: at('20:40') }], aprovadas, perfil);
    expect(longa).toMatchObject({ minutosConectados: 70, minutos: 70, horasAula: 1, presente: true });
  });

  it('applies the state minimum share despite disconnections (PB: 90%)', () => {
    const pb = { ...perfil, eadPresencaMinimaPercentual: 90 };
    const quedas = [
      { de: at('19:00'), ate: at('19:40') },
      { de: at('19:45'), ate: at('20:40') },
    ];
    expect(presencaEad(sessao, quedas, aprovadas, pb)).toMatchObject({
      minutos: 100,
      horasAula: 2,
      presente: true,
    });
    const pouco = presencaEad(sessao, [{ de: at('19:00'), ate: at('20:20') }], aprovadas, pb);
    expect(pouco).toMatchObject({ presente: false, horasAula: 0 });
    expect(pouco.motivo).toBe('Presença de 80% do tempo da aula, abaixo do mínimo de 90%.');
  });

  it('makes a student who failed or missed a check absent, with the reason', () => {
    const falhou = presencaEad(
      sessao,
      [{ de: at('19:00'), ate: at('20:40') }],
      [...aprovadas, { momento: 'aleatoria', resultado: 'reprovada', motivo: 'rosto_diferente' }],
      perfil,
    );
    expect(falhou).toMatchObject({ presente: false, horasAula: 0 });
    expect(falhou.motivo).toContain('Verificação facial (aleatória) reprovada');
    expect(falhou.motivo).toContain('não confere com a foto de referência');
    const semEncerramento = presencaEad(
      sessao,
      [{ de: at('19:00'), ate: at('20:40') }],
      aprovadas.slice(0, 1),
      perfil,
    );
    expect(semEncerramento.motivo).toBe('Sem verificação facial aprovada (encerramento).');
    expect(presencaEad(sessao, [], [], perfil).motivo).toBe('O aluno não entrou na aula.');
  });
});

describe('watching the recording', () => {
  const t0 = Date.parse('2026-11-27T22:00:00Z');
  const sinais = (...pares: [number, number][]): SinalReproducao[] =>
    pares.map(([posicao, segundos]) => ({ posicao, em: new Date(t0 + segundos * 1000) }));

  it('counts what was played at normal pace, each second once', () => {
    expect(segundosAssistidos(sinais([0, 0], [5, 5], [10, 10], [15, 15]), 600)).toBe(15);
    // Watching the same part again adds nothing.
    expect(segundosAssistidos(sinais([0, 0], [5, 5], [10, 10], [0, 11], [5, 16], [10, 21]), 600)).toBe(10);
    // A little ahead of the wall time (buffering, jitter) still counts.
    expect(segundosAssistidos(sinais([0, 0], [6.5, 5]), 600)).toBe(6.5);
  });

  it('does not count a seek ahead nor a faster playback, and goes on from the new position', () => {
    expect(segundosAssistidos(sinais([0, 0], [5, 5], [300, 10], [305, 15]), 600)).toBe(10);
    expect(segundosAssistidos(sinais([0, 0], [10, 5], [20, 10]), 600)).toBe(0);
  });

  it('counts nothing across a pause, a step back or reports too far apart', () => {
    expect(segundosAssistidos(sinais([10, 0], [10, 60], [5, 65]), 600)).toBe(0);
    expect(segundosAssistidos(sinais([0, 0], [60, 60]), 600)).toBe(0);
  });

  it('stops at the end of the recording', () => {
    expect(segundosAssistidos(sinais([8, 0], [12, 4]), 10)).toBe(2);
  });

  it('merges the parts watched and says whether a report counted', () => {
    expect(
      unirTrechos([
        [5, 10],
        [0, 5],
        [20, 30],
        [25, 26],
      ]),
    ).toEqual([
      [0, 10],
      [20, 30],
    ]);
    expect(
      segundosCobertos([
        [0, 10],
        [5, 15],
      ]),
    ).toBe(15);
    const passo = registrarSinalReproducao(
      [[0, 5]],
      { posicao: 5, em: new Date(t0) },
      { posicao: 200, em: new Date(t0 + 5000) },
      600,
    );
    expect(passo).toEqual({ trechos: [[0, 5]], contou: false });
  });
});

describe('a replay as a lesson attended', () => {
  const minimo: PerfilEad = { ...perfil, eadPresencaMinimaPercentual: 90 };
  const todas = (...momentos: VerificacaoDoAluno['momento'][]): VerificacaoDoAluno[] =>
    momentos.map((momento) => ({ momento, resultado: 'aprovada', motivo: null }));

  it("needs the state's share of the recording, or the theory tolerance as a share of the session", () => {
    expect(percentualNecessarioGravacao(sessao, minimo)).toBe(90);
    // 15 minutes of tolerance in a 100-minute session: 85% of the recording.
    expect(percentualNecessarioGravacao(sessao, { ...perfil, teoricaToleranciaMinutos: 15 })).toBe(85);
  });

  it('counts the whole session once the share is watched and the opening and closing checks passed', () => {
    expect(presencaGravacao(sessao, 10, 9, todas('abertura', 'encerramento'), minimo)).toMatchObject({
      necessarios: 9,
      concluida: true,
      presente: true,
      minutos: 100,
      horasAula: 2,
      motivo: null,
    });
  });

  it('goes on while the share is not watched or a check is missing', () => {
    expect(presencaGravacao(sessao, 10, 5, todas('abertura'), minimo)).toMatchObject({
      concluida: false,
      presente: false,
      motivo: 'Assistido 50% da gravação; são necessários 90%.',
    });
    expect(presencaGravacao(sessao, 10, 10, todas('abertura'), minimo)).toMatchObject({
      concluida: false,
      motivo: 'Falta a verificação facial (encerramento).',
    });
    const aleatorias = { ...minimo, eadVerificacoesAleatoriasPercentual: 20 };
    expect(momentosDaReproducao(aleatorias)).toEqual(['abertura', 'aleatoria', 'encerramento']);
    expect(presencaGravacao(sessao, 10, 10, todas('abertura', 'encerramento'), aleatorias).motivo).toBe(
      'Falta a verificação facial (aleatória).',
    );
  });

  it('ends absent, with the reason, when a check fails or is not answered', () => {
    const falhou: VerificacaoDoAluno[] = [
      { momento: 'abertura', resultado: 'reprovada', motivo: 'rosto_diferente' },
    ];
    expect(presencaGravacao(sessao, 10, 10, falhou, minimo)).toMatchObject({
      concluida: true,
      presente: false,
      motivo:
        'Verificação facial (abertura) reprovada: O rosto não confere com a foto de referência do cadastro.',
    });
  });

  it('draws the random check between 10% and 90% of the recording when the state asks random checks', () => {
    expect(
      posicaoAleatoriaDaReproducao(100, { eadVerificacoesAleatoriasPercentual: 0 }, () => 0.5),
    ).toBeNull();
    expect(posicaoAleatoriaDaReproducao(100, { eadVerificacoesAleatoriasPercentual: 20 }, () => 0)).toBe(10);
    expect(
      posicaoAleatoriaDaReproducao(100, { eadVerificacoesAleatoriasPercentual: 20 }, () => 0.999),
    ).toBeCloseTo(89.92);
  });
});
