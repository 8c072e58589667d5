import type { AulaPratica } from '@cfc/contract';

/** Status colours of SPEC §9, the same in lists, agenda blocks and the detail. */
export const STATUS_COLOR: Record<AulaPratica['status'], string> = {
  agendada: 'info',
  em_andamento: 'warning',
  realizada: 'brand',
  cancelada: 'danger',
};
