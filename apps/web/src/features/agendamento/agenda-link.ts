import type { AulaPratica } from '@cfc/contract';
import { dateInSaoPaulo } from '@cfc/domain';
import { buildPath } from '../../routing/routes.ts';

/** The address bar key of the agenda that opens one lesson's detail. */
export const AULA_PARAM = 'aula';

/** The student's agenda on the lesson's day, with the lesson's detail open. */
export function agendaDaAula(aula: Pick<AulaPratica, 'id_aulas_praticas' | 'id_aluno' | 'inicio'>): string {
  const query = new URLSearchParams({
    por: 'aluno',
    id: String(aula.id_aluno),
    visao: 'dia',
    data: dateInSaoPaulo(aula.inicio),
    [AULA_PARAM]: String(aula.id_aulas_praticas),
  });
  return `${buildPath('agenda')}?${query}`;
}
