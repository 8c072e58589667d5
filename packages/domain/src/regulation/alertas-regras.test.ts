import { describe, expect, it } from 'vitest';
import type { LngLat } from '../geo.ts';
import { camerasOffline, contingenciaAcima, rejeicoesRepetidas } from './alertas-escola.ts';
import { avaliarAula, type EvidenciaAula, type PosicaoGps } from './alertas-regras.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

/** 1 km of latitude in degrees (the haversine's Earth of 6,371 km). */
const KM = 180 / (Math.PI * 6371);
const BASE = Date.parse('2026-03-10T13:00:00.000Z');
const at = (segundos: number) => new Date(BASE + segundos * 1000).toISOString();
/** A position `km` north of the start, `segundos` after 10:00 (São Paulo). */
const pos = (segundos: number, km = 0): PosicaoGps => ({
  registradoEm: at(segundos),
  latitude: -2.5 + km * KM,
  longitude: -44.3,
});
const quadrado: LngLat[] = [
  [-44.31, -2.51],
  [-44.29, -2.51],
  [-44.29, -2.4],
  [-44.31, -2.4],
];

/** A 50-minute lesson with a fix every minute on a straight 10 km road, inside the perimeter. */
function aula(extra: Partial<EvidenciaAula> = {}): EvidenciaAula {
  const posicoes = Array.from({ length: 51 }, (_, minuto) => pos(minuto * 60, minuto * 0.2));
  return {
    aulaId: 7,
    anotacao: { inicio: at(0), fim: at(50 * 60), hodoInicio: 1000, hodoFim: 1010 },
    posicoes,
    perimetros: [quadrado],
    fotos: [],
    aulasDoInstrutor: [{ aulaId: 7, inicio: at(0), fim: at(50 * 60), horasAula: 1 }],
    ...extra,
  };
}

const perfil = DEFAULT_STATE_PROFILE;
const tipos = (e: EvidenciaAula, limites = perfil) => avaliarAula(e, limites).map((found) => found.tipo);

describe('lesson rules', () => {
  it('a clean 50-minute lesson of 10 km inside the perimeter finds nothing', () => {
    expect(avaliarAula(aula(), perfil)).toEqual([]);
  });

  it('1 of 51 positions outside the perimeter fires fora_perimetro; no perimeter registered, no rule', () => {
    const posicoes = [...aula().posicoes.slice(0, 50), pos(50 * 60, 20)];
    const [found] = avaliarAula(aula({ posicoes }), perfil).filter((f) => f.tipo === 'fora_perimetro');
    expect(found?.descricao).toBe(
      '1 de 51 posições fora do perímetro da autoescola (a primeira às 10:50); o limite é nenhuma.',
    );
    expect(found?.chave).toBe('fora_perimetro:aula:7');
    expect(tipos(aula({ posicoes, perimetros: [] }))).not.toContain('fora_perimetro');
  });

  it('a GPS gap of 121 s fires over the 120 s limit; exactly 120 s does not', () => {
    const com = (gap: number) => [pos(0), pos(gap, 0.1), ...aula().posicoes.slice(3)];
    expect(tipos(aula({ posicoes: com(120) }))).not.toContain('gps_lacuna');
    const found = avaliarAula(aula({ posicoes: com(121) }), perfil).find((f) => f.tipo === 'gps_lacuna');
    expect(found?.descricao).toBe('121 s sem posição GPS (10:00 → 10:02); o limite é 120 s.');
  });

  it('a gap between the last position and the finish counts too (600 s)', () => {
    const posicoes = aula().posicoes.slice(0, 41);
    const found = avaliarAula(aula({ posicoes }), perfil).find((f) => f.tipo === 'gps_lacuna');
    expect(found?.detalhes).toMatchObject({ segundos: 600, limite: 120 });
  });

  it('3 km in 60 s is 180 km/h, over 150; 2.4 km in 60 s (144 km/h) is not', () => {
    const salto = (km: number) => [pos(0), pos(60, km), pos(120, km + 0.2)];
    const limites = {
      ...perfil,
      alertaGpsLacunaSegundos: 3600,
      alertaHodometroToleranciaPercentual: 100_000,
    };
    expect(tipos(aula({ posicoes: salto(2.4) }), limites)).not.toContain('velocidade_impossivel');
    const found = avaliarAula(aula({ posicoes: salto(3) }), limites).find(
      (f) => f.tipo === 'velocidade_impossivel',
    );
    expect(found?.descricao).toBe('180 km/h entre duas posições (10:00 → 10:01); o limite é 150 km/h.');
  });

  it('odometer 14 km against a 10 km track is 40% off (limit 30%); 12 km (20%) is within', () => {
    const hodo = (fim: number) =>
      aula({ anotacao: { inicio: at(0), fim: at(3000), hodoInicio: 1000, hodoFim: fim } });
    expect(tipos(hodo(1012))).not.toContain('hodometro_inconsistente');
    const found = avaliarAula(hodo(1014), perfil).find((f) => f.tipo === 'hodometro_inconsistente');
    expect(found?.descricao).toBe(
      'O hodômetro marca 14,0 km e o percurso GPS 10,0 km: diferença de 40%; o limite é 30%.',
    );
  });

  it('a final odometer (990) below the initial (1000) is inconsistent whatever the track', () => {
    const e = aula({ anotacao: { inicio: at(0), fim: at(3000), hodoInicio: 1000, hodoFim: 990 } });
    const found = avaliarAula(e, perfil).find((f) => f.tipo === 'hodometro_inconsistente');
    expect(found?.descricao).toBe('Hodômetro final (990 km) menor que o inicial (1000 km).');
  });

  it('a lesson of 44 min is shorter than the 45-minute minimum; exactly 45 min is not', () => {
    const dura = (minutos: number) =>
      aula({
        anotacao: { inicio: at(0), fim: at(minutos * 60), hodoInicio: 1000, hodoFim: 1010 },
        posicoes: aula().posicoes.filter((p) => Date.parse(p.registradoEm) <= BASE + minutos * 60_000),
      });
    expect(tipos(dura(45))).not.toContain('aula_curta');
    const found = avaliarAula(dura(44), perfil).find((f) => f.tipo === 'aula_curta');
    expect(found?.descricao).toBe('A aula durou 44,0 min (10:00 → 10:44); o mínimo é 45 min.');
    expect(found?.severidade).toBe('alta');
  });

  it('3 lessons at once are over the limit of 2 simultaneous students; 2 are not', () => {
    const outra = (aulaId: number) => ({ aulaId, inicio: at(600), fim: at(3600), horasAula: 1 });
    const propria = { aulaId: 7, inicio: at(0), fim: at(3000), horasAula: 1 };
    expect(tipos(aula({ aulasDoInstrutor: [propria, outra(8)] }))).not.toContain('instrutor_simultaneos');
    const e = aula({ aulasDoInstrutor: [propria, outra(8), outra(9)] });
    const found = avaliarAula(e, perfil).find((f) => f.tipo === 'instrutor_simultaneos');
    expect(found?.descricao).toBe('O instrutor deu 3 aulas ao mesmo tempo; o limite é 2.');
    expect(found?.evidencias.map((ev) => ev.id)).toEqual([7, 8, 9]);
  });

  it('the 13th h/a of the day is over the daily 12 h/a; the 12th is not', () => {
    const dia = Array.from({ length: 13 }, (_, i) => ({
      aulaId: 100 + i,
      inicio: at(i * 3600),
      fim: at(i * 3600 + 3000),
      horasAula: 1,
    }));
    const decima = (aulaId: number) => avaliarAula(aula({ aulaId, aulasDoInstrutor: dia }), perfil);
    expect(decima(111).map((f) => f.tipo)).not.toContain('instrutor_horas_diarias');
    expect(decima(112).find((f) => f.tipo === 'instrutor_horas_diarias')?.descricao).toBe(
      'Com esta aula o instrutor chegou a 13 h/a no dia; o limite é 12 h/a.',
    );
  });

  it('photos: 0 faces, 2 faces, similarity 54% under 55% fire; exactly 55% does not', () => {
    const foto = (id: number, rostos: number, similaridade: number | null, verificacao = 'confere') => ({
      id,
      momento: 'inicio' as const,
      verificacao,
      rostos,
      similaridade,
    });
    const fotos = [
      foto(1, 0, null, 'sem_rosto'),
      foto(2, 2, null, 'varios_rostos'),
      foto(3, 1, 54, 'divergente'),
      foto(4, 1, 55),
    ];
    const found = avaliarAula(aula({ fotos }), perfil);
    expect(found.map((f) => f.chave)).toEqual([
      'foto_sem_rosto:foto:1',
      'foto_varios_rostos:foto:2',
      'foto_rosto_divergente:foto:3',
    ]);
    expect(found[2]?.descricao).toBe(
      'A foto de início da aula não confere com a foto de referência do aluno (similaridade de 54%); o mínimo é 55%.',
    );
  });
});

describe('school rules', () => {
  const df = { ...perfil, contingenciaPercentualMaximo: 10 };

  it('3 contingency lessons of 20 (15%) are over a 10% share; 2 of 20 (exactly 10%) are not; no share, no rule', () => {
    expect(contingenciaAcima('2026-03', { total: 20, contingencia: 2 }, df)).toEqual([]);
    const [found] = contingenciaAcima('2026-03', { total: 20, contingencia: 3 }, df);
    expect(found?.descricao).toBe(
      '3 de 20 aulas de 2026-03 são de contingência (15,0%); o limite do estado é 10%.',
    );
    expect(found?.chave).toBe('contingencia_acima:2026-03');
    expect(contingenciaAcima('2026-03', { total: 20, contingencia: 20 }, perfil)).toEqual([]);
  });

  it('3 rejections within 7 days fire; 2 do not, nor a third 8 days ago', () => {
    const agora = new Date('2026-03-10T12:00:00.000Z');
    const rejeicao = (envioId: number, diasAtras: number) => ({
      envioId,
      aulaId: envioId + 100,
      em: new Date(agora.getTime() - diasAtras * 86_400_000).toISOString(),
      status: 'Aula com mais de 1 hora',
    });
    expect(rejeicoesRepetidas([rejeicao(1, 1), rejeicao(2, 2), rejeicao(3, 8)], perfil, agora)).toEqual([]);
    const [found] = rejeicoesRepetidas([rejeicao(1, 1), rejeicao(2, 2), rejeicao(3, 6)], perfil, agora);
    expect(found?.descricao).toBe(
      '3 aulas rejeitadas pelo DETRAN nos últimos 7 dias; o alerta vale a partir de 3.',
    );
    expect(found?.chave).toBe('rejeicoes_repetidas:2026-03-04');
  });

  it('a camera 6 min offline during a session fires over 5 min; exactly 5 min does not', () => {
    const sessao = { aulaTeoricaId: 4, inicio: at(0), fim: null };
    const camera = { cameraId: 2, nome: 'Sala 1 - frente', offlineDesde: at(-600) };
    expect(camerasOffline(sessao, [camera], perfil, new Date(BASE + 5 * 60_000))).toEqual([]);
    const [found] = camerasOffline(sessao, [camera], perfil, new Date(BASE + 6 * 60_000));
    expect(found?.descricao).toBe(
      'A câmera Sala 1 - frente ficou 6 min sem sinal durante a aula teórica (desde 10:00); o limite é 5 min.',
    );
    expect(
      camerasOffline(sessao, [{ ...camera, offlineDesde: null }], perfil, new Date(BASE + 3_600_000)),
    ).toEqual([]);
  });
});
