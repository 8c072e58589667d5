import { describe, expect, it } from 'vitest';
import {
  minutosConectados,
  modalidadePermitida,
  type PerfilEad,
  prazoDeEntrada,
  presencaEad,
  sortearVerificacoes,
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
