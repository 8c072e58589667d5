import type { PermissionFlag } from '@cfc/contract';

export type PermissionGroupId =
  | 'alunos'
  | 'agendamento'
  | 'turmas'
  | 'financeiro'
  | 'instrutores'
  | 'monitoramento'
  | 'relatorios'
  | 'usuarios'
  | 'veiculos'
  | 'cfcs';

export interface PermissionGroup {
  readonly id: PermissionGroupId;
  readonly flags: readonly PermissionFlag[];
}

/** The permission flags of SPEC §6 in the groups the form and the matrix show them in. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { id: 'alunos', flags: ['alunos_list', 'alunos_edit'] },
  { id: 'agendamento', flags: ['agendamento', 'aulas_list', 'planos'] },
  { id: 'turmas', flags: ['turmas_list', 'turmas_edit'] },
  { id: 'financeiro', flags: ['faturas_teoricas', 'faturas_praticas'] },
  { id: 'instrutores', flags: ['instrutor_list', 'instrutor_edit'] },
  { id: 'monitoramento', flags: ['monitoramento_teorica', 'monitoramento_relatorios'] },
  { id: 'relatorios', flags: ['relatorios'] },
  { id: 'usuarios', flags: ['user_list', 'user_edit', 'permissoes'] },
  { id: 'veiculos', flags: ['veiculo_list', 'veiculo_edit'] },
  { id: 'cfcs', flags: ['cfcs'] },
];

/** Adds or removes one flag, keeping the order of SPEC §6 so that saved lists compare equal. */
export function toggleFlag(
  flags: readonly PermissionFlag[],
  flag: PermissionFlag,
  on: boolean,
): PermissionFlag[] {
  const set = new Set(flags);
  if (on) set.add(flag);
  else set.delete(flag);
  return PERMISSION_GROUPS.flatMap((group) => group.flags).filter((each) => set.has(each));
}

export function sameFlags(a: readonly PermissionFlag[], b: readonly PermissionFlag[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((flag) => set.has(flag));
}
