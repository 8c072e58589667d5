import type {
  ComercialAlunos,
  ComercialAutoescola,
  ComercialFinanceiro,
  comercialAlunosQuery,
  comercialAutoescolasQuery,
  Page,
} from '@cfc/contract';
import { monthBoundsInSaoPaulo, todayInSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { financeiroPorMes, mesesEntre, periodoDe, somarMeses } from '../financeiro-relatorios/index.ts';
import * as repository from './repository.ts';

/**
 * The commercial area (docs/finance.md, "The commercial area"): the schools a commercial user
 * manages, read only. Row-level security limits every read to the schools granted to the caller.
 */

const periodoDoMes = (mes: string): repository.Periodo => {
  const { from, to } = monthBoundsInSaoPaulo(mes);
  return { desde: from, ate: to };
};

const contagem = (rows: { autoescola_id: number; n: number }[]) =>
  new Map(rows.map((row) => [row.autoescola_id, row.n]));

export async function listarAutoescolas(
  ctx: RequestContext,
  query: z.output<typeof comercialAutoescolasQuery>,
): Promise<Page<ComercialAutoescola>> {
  const competencia = query.competencia ?? todayInSaoPaulo().slice(0, 7);
  const periodo = periodoDoMes(competencia);
  return ctx.tenant(async () => {
    const total = await repository.contarEscolas(query.filtro);
    const rows = await repository.listarEscolas(query.filtro, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    const ids = rows.map((row) => row.id);
    const contatos = await repository.contatos(ids);
    const alunos = contagem(await repository.alunosCadastrados(ids, periodo));
    const praticas = contagem(await repository.aulasPraticas(ids, periodo));
    const teoricas = contagem(await repository.aulasTeoricas(ids, periodo));
    return {
      data: rows.map((row) => ({
        id_autoescola: row.id,
        autoescola: row.slug,
        nome_fantasia: row.nome_fantasia,
        razao_social: row.razao_social,
        cnpj: row.cnpj,
        uf: row.uf,
        cidade: row.cidade,
        ativo: row.ativo,
        telefone: row.telefone,
        email: row.email,
        contatos: contatos
          .filter((contato) => contato.autoescola_id === row.id)
          .map((contato) => ({ nome: contato.nome, email: contato.email })),
        contrato:
          row.contrato === null
            ? null
            : {
                ativo: row.contrato_ativo ?? false,
                preco_aluno_cadastrado_centavos: row.preco_aluno_cadastrado_centavos ?? 0,
                preco_aula_pratica_centavos: row.preco_aula_pratica_centavos ?? 0,
                preco_aula_teorica_centavos: row.preco_aula_teorica_centavos ?? 0,
                franquia_aulas_praticas: row.franquia_aulas_praticas ?? 0,
                franquia_aulas_teoricas: row.franquia_aulas_teoricas ?? 0,
                dia_vencimento: row.dia_vencimento ?? 10,
                email_cobranca: row.email_cobranca,
              },
        uso: {
          competencia,
          alunos_cadastrados: alunos.get(row.id) ?? 0,
          aulas_praticas: praticas.get(row.id) ?? 0,
          aulas_teoricas: teoricas.get(row.id) ?? 0,
        },
      })),
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
      total,
    };
  });
}

type PeriodoQuery = z.output<typeof comercialAlunosQuery>;

/** Students registered per school and month; the default period is the last twelve months. */
export async function alunosCadastrados(ctx: RequestContext, query: PeriodoQuery): Promise<ComercialAlunos> {
  const { de, ate } = periodoDe(query, todayInSaoPaulo());
  const meses = mesesEntre(de, ate);
  const periodo = { desde: periodoDoMes(de).desde, ate: periodoDoMes(somarMeses(ate, 0)).ate };
  return ctx.tenant(async () => {
    const escolas = await repository.escolasDoRelatorio(query.autoescola);
    const contagens = await repository.alunosPorMes(periodo, query.autoescola);
    const linhas = escolas.map((escola) => {
      const porMes = meses.map(
        (mes) => contagens.find((row) => row.slug === escola.slug && row.mes === mes)?.n ?? 0,
      );
      return {
        autoescola: escola.slug,
        autoescola_nome: escola.nome_fantasia,
        por_mes: porMes,
        total: porMes.reduce((soma, n) => soma + n, 0),
      };
    });
    const totaisPorMes = meses.map((_, i) =>
      linhas.reduce((soma, linha) => soma + (linha.por_mes[i] ?? 0), 0),
    );
    return {
      periodo: { de, ate },
      meses,
      linhas,
      totais_por_mes: totaisPorMes,
      total: totaisPorMes.reduce((soma, n) => soma + n, 0),
    };
  });
}

/** Its schools' invoices by month: billed, received, open and overdue. */
export function relatorioFinanceiro(ctx: RequestContext, query: PeriodoQuery): Promise<ComercialFinanceiro> {
  return ctx.tenant(() => financeiroPorMes(query));
}
