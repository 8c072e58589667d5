/** The `situacao` filter of the registries' lists (contract `cadastroQuery`). */
export type Situacao = 'ativos' | 'inativos' | 'todos';

export function isSituacao(value: string | undefined): value is Situacao {
  return value === 'ativos' || value === 'inativos' || value === 'todos';
}

/** The screens list everybody unless the address bar asks for one side. */
export function situacaoFrom(value: string | undefined): Situacao {
  return isSituacao(value) ? value : 'todos';
}

/** The exports hold active records only, or every record (SPEC §7 `/true`). */
export function exportsInactive(situacao: Situacao): boolean {
  return situacao !== 'ativos';
}
