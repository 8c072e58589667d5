import type { Aptidao } from '@cfc/contract';
import { aptidaoParaExamePratico, DEFAULT_STATE_PROFILE, regimeForLesson } from '@cfc/domain';
import type * as repository from './repository.ts';

/**
 * Eligibility for the practical exam (packages/domain aptidao.ts is the rule), read live from a
 * process's hours by every screen; aptidao-job.ts records it and tells the staff.
 */

/** What the rules say of a stored process on `today`: its own regime, or 1.020's if the state moved it. */
export function aptidaoOf(row: repository.ProcessoRow, expirado: boolean, today: string): Aptidao {
  const regime = regimeForLesson(
    row.regime,
    {
      regime1020Desde: row.regime_1020_desde ?? DEFAULT_STATE_PROFILE.regime1020Desde,
      migrarProcessosAbertos: row.migrar_processos_abertos ?? DEFAULT_STATE_PROFILE.migrarProcessosAbertos,
    },
    today,
  );
  const { apto, pendencias } = aptidaoParaExamePratico(
    {
      categoria: row.categoria,
      tipo: row.tipo,
      status: row.status,
      expirado,
      horasRealizadas: row.horas_realizadas,
      noturnasRealizadas: row.noturnas_realizadas,
      simuladorRealizadas: row.simulador_realizadas,
      ladvNumero: row.ladv_numero,
    },
    regime,
  );
  return { apto, apto_desde: apto ? row.apto_desde : null, pendencias };
}
