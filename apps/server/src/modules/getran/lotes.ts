import { type AmbienteGetran, STATUS_GETRAN_ENVIADA } from '@cfc/contract';
import { addDays, atSaoPaulo } from '@cfc/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError } from '../../platform/http/errors.ts';
import { clearRejectedStatuses, listAulasDadas } from '../aulas-praticas/envio/service.ts';
import { type Desfecho, enviarAula, type GetranDeps } from './envio.ts';
import * as repository from './repository.ts';

/**
 * 'Limpar Status e Enviar' (SPEC §2.6): over a school's period, the rejection statuses go back to
 * pending and every given lesson not yet accepted is sent again. Runs as a job (the send screen
 * follows its progress) or from the command line (`npm run getran -- reenviar`).
 */

/** Lessons sent at once: the authority answers each in its own time. */
const PARALELAS = 4;
/** Progress is written every this many lessons (and at the end). */
const PROGRESSO_A_CADA = 10;

export interface Lote {
  autoescolaId: number;
  loteId: number;
  usuarioId: number | null;
}

export async function criarLote(
  deps: GetranDeps,
  input: {
    autoescolaId: number;
    ambiente: AmbienteGetran;
    inicio: string;
    fim: string;
    usuarioId: number | null;
  },
): Promise<number> {
  return withTenant(deps.db, { usuarioId: input.usuarioId, autoescolaIds: [input.autoescolaId] }, () =>
    repository.insertLote({
      autoescola_id: input.autoescolaId,
      ambiente: input.ambiente,
      inicio: input.inicio,
      fim: input.fim,
      usuario_id: input.usuarioId,
    }),
  );
}

export interface Contagem {
  total: number;
  limpas: number;
  aceitas: number;
  rejeitadas: number;
  falhas: number;
}

/**
 * Runs a batch to its end. `onFalha` learns of each lesson the authority did not answer (the job
 * queues its retry). Returns the counts, which are also in the batch's row.
 */
export async function executarLote(
  deps: GetranDeps,
  lote: Lote,
  onFalha: (aulaId: number, ambiente: AmbienteGetran) => Promise<void> = async () => {},
): Promise<Contagem> {
  const scope = { usuarioId: lote.usuarioId, autoescolaIds: [lote.autoescolaId] };
  const tenant = <T>(work: () => Promise<T>) => withTenant(deps.db, scope, work);
  const preparado = await tenant(async () => {
    const found = await repository.findLote(lote.loteId);
    if (!found) throw new AppError(404, 'getran.loteNaoEncontrado');
    const ids = await listAulasDadas(
      lote.autoescolaId,
      atSaoPaulo(found.inicio),
      atSaoPaulo(addDays(found.fim, 1)),
    );
    const limpas =
      found.ambiente === 'producao'
        ? await clearRejectedStatuses(ids, STATUS_GETRAN_ENVIADA)
        : await repository.limparStatusHomologacao(ids);
    const pendentes = await repository.naoEnviadas(ids, found.ambiente);
    await repository.updateLote(lote.loteId, { status: 'executando', total: pendentes.length, limpas });
    return { ambiente: found.ambiente, pendentes, limpas };
  });

  const contagem: Contagem = {
    total: preparado.pendentes.length,
    limpas: preparado.limpas,
    aceitas: 0,
    rejeitadas: 0,
    falhas: 0,
  };
  let processadas = 0;
  const progresso = () =>
    tenant(() =>
      repository.updateLote(lote.loteId, {
        processadas,
        aceitas: contagem.aceitas,
        rejeitadas: contagem.rejeitadas,
        falhas: contagem.falhas,
      }),
    );

  const fila = [...preparado.pendentes];
  const trabalhador = async () => {
    for (let aulaId = fila.shift(); aulaId !== undefined; aulaId = fila.shift()) {
      let desfecho: Desfecho | null = null;
      try {
        desfecho = await enviarAula(deps, {
          autoescolaId: lote.autoescolaId,
          aulaId,
          ambiente: preparado.ambiente,
          usuarioId: lote.usuarioId,
          loteId: lote.loteId,
        });
      } catch (error) {
        // Sent meanwhile, being sent by someone else, or no longer given: nothing to count as refused.
        if (!(error instanceof AppError)) throw error;
      }
      if (desfecho?.tipo === 'aceita') contagem.aceitas += 1;
      else if (desfecho?.tipo === 'rejeitada') contagem.rejeitadas += 1;
      else if (desfecho?.tipo === 'falha') {
        contagem.falhas += 1;
        await onFalha(aulaId, preparado.ambiente);
      }
      processadas += 1;
      if (processadas % PROGRESSO_A_CADA === 0) await progresso();
    }
  };

  try {
    await Promise.all(Array.from({ length: PARALELAS }, trabalhador));
  } catch (error) {
    await progresso();
    await tenant(() =>
      repository.updateLote(lote.loteId, {
        status: 'falhou',
        erro: 'Erro interno ao reenviar as aulas.',
        concluido_em: new Date(),
      }),
    );
    throw error;
  }
  await progresso();
  await tenant(() => repository.updateLote(lote.loteId, { status: 'concluido', concluido_em: new Date() }));
  return contagem;
}
