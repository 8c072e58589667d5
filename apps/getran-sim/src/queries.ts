import { TIME_ZONE, todayInSaoPaulo } from '@cfc/domain';
import type { Ambiente, AulaDoCandidato, SituacaoAula } from './protocol.ts';
import { isRecebida, type SimulatorStore } from './store.ts';

/** Where a lesson stands: received (with its protocol) or the text of its last rejection. */
export function situacaoAula(
  store: SimulatorStore,
  ambiente: Ambiente,
  idExterno: string,
): SituacaoAula | null {
  const aula = store.aulas[ambiente].get(idExterno);
  if (!aula) return null;
  return {
    status: aula.status,
    protocolo: aula.protocolo,
    recebida_em: aula.recebida_em,
    ...(aula.codigo ? { codigo: aula.codigo } : {}),
  };
}

/** The candidate's lessons the authority holds, oldest first, in São Paulo dates and times. */
export function aulasDoCandidato(store: SimulatorStore, ambiente: Ambiente, cpf: string): AulaDoCandidato[] {
  return store.aulas[ambiente]
    .doCandidato(cpf)
    .filter(isRecebida)
    .sort((a, b) => Date.parse(a.envio.aula.inicio) - Date.parse(b.envio.aula.inicio))
    .map(({ envio, status }) => ({
      dataAula: todayInSaoPaulo(new Date(envio.aula.inicio)),
      horaInicio: horaEmSaoPaulo(envio.aula.inicio),
      horaFim: horaEmSaoPaulo(envio.aula.fim),
      status,
    }));
}

const hora = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function horaEmSaoPaulo(instante: string): string {
  return hora.format(new Date(instante));
}
