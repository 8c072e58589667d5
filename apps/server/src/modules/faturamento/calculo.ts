import type { PreviaEscola } from '@cfc/contract';

/**
 * What a school's month comes to (docs/finance.md "The monthly billing run"): each registered
 * student, practical lesson given and theory attendance at the contract's price; the free quota takes
 * `min(count, quota) × price` off each lesson kind; the school's `gratuidade_*` flag waives a kind
 * altogether (nothing of it is billed, no quota applies). The preview and the run both count this way.
 */

export interface ContratoDaEscola {
  preco_aluno_cadastrado_centavos: number;
  preco_aula_pratica_centavos: number;
  preco_aula_teorica_centavos: number;
  franquia_aulas_praticas: number;
  franquia_aulas_teoricas: number;
  gratuidade_pratica: boolean;
  gratuidade_teorica: boolean;
}

export interface Contagens {
  cadastrados: number;
  praticas: number;
  teoricas: number;
}

/** The lines a month's lessons and registrations make; the extra charges are added apart (cobrancas). */
type Linhas = Omit<
  PreviaEscola,
  'id_autoescola' | 'autoescola' | 'autoescola_nome' | 'id_fatura' | 'cobrancas'
>;

const linha = (quantidade: number, valorUnitario: number) => ({
  quantidade,
  valor_unitario_centavos: valorUnitario,
  valor_centavos: quantidade * valorUnitario,
});

/** The free quota's discount of one lesson kind: none when waived, without quota or without price. */
export function franquia(quantidade: number, quota: number, preco: number, gratuidade: boolean) {
  const livres = gratuidade || preco <= 0 ? 0 : Math.min(quantidade, quota);
  return linha(livres, livres > 0 ? -preco : 0);
}

export function calcularFatura(contrato: ContratoDaEscola, contagens: Contagens): Linhas {
  const alunos = linha(contagens.cadastrados, contrato.preco_aluno_cadastrado_centavos);
  const praticas = {
    ...linha(contrato.gratuidade_pratica ? 0 : contagens.praticas, contrato.preco_aula_pratica_centavos),
    quantidade: contagens.praticas,
    gratuidade: contrato.gratuidade_pratica,
  };
  const teoricas = {
    ...linha(contrato.gratuidade_teorica ? 0 : contagens.teoricas, contrato.preco_aula_teorica_centavos),
    quantidade: contagens.teoricas,
    gratuidade: contrato.gratuidade_teorica,
  };
  const franquiaPraticas = franquia(
    contagens.praticas,
    contrato.franquia_aulas_praticas,
    contrato.preco_aula_pratica_centavos,
    contrato.gratuidade_pratica,
  );
  const franquiaTeoricas = franquia(
    contagens.teoricas,
    contrato.franquia_aulas_teoricas,
    contrato.preco_aula_teorica_centavos,
    contrato.gratuidade_teorica,
  );
  return {
    alunos_cadastrados: alunos,
    aulas_praticas: praticas,
    aulas_teoricas: teoricas,
    franquia_praticas: franquiaPraticas,
    franquia_teoricas: franquiaTeoricas,
    total_centavos:
      alunos.valor_centavos +
      praticas.valor_centavos +
      teoricas.valor_centavos +
      franquiaPraticas.valor_centavos +
      franquiaTeoricas.valor_centavos,
  };
}

/** Whether the month has anything of the school to bill (a waived kind counts for nothing). */
export function temAFaturar(contrato: ContratoDaEscola, contagens: Contagens): boolean {
  return (
    contagens.cadastrados > 0 ||
    (!contrato.gratuidade_pratica && contagens.praticas > 0) ||
    (!contrato.gratuidade_teorica && contagens.teoricas > 0)
  );
}

/** 'YYYY-MM' → the first day 'YYYY-MM-01'. */
export const primeiroDia = (competencia: string) => `${competencia}-01`;

/** The due date: the contract's day of the month after the one billed. */
export function vencimentoDe(competencia: string, dia: number): string {
  const [ano, mes] = competencia.split('-').map(Number) as [number, number];
  const proximo = new Date(Date.UTC(ano, mes, dia));
  return proximo.toISOString().slice(0, 10);
}

/** 'YYYY-MM' → 'MM/YYYY' as the invoices print it. */
export const mesAno = (competencia: string) => `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

export const DESCRICAO_FRANQUIA_PRATICAS = 'Franquia de aulas práticas';
export const DESCRICAO_FRANQUIA_TEORICAS = 'Franquia de aulas teóricas';
