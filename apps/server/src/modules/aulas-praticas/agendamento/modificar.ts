import type { AtualizarEnvioBody, ViolacaoAula } from '@cfc/contract';
import { utcIso } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { addHistorico, findAula, setAnotacaoTimes } from '../aula-repository.ts';
import { AULA_NAO_ENCONTRADA, NOT_CHANGED, orderedTimes, overlapRefusal, refused } from '../refusal.ts';
import * as repository from './repository.ts';
import { durationViolations, EPOCH, violationsOf } from './rules.ts';
import { lockForChange } from './shared.ts';

const CANCELLED_NOT_CHANGED = 'aulasPraticas.canceladaNaoAltera';
const ANOTACAO_DE_OUTRA_AULA = 'aulasPraticas.anotacaoDeOutraAula';

const byCode = (list: ViolacaoAula[]) => [...new Map(list.map((found) => [found.code, found])).values()];

/**
 * "Modificar Aula Prática" (the send screen, SPEC §7): instructor, vehicle and times together, in one
 * transaction, every rule checked again. With an annotation the times are the given ones (the
 * annotation's, the odometer untouched); without one they are the lesson's planned times.
 */
export async function updateAula(ctx: RequestContext, input: AtualizarEnvioBody): Promise<void> {
  const times = orderedTimes(input);
  await ctx
    .tenant(async () => {
      const before = await findAula(input.aula);
      if (!before) throw notFound(AULA_NAO_ENCONTRADA);
      const locked = await lockForChange(before, {
        instrutorId: input.instrutor,
        veiculoId: input.veiculo,
        inicio: times.inicio,
      });
      if (!locked) throw notFound(AULA_NAO_ENCONTRADA);
      const { aula, context } = locked;
      if (aula.status === 'cancelada') throw conflict(CANCELLED_NOT_CHANGED);
      const anotacaoId = aula.anotacao_id;
      if (input.anotacaoPratica && input.anotacaoPratica !== anotacaoId) {
        throw invalid({ anotacaoPratica: [ANOTACAO_DE_OUTRA_AULA] });
      }
      const violacoes = byCode([
        ...violationsOf(
          context,
          { inicio: times.inicio, horasAula: aula.horas_aula, tipo: aula.tipo },
          EPOCH,
        ),
        ...durationViolations(context.perfil, times, aula.horas_aula),
      ]);
      if (violacoes.length > 0) throw refused(NOT_CHANGED, violacoes);

      const de = {
        instrutor_id: aula.instrutor_id,
        veiculo_id: aula.veiculo_id,
        inicio: aula.begin_time ?? aula.inicio,
        fim: aula.finish_time ?? aula.fim,
      };
      const para = {
        instrutor_id: input.instrutor,
        veiculo_id: input.veiculo,
        inicio: utcIso(times.inicio),
        fim: utcIso(times.fim),
      };
      const moves = { instrutor_id: input.instrutor, veiculo_id: input.veiculo };
      await repository.update(aula.id, anotacaoId === null ? { ...moves, ...times } : moves);
      if (anotacaoId !== null) {
        await setAnotacaoTimes(anotacaoId, { begin_time: times.inicio, finish_time: times.fim });
      }
      await addHistorico(aula.autoescola_id, {
        aula_id: aula.id,
        acao: 'remarcada',
        de,
        para,
        motivo: 'Aula modificada no envio ao GETRAN',
        usuario_id: ctx.principal.usuarioId,
      });
      await auditChange(ctx, {
        entidade: 'aula_pratica',
        acao: 'aula_pratica_modificada',
        autoescolaId: aula.autoescola_id,
        id: aula.id,
        dados: { de, para, anotacao_id: anotacaoId },
      });
    })
    .catch(overlapRefusal(NOT_CHANGED));
}
