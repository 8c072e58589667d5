import type { AutoescolaResumo } from '@cfc/contract';
import { addDays, cpfDigits } from '@cfc/domain';
import { DEFAULT_PER_PAGE, type PerPage } from '../../ui/data-table/constants.ts';
import type { TableParamsPatch } from '../../ui/data-table/table-params.ts';

/** The filters of the send list as typed (SPEC §2.6); dates 'YYYY-MM-DD', CPF as masked. */
export interface EnviosFiltros {
  readonly schema: string;
  readonly inicio: string;
  readonly fim: string;
  readonly status: string;
  readonly nome: string;
  readonly cpf: string;
}

export const EMPTY_FILTROS: EnviosFiltros = {
  schema: '',
  inicio: '',
  fim: '',
  status: '',
  nome: '',
  cpf: '',
};

/** The days before today the list opens with: the lessons support still acts on. */
export const DEFAULT_PERIOD_DAYS = 30;

export function defaultFiltros(today: string): EnviosFiltros {
  return { ...EMPTY_FILTROS, inicio: addDays(today, -DEFAULT_PERIOD_DAYS), fim: today };
}

/** Student name and CPF search inside one school only (SPEC §5): without one they are cleared. */
export function withEscola(filtros: EnviosFiltros, schema: string): EnviosFiltros {
  return schema === '' ? { ...filtros, schema, nome: '', cpf: '' } : { ...filtros, schema };
}

export function periodoInvalido({ inicio, fim }: Pick<EnviosFiltros, 'inicio' | 'fim'>): boolean {
  return inicio !== '' && fim !== '' && fim < inicio;
}

/** 'Limpar Status e Enviar (Artisan)' works on one school and a whole period. */
export function artisanReady(filtros: EnviosFiltros): boolean {
  return filtros.schema !== '' && filtros.inicio !== '' && filtros.fim !== '' && !periodoInvalido(filtros);
}

/** The list's page: which page and how many rows (SPEC §9: 5, 6 or 10, 5 by default). */
export interface Paging {
  readonly page: number;
  readonly perPage: PerPage;
}

export const FIRST_PAGE: Paging = { page: 1, perPage: DEFAULT_PER_PAGE };

/** A change from the table: another page keeps the size; another size starts again at page 1. */
export function nextPaging(current: Paging, patch: TableParamsPatch): Paging {
  if (patch.perPage !== undefined && patch.perPage !== current.perPage)
    return { page: 1, perPage: patch.perPage };
  return { ...current, page: patch.page ?? 1 };
}

/**
 * GET /dashboard/aulas/praticas/envios: the name trimmed, the CPF as digits, empty filters left
 * out, `teste=true` on the homologação screen.
 */
export function enviosQueryOf(filtros: EnviosFiltros, paging: Paging, teste: boolean) {
  const values = {
    inicio: filtros.inicio,
    fim: filtros.fim,
    schema: filtros.schema,
    status: filtros.status,
    nome: filtros.schema === '' ? '' : filtros.nome.trim(),
    cpf: filtros.schema === '' ? '' : cpfDigits(filtros.cpf),
  };
  return {
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
    page: paging.page,
    per_page: paging.perPage,
    ...(teste ? { teste: true } : {}),
  };
}

/** The name of the school kept out of the school selects (SPEC §2.6). */
const HIDDEN_SCHOOL = 'TESTE';

export interface EscolaOption {
  readonly value: string;
  readonly label: string;
}

/** The schools of the selects by trade name, their key as the value, without the TESTE entry. */
export function escolaOptions(
  escolas: readonly Pick<AutoescolaResumo, 'nome_fantasia' | 'slug'>[],
): EscolaOption[] {
  return escolas
    .filter((escola) => escola.nome_fantasia.trim().toUpperCase() !== HIDDEN_SCHOOL)
    .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}
