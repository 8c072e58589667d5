import {
  type Achado,
  type AulaDoInstrutor,
  addDays,
  avaliarAula,
  camerasOffline,
  contingenciaAcima,
  dateInSaoPaulo,
  type EvidenciaAula,
  type LngLat,
  monthBoundsInSaoPaulo,
  monthInSaoPaulo,
  rejeicoesRepetidas,
  type StateProfile,
  TIPOS_ALERTA_DA_AULA,
  type TipoAlerta,
} from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem, withTenant } from '../../platform/db/tenant.ts';
import { stateProfileFor } from '../estado-perfis/service.ts';
import * as evidencias from './evidencias-repository.ts';
import * as repository from './repository.ts';

/**
 * The alerts engine (docs/monitoring.md): runs the domain's rules over the evidence and keeps one
 * alert per finding (`chave`). A finding seen again updates its alert; an open alert whose finding
 * is gone is resolved with a note saying so; an alert a person handled is left alone.
 */

export const NOTA_RESOLVIDO_AUTOMATICAMENTE =
  'Resolvido automaticamente: a reavaliação das evidências não encontrou mais o problema.';
const NOTA_REABERTO = 'Reaberto automaticamente: a reavaliação encontrou o problema de novo.';

/** A finding with what it is about. */
interface AchadoDe extends Achado {
  autoescolaId: number;
  aulaId: number | null;
  instrutorId: number | null;
  aulaTeoricaId: number | null;
  cameraId: number | null;
}

/** The ids of the alerts created or whose state changed (for the realtime signal). */
export type Alterados = number[];

const keyOf = (autoescolaId: number, chave: string) => `${autoescolaId}:${chave}`;

/**
 * Brings the stored alerts in line with the findings, in the current tenant transaction.
 * `resolveAusente` says which existing alerts a missing finding resolves.
 */
async function sincronizar(
  achados: readonly AchadoDe[],
  existentes: readonly repository.AlertaExistente[],
  resolveAusente: (existente: repository.AlertaExistente) => boolean,
): Promise<Alterados> {
  const porChave = new Map(existentes.map((e) => [keyOf(e.autoescola_id, e.chave), e]));
  const novos: repository.NovoAlerta[] = [];
  const mudancas: repository.Mudanca[] = [];
  const alterados: Alterados = [];
  const vistos = new Set<string>();
  for (const achado of achados) {
    const key = keyOf(achado.autoescolaId, achado.chave);
    if (vistos.has(key)) continue;
    vistos.add(key);
    const existente = porChave.get(key);
    const conteudo = {
      descricao: achado.descricao,
      detalhes: JSON.stringify(achado.detalhes),
      evidencias: JSON.stringify(achado.evidencias),
      severidade: achado.severidade,
    };
    if (!existente) {
      novos.push({
        autoescola_id: achado.autoescolaId,
        tipo: achado.tipo,
        chave: achado.chave,
        aula_id: achado.aulaId,
        instrutor_id: achado.instrutorId,
        aula_teorica_id: achado.aulaTeoricaId,
        camera_id: achado.cameraId,
        ...conteudo,
      });
      continue;
    }
    const reabrir = existente.estado === 'resolvido' && existente.tratado_por === null;
    if (reabrir) {
      await repository.update(existente.autoescola_id, existente.id, {
        ...conteudo,
        estado: 'aberto',
        nota: null,
        tratado_em: null,
      });
      mudancas.push(mudanca(existente, 'aberto', NOTA_REABERTO));
      alterados.push(existente.id);
    } else if (existente.estado !== 'resolvido' && existente.estado !== 'contestado') {
      if (existente.descricao !== achado.descricao) {
        await repository.update(existente.autoescola_id, existente.id, conteudo);
      }
    }
  }
  for (const existente of existentes) {
    if (existente.estado !== 'aberto' || vistos.has(keyOf(existente.autoescola_id, existente.chave)))
      continue;
    if (!resolveAusente(existente)) continue;
    await repository.update(existente.autoescola_id, existente.id, {
      estado: 'resolvido',
      nota: NOTA_RESOLVIDO_AUTOMATICAMENTE,
      tratado_em: new Date(),
    });
    mudancas.push(mudanca(existente, 'resolvido', NOTA_RESOLVIDO_AUTOMATICAMENTE));
    alterados.push(existente.id);
  }
  const criados = await repository.insertMany(novos);
  for (const criado of criados) {
    mudancas.push({
      autoescola_id: criado.autoescola_id,
      alerta_id: criado.id,
      de: null,
      para: 'aberto',
      nota: null,
      usuario_id: null,
    });
    alterados.push(criado.id);
  }
  await repository.insertHistorico(mudancas);
  return alterados;
}

function mudanca(existente: repository.AlertaExistente, para: 'aberto' | 'resolvido', nota: string) {
  return {
    autoescola_id: existente.autoescola_id,
    alerta_id: existente.id,
    de: existente.estado,
    para,
    nota,
    usuario_id: null,
  };
}

/** The state profiles of the schools' states, read once each. */
function perfis() {
  const cache = new Map<string, Promise<StateProfile>>();
  return (uf: string) => {
    let perfil = cache.get(uf);
    if (!perfil) {
      perfil = stateProfileFor(uf);
      cache.set(uf, perfil);
    }
    return perfil;
  };
}

function agrupar<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Evaluates a batch of one school's practical lessons in the current tenant transaction, reading set-wise. */
export async function avaliarAulasNaTransacao(
  autoescolaId: number,
  aulaIds: readonly number[],
): Promise<Alterados> {
  if (aulaIds.length === 0) return [];
  const aulas = (await evidencias.aulas(autoescolaId, aulaIds)).filter((aula) => aula.begin_time !== null);
  if (aulas.length === 0) return [];
  const ids = aulas.map((aula) => aula.id);
  const inicios = aulas.map((aula) => aula.begin_time as string).sort();
  const [posicoes, fotos, perimetros, doDia, existentes] = await Promise.all([
    evidencias.posicoes(autoescolaId, ids),
    evidencias.fotos(autoescolaId, ids),
    evidencias.perimetros(autoescolaId),
    evidencias.aulasDosInstrutores(
      autoescolaId,
      [...new Set(aulas.map((aula) => aula.instrutor_id))],
      `${addDays(dateInSaoPaulo(inicios[0] as string), -2)}T00:00:00Z`,
      `${addDays(dateInSaoPaulo(inicios.at(-1) as string), 2)}T00:00:00Z`,
    ),
    repository.existentes({ autoescolaId, aulaIds: ids, tipos: TIPOS_ALERTA_DA_AULA }),
  ]);
  const doPar = (row: { autoescola_id: number; aula_id: number }) => `${row.autoescola_id}:${row.aula_id}`;
  const posicoesDe = agrupar(posicoes, doPar);
  const fotosDe = agrupar(fotos, doPar);
  const perimetrosDe = agrupar(perimetros, (row) => String(row.autoescola_id));
  const diaDe = agrupar(
    doDia,
    (row) => `${row.autoescola_id}:${row.instrutor_id}:${dateInSaoPaulo(row.begin_time)}`,
  );
  const perfilDe = perfis();

  const achados: AchadoDe[] = [];
  for (const aula of aulas) {
    const inicio = aula.begin_time as string;
    const par = `${aula.autoescola_id}:${aula.id}`;
    const dia = diaDe.get(`${aula.autoescola_id}:${aula.instrutor_id}:${dateInSaoPaulo(inicio)}`) ?? [];
    const evidencia: EvidenciaAula = {
      aulaId: aula.id,
      anotacao: {
        inicio,
        fim: aula.finish_time,
        hodoInicio: aula.hodo_start ?? 0,
        hodoFim: aula.hodo_end,
      },
      posicoes: (posicoesDe.get(par) ?? []).map((p) => ({
        registradoEm: p.registrado_em,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
      perimetros: (perimetrosDe.get(String(aula.autoescola_id)) ?? []).map((p) => p.pontos as LngLat[]),
      fotos: (fotosDe.get(par) ?? []).map((f) => ({
        id: f.id,
        momento: f.momento,
        verificacao: f.verificacao,
        rostos: f.rostos,
        similaridade: f.similaridade,
      })),
      aulasDoInstrutor: dia.map(
        (row): AulaDoInstrutor => ({
          aulaId: row.id,
          inicio: row.begin_time,
          fim: row.finish_time,
          horasAula: row.horas_aula,
        }),
      ),
    };
    const limites = await perfilDe(aula.uf);
    for (const found of avaliarAula(evidencia, limites)) {
      achados.push({
        ...found,
        autoescolaId: aula.autoescola_id,
        aulaId: aula.id,
        instrutorId: aula.instrutor_id,
        aulaTeoricaId: null,
        cameraId: null,
      });
    }
  }
  return sincronizar(achados, existentes, () => true);
}

/** Evaluates practical lessons of any schools: one tenant transaction per school. */
export async function avaliarAulas(
  db: Kysely<DB>,
  itens: readonly { autoescolaId: number; aulaId: number }[],
): Promise<Alterados> {
  const alterados: Alterados = [];
  for (const [escola, daEscola] of agrupar(itens, (item) => String(item.autoescolaId))) {
    const autoescolaId = Number(escola);
    const ids = [...new Set(daEscola.map((item) => item.aulaId))];
    const scope = { usuarioId: null, autoescolaIds: [autoescolaId] };
    alterados.push(...(await withTenant(db, scope, () => avaliarAulasNaTransacao(autoescolaId, ids))));
  }
  return alterados;
}

const TIPOS_DA_ESCOLA: readonly TipoAlerta[] = [
  'contingencia_acima',
  'rejeicoes_repetidas',
  'camera_offline',
];
/** How long after its close a theory session's cameras are still looked at. */
const MINUTOS_APOS_SESSAO = 15;

/** The school rules of one school, in the current tenant transaction. */
export async function avaliarEscolaNaTransacao(
  escola: { id: number; uf: string },
  agora: Date,
): Promise<Alterados> {
  const limites = await stateProfileFor(escola.uf);
  const mes = monthInSaoPaulo(agora);
  const { from, to } = monthBoundsInSaoPaulo(mes);
  const desdeRejeicoes = new Date(agora.getTime() - limites.alertaRejeicoesDias * 86_400_000);
  const [noMes, rejeicoes, sessoes, existentes] = await Promise.all([
    evidencias.aulasDoMes(escola.id, from, to),
    evidencias.rejeicoes(escola.id, desdeRejeicoes),
    evidencias.sessoesComCamerasOffline(escola.id, new Date(agora.getTime() - MINUTOS_APOS_SESSAO * 60_000)),
    repository.existentes({ autoescolaId: escola.id, tipos: TIPOS_DA_ESCOLA }),
  ]);
  const daEscola = {
    autoescolaId: escola.id,
    aulaId: null,
    instrutorId: null,
    aulaTeoricaId: null,
    cameraId: null,
  };
  const achados: AchadoDe[] = [
    ...contingenciaAcima(mes, noMes, limites).map((found) => ({ ...found, ...daEscola })),
    ...rejeicoesRepetidas(
      rejeicoes.map((r) => ({ envioId: r.id, aulaId: r.aula_id, em: r.created_at, status: r.status ?? '' })),
      limites,
      agora,
    ).map((found) => ({ ...found, ...daEscola, chave: chaveEmAberto(existentes, found) })),
  ];
  for (const [, cameras] of agrupar(sessoes, (s) => String(s.aula_teorica_id))) {
    const [sessao] = cameras;
    if (!sessao) continue;
    const found = camerasOffline(
      { aulaTeoricaId: sessao.aula_teorica_id, inicio: sessao.aberta_em, fim: sessao.encerrada_em },
      cameras.map((c) => ({ cameraId: c.camera_id, nome: c.camera_nome, offlineDesde: c.offline_desde })),
      limites,
      agora,
    );
    for (const achado of found) {
      const camera = cameras.find((c) => achado.chave.endsWith(`:camera:${c.camera_id}`));
      achados.push({
        ...achado,
        ...daEscola,
        instrutorId: sessao.instrutor_id,
        aulaTeoricaId: sessao.aula_teorica_id,
        cameraId: camera?.camera_id ?? null,
      });
    }
  }
  // Only this month's contingency share settles by itself; a camera that was offline stays a fact.
  return sincronizar(achados, existentes, (e) => e.chave === `contingencia_acima:${mes}`);
}

/** A run of rejections keeps the alert still being handled rather than opening another as the window slides. */
function chaveEmAberto(existentes: readonly repository.AlertaExistente[], achado: Achado): string {
  const emAberto = existentes.find(
    (e) => e.tipo === achado.tipo && (e.estado === 'aberto' || e.estado === 'reconhecido'),
  );
  return emAberto?.chave ?? achado.chave;
}

/** One school's rules in a transaction of its own (none for an inactive school or the operator's). */
export async function avaliarEscola(
  db: Kysely<DB>,
  autoescolaId: number,
  agora = new Date(),
): Promise<Alterados> {
  const scope = { usuarioId: null, autoescolaIds: [autoescolaId] };
  return withTenant(db, scope, async () => {
    const escola = (await evidencias.escolasAtivas([autoescolaId]))[0];
    return escola ? avaliarEscolaNaTransacao(escola, agora) : [];
  });
}

/** Every active school's rules, each school in its own transaction. */
export async function avaliarEscolas(db: Kysely<DB>, agora = new Date()): Promise<Alterados> {
  const escolas = await withSystem(db, () => evidencias.escolasAtivas());
  const alterados: Alterados = [];
  for (const escola of escolas) alterados.push(...(await avaliarEscola(db, escola.id, agora)));
  return alterados;
}
