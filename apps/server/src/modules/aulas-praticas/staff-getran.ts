import type { RequestContext } from '../../platform/auth/context.ts';
import * as repository from './repository.ts';

/**
 * The seam to the traffic authority (SPEC §7: after a time update the lesson goes to
 * `POST /getran/enviar/aula` with the lesson ids and the schema). Until the GETRAN module exists
 * it only records, in each lesson's history, that the lesson awaits sending. Runs in the
 * caller's tenant transaction; the GETRAN issue replaces the body with the real send.
 */
export async function enviarAulasAoGetran(
  ctx: RequestContext,
  envio: { autoescolaId: number; aulaIds: readonly number[]; motivo: string },
): Promise<void> {
  for (const aulaId of envio.aulaIds) {
    await repository.addHistorico(envio.autoescolaId, {
      aula_id: aulaId,
      acao: 'status',
      para: { getran: 'envio_pendente' },
      motivo: envio.motivo,
      usuario_id: ctx.principal.usuarioId,
    });
  }
}
