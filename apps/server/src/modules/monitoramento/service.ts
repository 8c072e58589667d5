import type {
  CameraDaSala,
  MonitoramentoListaQuery,
  SalaMonitorada,
  SessaoDoDia,
  SessaoNaSala,
} from '@cfc/contract';
import { todayInSaoPaulo, utcIso } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as listas from './listas-repository.ts';
import * as salasRepository from './salas-repository.ts';

export { dashboardMonitoramento } from './dashboard.ts';
export {
  AULA_ATUALIZADA_TOPIC,
  avisarAulaAtualizada,
  entregarAulaAtualizada,
  esquecerPaineisDeAlertas,
} from './realtime.ts';
export { relatorioMonitoramento } from './relatorio.ts';

const iso = (value: Date | string | null) => (value === null ? null : utcIso(value));

// ---------- Lists across schools (read only) ----------

export const listAlunos = (ctx: RequestContext, query: MonitoramentoListaQuery) =>
  ctx.tenant(() => listas.alunos(query));
export const listInstrutores = (ctx: RequestContext, query: MonitoramentoListaQuery) =>
  ctx.tenant(() => listas.instrutores(query));
export const listVeiculos = (ctx: RequestContext, query: MonitoramentoListaQuery) =>
  ctx.tenant(() => listas.veiculos(query));
export const listSalas = (ctx: RequestContext, query: MonitoramentoListaQuery) =>
  ctx.tenant(() => listas.salas(query));
export const listTurmas = (ctx: RequestContext, query: MonitoramentoListaQuery) =>
  ctx.tenant(() => listas.turmas(query));
export async function listAulasPresenciais(ctx: RequestContext, query: MonitoramentoListaQuery) {
  const found = await ctx.tenant(() => listas.aulasPresenciais(query));
  return {
    ...found,
    data: found.data.map((aula) => ({ ...aula, inicio: utcIso(aula.inicio), fim: utcIso(aula.fim) })),
  };
}

// ---------- Rooms and their cameras ----------

type CameraRow = Awaited<ReturnType<typeof salasRepository.camerasDasSalas>>[number];
type SessaoRow = Awaited<ReturnType<typeof salasRepository.sessoesAgora>>[number];

const cameraOf = (row: CameraRow): CameraDaSala => ({
  id_camera: row.id_camera,
  nome: row.nome,
  status: row.status,
  verificado_em: iso(row.verificado_em),
  snapshot_em: iso(row.snapshot_em),
});

const sessaoOf = (row: SessaoRow): SessaoNaSala => ({
  id_aula_teorica: row.id_aula_teorica,
  turma_nome: row.turma_nome,
  disciplina: row.disciplina,
  instrutor_nome: row.instrutor_nome,
  inicio: utcIso(row.inicio),
  fim: utcIso(row.fim),
  status: row.status,
  presentes: row.presentes,
  matriculados: row.matriculados,
});

const keyOf = (autoescolaId: number, salaId: number) => `${autoescolaId}:${salaId}`;

/**
 * The rooms of the scope (or one school's, or one room) with their cameras and the in-person
 * session under way in each; `emAula` keeps only rooms with one.
 */
export async function listSalasCameras(
  ctx: RequestContext,
  filter: salasRepository.SalasFilter & { emAula?: boolean },
  now = new Date(),
): Promise<SalaMonitorada[]> {
  return ctx.tenant(async () => {
    const salas = await salasRepository.salas(filter);
    const ids = [...new Set(salas.map((sala) => sala.id_sala))];
    const cameras = await salasRepository.camerasDasSalas(ids);
    const sessoes = await salasRepository.sessoesAgora(ids, now);
    const result = salas.map((sala) => {
      const key = keyOf(sala.autoescola_id, sala.id_sala);
      const sessao = sessoes.find((row) => keyOf(row.autoescola_id, row.sala_id) === key);
      return {
        id_sala: sala.id_sala,
        id_autoescola: sala.id_autoescola,
        autoescola: sala.autoescola,
        autoescola_nome: sala.autoescola_nome,
        nome: sala.nome,
        cameras: cameras.filter((row) => keyOf(row.autoescola_id, row.sala_id) === key).map(cameraOf),
        sessao: sessao ? sessaoOf(sessao) : null,
      };
    });
    return filter.emAula ? result.filter((sala) => sala.sessao !== null) : result;
  });
}

/** The day's in-person theory sessions (today unless told) with their room's cameras. */
export async function listSessoesDoDia(
  ctx: RequestContext,
  dia: string | null | undefined,
  now = new Date(),
): Promise<SessaoDoDia[]> {
  return ctx.tenant(async () => {
    const sessoes = await salasRepository.sessoesDoDia(dia ?? todayInSaoPaulo(now));
    const cameras = await salasRepository.camerasDasSalas([...new Set(sessoes.map((row) => row.sala_id))]);
    return sessoes.map((row) => ({
      ...sessaoOf(row),
      id_autoescola: row.id_autoescola,
      autoescola: row.autoescola,
      autoescola_nome: row.autoescola_nome,
      id_sala: row.sala_id,
      sala_nome: row.sala_nome,
      cameras: cameras
        .filter((camera) => camera.autoescola_id === row.autoescola_id && camera.sala_id === row.sala_id)
        .map(cameraOf),
    }));
  });
}

/**
 * The newest stored image of a camera of the scope (taken by the platform from the camera with its
 * credentials, which never leave the server): 404 for a camera out of scope or without an image.
 */
export async function latestSnapshot(
  deps: { storage: Storage },
  ctx: RequestContext,
  cameraId: number,
): Promise<{ content: Buffer; contentType: string }> {
  const found = await ctx.tenant(async () => ({
    camera: await salasRepository.cameraExiste(cameraId),
    snapshot: await salasRepository.ultimoSnapshot(cameraId),
  }));
  if (!found.camera) throw notFound('cameras.naoEncontrada');
  const arquivo = found.snapshot?.arquivo;
  const file = arquivo ? await deps.storage.get(arquivo) : null;
  if (!file) throw notFound('cameras.semImagem');
  return { content: file.content, contentType: found.snapshot?.content_type ?? file.contentType };
}
