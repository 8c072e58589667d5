import {
  contaComoEnviada,
  FILTRO_PENDENTE,
  type FilaEnvio,
  STATUS_GETRAN_ACEITA,
  STATUS_GETRAN_ENVIADA,
} from '@cfc/contract';
import { DEFAULT_STATE_PROFILE, REGIMES, VIOLATIONS, type ViolationCode, violation } from '@cfc/domain';

/**
 * The colours of a lesson's send status (SPEC §4, §9): the theme's names of the SPEC colours,
 * the same in the list, the result modal and the student's history.
 */
export const STATUS_COLORS = {
  pendente: 'warning',
  aceito: 'brand',
  enviado: 'info',
  rejeitado: 'danger',
} as const;

export type StatusKind = keyof typeof STATUS_COLORS;

export interface StatusBadgeLook {
  /** What the badge says: the authority's text, or PENDENTE when the lesson was not sent. */
  readonly text: string;
  readonly kind: StatusKind;
  readonly color: (typeof STATUS_COLORS)[StatusKind];
}

const SUCESSO = 'Transação efetuada com sucesso';

/**
 * How a send status looks: empty is PENDENTE (warning), Aceito and a successful correction are
 * success, Em análise counts as sent but is still being audited (info), anything else is a refusal.
 */
export function statusBadge(status: string | null | undefined): StatusBadgeLook {
  const text = (status ?? '').trim();
  if (text === '' || text.toUpperCase() === FILTRO_PENDENTE) {
    return { text: FILTRO_PENDENTE, kind: 'pendente', color: STATUS_COLORS.pendente };
  }
  let kind: StatusKind = 'rejeitado';
  if (text === STATUS_GETRAN_ACEITA || text === SUCESSO) kind = 'aceito';
  else if (contaComoEnviada(text)) kind = 'enviado';
  return { text, kind, color: STATUS_COLORS[kind] };
}

/** The platform's own sending of a lesson (queued retry, under way, given up), as the list tells it. */
export const FILA_COLORS: Readonly<Record<FilaEnvio, string>> = {
  aguardando: 'info',
  enviando: 'info',
  falhou: 'danger',
};

/** Every rejection text of the catalogue, with the limits the states use filled in. */
export function rejectionStatuses(): string[] {
  const instrutorLimites = [...new Set([DEFAULT_STATE_PROFILE.instrutorLimiteDiario, 12, 24])].sort(
    (a, b) => a - b,
  );
  const alunoLimites = [
    ...new Set(Object.values(REGIMES).flatMap((regime) => regime.aulasPorDiaMaximo ?? [])),
  ].sort((a, b) => a - b);
  const limites: Partial<Record<ViolationCode, readonly number[]>> = {
    INSTRUTOR_LIMITE_DIARIO: instrutorLimites,
    CANDIDATO_LIMITE_DIARIO: alunoLimites,
  };
  return (Object.keys(VIOLATIONS) as ViolationCode[]).flatMap((code) => {
    const values = limites[code];
    if (values === undefined) return [violation(code).mensagem];
    return values.map((limite) => violation(code, { limite }).mensagem);
  });
}

/**
 * The status filter of the list (SPEC §2.6, §8): not sent yet, the answers that count as sent,
 * then every rejection. The values are sent as they are; PENDENTE asks for lessons not sent.
 */
export function statusFilterOptions(): string[] {
  const sent = [STATUS_GETRAN_ACEITA, ...STATUS_GETRAN_ENVIADA.filter((s) => s !== STATUS_GETRAN_ACEITA)];
  return [...new Set([FILTRO_PENDENTE, ...sent, ...rejectionStatuses()])];
}

/**
 * The colour of a lesson the authority holds (the 'Consulta GETRAN' results, SPEC §4): Aceito
 * success, Em análise warning, Rejeitado danger, Pendente info, anything else secondary.
 */
export function consultaStatusColor(status: string): string {
  switch (status.trim().toLocaleLowerCase('pt-BR')) {
    case 'aceito':
      return 'brand';
    case 'em análise':
      return 'warning';
    case 'rejeitado':
      return 'danger';
    case 'pendente':
      return 'info';
    default:
      return 'gray';
  }
}
