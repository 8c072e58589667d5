import {
  addDays,
  atSaoPaulo,
  completeDocument,
  type EstadoAlerta,
  HORA_AULA_MINUTOS,
  isCpf,
  todayInSaoPaulo,
  VIOLATIONS,
} from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { avaliarAulasNaTransacao, avaliarEscolaNaTransacao } from './avaliacao.ts';
import * as repository from './repository.ts';

/**
 * The demo's monitoring evidence (docs/monitoring.md), so that every kind of alert shows on a fresh
 * start: three students of their own per school (no existing process changes), lessons twelve days
 * ago with a GPS track that leaves the perimeter, a gap, a jump, an odometer far from the track,
 * photos with no face, several faces and another face, a short lesson, three lessons at once and an
 * instructor's long day; the authority's recent rejections; a camera offline through a theory
 * session; in CFC Modelo (Piauí, whose contingency cap the seed sets at 10%) contingency lessons over
 * the cap. Then every given lesson and both schools are evaluated, and a few alerts are handled.
 * Runs in the seed's system transaction.
 */

const MINUTE = 60_000;
/** A point inside the demo's first perimeter (centre of São Luís) and one far outside it. */
const CENTRO: [number, number] = [-44.302, -2.532];
const KM = 1 / 111.195;

interface Cenario {
  schoolId: number;
  /** Index for the students' documents, unlike any other seeded one. */
  documentos: number;
}

/** The students whose lessons carry the alerts' evidence (the demo month's own lessons stay as they were). */
export const ALUNOS_MONITORADOS = [
  'Bruno Monitorado Silva',
  'Clara Monitorada Souza',
  'Davi Monitorado Lima',
] as const;

async function alunosMonitorados(trx: Transaction<DB>, { schoolId, documentos }: Cenario, uf: string) {
  const alunos = await trx
    .insertInto('alunos')
    .values(
      [0, 1, 2].map((i) => ({
        autoescola_id: schoolId,
        nome: ALUNOS_MONITORADOS[i] ?? 'Aluno',
        // No '100' in them: a list test looks for that text and expects nothing.
        cpf: completeDocument(String(357_246_830 + documentos * 20 + i * 3), 2, isCpf),
        uf,
        renach: `${uf}${String(390_000_000 + documentos * 10 + i)}`,
      })),
    )
    .returning(['id', 'renach'])
    .execute();
  const abertoEm = addDays(todayInSaoPaulo(), -60);
  return trx
    .insertInto('processos')
    .values(
      alunos.map((aluno) => ({
        autoescola_id: schoolId,
        aluno_id: aluno.id,
        renach: aluno.renach ?? '',
        categoria: 'B' as const,
        tipo: 'primeira_habilitacao' as const,
        regime: 'CONTRAN_1020_2025' as const,
        aberto_em: abertoEm,
        ladv_numero: String(8_000_000 + aluno.id),
        ladv_validade: addDays(abertoEm, 365),
        horas_requeridas: 2,
      })),
    )
    .returning(['id', 'aluno_id'])
    .execute();
}

interface Aula {
  processo: { id: number; aluno_id: number };
  instrutorId: number;
  veiculoId: number;
  inicio: Date;
  minutos: number;
  horasAula?: number;
  hodometro?: [number, number];
  contingencia?: boolean;
}

async function aulaDada(trx: Transaction<DB>, schoolId: number, aula: Aula): Promise<number> {
  const horas = aula.horasAula ?? 1;
  const { id } = await trx
    .insertInto('aulas_praticas')
    .values({
      autoescola_id: schoolId,
      processo_id: aula.processo.id,
      aluno_id: aula.processo.aluno_id,
      instrutor_id: aula.instrutorId,
      veiculo_id: aula.veiculoId,
      inicio: aula.inicio,
      fim: new Date(aula.inicio.getTime() + horas * HORA_AULA_MINUTOS * MINUTE),
      horas_aula: horas,
      status: 'realizada',
      contingencia: aula.contingencia ?? false,
      getran_status: 'Aceito',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [inicioKm, fimKm] = aula.hodometro ?? [50_000, 50_008];
  await trx
    .insertInto('anotacoes_praticas')
    .values({
      autoescola_id: schoolId,
      aula_id: id,
      begin_time: aula.inicio,
      finish_time: new Date(aula.inicio.getTime() + aula.minutos * MINUTE),
      hodo_start: inicioKm,
      hodo_end: fimKm,
    })
    .execute();
  return id;
}

/** A fix a minute going north at 12 km/h, leaving the perimeter, with a 5-minute gap and a jump. */
function percurso(schoolId: number, aulaId: number, inicio: Date) {
  const fixes: { minuto: number; km: number; fora?: boolean }[] = [];
  for (let minuto = 0; minuto <= 50; minuto++) {
    if (minuto > 20 && minuto < 26) continue; // 5 minutes without a position
    fixes.push({ minuto, km: minuto * 0.2 + (minuto >= 40 ? 4 : 0), fora: minuto >= 45 });
  }
  return fixes.map((fix) => ({
    autoescola_id: schoolId,
    aula_id: aulaId,
    registrado_em: new Date(inicio.getTime() + fix.minuto * MINUTE),
    latitude: CENTRO[1] + fix.km * KM + (fix.fora ? 0.5 : 0),
    longitude: CENTRO[0],
    precisao_metros: 8,
  }));
}

function foto(schoolId: number, aulaId: number, momento: 'inicio' | 'fim', verificacao: Foto) {
  return {
    autoescola_id: schoolId,
    aula_id: aulaId,
    momento,
    arquivo: `aulas/${schoolId}/${aulaId}/${momento}`,
    verificacao: verificacao.verificacao,
    rostos: verificacao.rostos,
    similaridade: verificacao.similaridade,
    verificado_em: new Date(),
  };
}
type Foto = {
  verificacao: 'sem_rosto' | 'varios_rostos' | 'divergente' | 'confere';
  rostos: number;
  similaridade: number | null;
};

async function recursos(trx: Transaction<DB>, schoolId: number) {
  const instrutores = await trx
    .selectFrom('instrutores')
    .select('id')
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .execute();
  const carros = await trx
    .selectFrom('veiculos')
    .select('id')
    .where('autoescola_id', '=', schoolId)
    .where('categoria', '=', 'B')
    .orderBy('id')
    .execute();
  return { instrutores: instrutores.map((i) => i.id), carros: carros.map((c) => c.id) };
}

/** Autoescola Demo: every lesson rule, the authority's rejections and a camera offline. */
async function cenarioDemo(trx: Transaction<DB>, schoolId: number, ontem: string): Promise<number[]> {
  const [s1, s2, s3] = await alunosMonitorados(trx, { schoolId, documentos: 1 }, 'MA');
  const { instrutores, carros } = await recursos(trx, schoolId);
  const [instrutor] = instrutores;
  const [c1, c2, c3] = carros;
  if (!s1 || !s2 || !s3 || !instrutor || !c1 || !c2 || !c3) return [];
  const dia = addDays(todayInSaoPaulo(), -12);
  const aula = (
    processo: typeof s1,
    veiculoId: number,
    hhmm: string,
    minutos: number,
    extra: Partial<Aula> = {},
  ) =>
    aulaDada(trx, schoolId, {
      processo,
      instrutorId: instrutor,
      veiculoId,
      inicio: atSaoPaulo(dia, hhmm),
      minutos,
      ...extra,
    });

  // The instructor's long day: four double lessons before dawn (with the evening's, over 12 h/a).
  const ids = [
    await aula(s3, c3, '00:00', 100, { horasAula: 2 }),
    await aula(s2, c3, '02:00', 100, { horasAula: 2 }),
    await aula(s1, c3, '04:00', 100, { horasAula: 2 }),
    await aula(s3, c3, '06:00', 100, { horasAula: 2 }),
  ];
  // The track's lesson: outside the perimeter, a gap, a jump, 30 km on the odometer; two bad photos.
  const trilha = await aula(s1, c1, '19:00', 50, { hodometro: [61_000, 61_030] });
  await trx
    .insertInto('aula_posicoes')
    .values(percurso(schoolId, trilha, atSaoPaulo(dia, '19:00')))
    .execute();
  const curta = await aula(s2, c2, '20:00', 30);
  await trx
    .insertInto('aula_fotos')
    .values([
      foto(schoolId, trilha, 'inicio', { verificacao: 'sem_rosto', rostos: 0, similaridade: null }),
      foto(schoolId, trilha, 'fim', { verificacao: 'varios_rostos', rostos: 2, similaridade: null }),
      foto(schoolId, curta, 'inicio', { verificacao: 'divergente', rostos: 1, similaridade: 31 }),
      foto(schoolId, curta, 'fim', { verificacao: 'confere', rostos: 1, similaridade: 88 }),
    ])
    .execute();
  // Three students at once with the same instructor.
  const simultaneo = VIOLATIONS.INSTRUTOR_LIMITE_SIMULTANEO;
  const juntas = [
    await aula(s1, c1, '21:00', 50),
    await aula(s2, c2, '21:00', 50),
    await aula(s3, c3, '21:00', 50),
  ];
  ids.push(trilha, curta, ...juntas);

  // The authority rejected three lessons in the last days (accepted since, once corrected: the
  // lessons' own status stays 'Aceito', as the demo's GETRAN screens expect).
  const rejeitadas = [curta, juntas[0], juntas[1]] as number[];
  await trx
    .insertInto('getran_envios')
    .values(
      rejeitadas.map((aulaId, i) => ({
        autoescola_id: schoolId,
        aula_id: aulaId,
        ambiente: 'producao' as const,
        operacao: 'enviar' as const,
        http_status: 200,
        status: i === 0 ? VIOLATIONS.TEMPO_TOTAL_INSUFICIENTE : simultaneo,
        created_at: atSaoPaulo(addDays(ontem, -1 - i), '10:00'),
      })),
    )
    .execute();
  await cameraOffline(trx, schoolId, ontem, instrutor);
  return ids;
}

/** A theory session yesterday before dawn in an empty class of its own, its room camera offline throughout. */
async function cameraOffline(trx: Transaction<DB>, schoolId: number, ontem: string, instrutorId: number) {
  const camera = await trx
    .selectFrom('cameras')
    .select(['id', 'sala_id'])
    .where('autoescola_id', '=', schoolId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!camera) return;
  const turma = await trx
    .insertInto('turmas')
    .values({
      autoescola_id: schoolId,
      nome: 'Turma de revisão (madrugada)',
      curso: 'reciclagem',
      sala_id: camera.sala_id,
      data_inicio: ontem,
      data_fim: ontem,
      status: 'concluida',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inicio = atSaoPaulo(ontem, '03:00');
  await trx
    .insertInto('aulas_teoricas')
    .values({
      autoescola_id: schoolId,
      turma_id: turma.id,
      sala_id: camera.sala_id,
      disciplina: 'legislacao',
      instrutor_id: instrutorId,
      inicio,
      fim: new Date(inicio.getTime() + 100 * MINUTE),
      status: 'encerrada',
      aberta_em: inicio,
      encerrada_em: new Date(inicio.getTime() + 100 * MINUTE),
    })
    .execute();
  await trx
    .updateTable('cameras')
    .set({ offline_desde: atSaoPaulo(ontem, '02:40') })
    .where('autoescola_id', '=', schoolId)
    .where('id', '=', camera.id)
    .execute();
}

/** CFC Modelo: three lessons yesterday before dawn, two of them contingency ones (PI's cap: 10%), one short with another face. */
async function cenarioModelo(trx: Transaction<DB>, schoolId: number, ontem: string): Promise<number[]> {
  await trx
    .updateTable('estado_perfis')
    .set({ contingencia_percentual_maximo: 10 })
    .where('uf', '=', 'PI')
    .execute();
  const [s1, s2, s3] = await alunosMonitorados(trx, { schoolId, documentos: 2 }, 'PI');
  const { instrutores, carros } = await recursos(trx, schoolId);
  const [instrutor] = instrutores;
  const [c1] = carros;
  if (!s1 || !s2 || !s3 || !instrutor || !c1) return [];
  const aula = (processo: typeof s1, hhmm: string, minutos: number, contingencia: boolean) =>
    aulaDada(trx, schoolId, {
      processo,
      instrutorId: instrutor,
      veiculoId: c1,
      inicio: atSaoPaulo(ontem, hhmm),
      minutos,
      contingencia,
    });
  const ids = [
    await aula(s1, '00:10', 50, true),
    await aula(s2, '01:10', 35, true),
    await aula(s3, '02:10', 50, false),
  ];
  await trx
    .insertInto('aula_fotos')
    .values(
      foto(schoolId, ids[1] as number, 'inicio', { verificacao: 'divergente', rostos: 1, similaridade: 40 }),
    )
    .execute();
  return ids;
}

/** Some alerts already handled by the school's administrator, with their notes. */
const TRATADOS: { tipo: string; estado: EstadoAlerta; nota: string | null }[] = [
  { tipo: 'gps_lacuna', estado: 'reconhecido', nota: 'Verificando com o instrutor o celular usado na aula.' },
  {
    tipo: 'velocidade_impossivel',
    estado: 'resolvido',
    nota: 'O GPS do celular saltou ao sair do túnel; o percurso foi conferido com o instrutor.',
  },
  {
    tipo: 'foto_varios_rostos',
    estado: 'contestado',
    nota: 'O segundo rosto é do instrutor, ao lado do aluno; a identificação do aluno está correta.',
  },
];

export async function seedAlertas(
  trx: Transaction<DB>,
  schools: { demo: number; modelo: number },
): Promise<void> {
  const ontem = addDays(todayInSaoPaulo(), -1);
  const demo = await cenarioDemo(trx, schools.demo, ontem);
  await cenarioModelo(trx, schools.modelo, ontem);
  if (demo.length === 0) return;
  for (const autoescolaId of [schools.demo, schools.modelo]) {
    const dadas = await trx
      .selectFrom('aulas_praticas')
      .select('id')
      .where('autoescola_id', '=', autoescolaId)
      .where('status', '=', 'realizada')
      .execute();
    await avaliarAulasNaTransacao(
      autoescolaId,
      dadas.map((a) => a.id),
    );
  }
  // The school rules as they stood yesterday just after the theory session closed.
  const agora = new Date(atSaoPaulo(ontem, '04:45').getTime());
  await avaliarEscolaNaTransacao({ id: schools.demo, uf: 'MA' }, agora);
  await avaliarEscolaNaTransacao({ id: schools.modelo, uf: 'PI' }, agora);

  const admin = await trx
    .selectFrom('usuarios')
    .select('id')
    .where('email', '=', 'admin@demo.cfc')
    .executeTakeFirst();
  for (const tratado of TRATADOS) {
    const alerta = await trx
      .selectFrom('alertas')
      .select(['id', 'estado'])
      .where('autoescola_id', '=', schools.demo)
      .where('tipo', '=', tratado.tipo as 'gps_lacuna')
      .orderBy('id')
      .executeTakeFirst();
    if (!alerta || !admin) continue;
    await repository.update(schools.demo, alerta.id, {
      estado: tratado.estado,
      nota: tratado.nota,
      tratado_por: admin.id,
      tratado_em: new Date(),
    });
    await repository.insertHistorico([
      {
        autoescola_id: schools.demo,
        alerta_id: alerta.id,
        de: alerta.estado,
        para: tratado.estado,
        nota: tratado.nota,
        usuario_id: admin.id,
      },
    ]);
  }
}
