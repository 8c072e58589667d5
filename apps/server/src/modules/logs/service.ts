import type {
  AgendamentoLogQuery,
  AmbienteGetran,
  ConsultaGetranEntrada,
  ConsultasGetranQuery,
  MinimizacaoEntrada,
  MinimizacaoQuery,
} from '@cfc/contract';
import { maskCpf, RETENCAO, type RegraRetencao } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import * as repository from './repository.ts';

/**
 * The monitoring logs (SPEC §2.3 /monitoramento logs): read only, in the caller's tenant
 * transaction, so each sees its schools' lines only. The GETRAN client's calls are recorded here.
 */

export { aplicarRetencao, MINIMIZACAO_JOB, minimizacaoJob, registrarMinimizacao } from './minimizacao.ts';

export function listMinimizacao(ctx: RequestContext, query: MinimizacaoQuery) {
  return ctx.tenant(async () => {
    const page = await repository.listMinimizacao(query);
    const data: MinimizacaoEntrada[] = page.data.map((row) => {
      const regra = row.regra as RegraRetencao;
      const info = RETENCAO[regra];
      return {
        ...row,
        regra,
        titulo: info?.titulo ?? row.regra,
        fundamentos: (info?.fundamentos ?? []).map((item) => `${item.norma}, ${item.artigo}`),
      };
    });
    return { ...page, data };
  });
}

export function listAgendamento(ctx: RequestContext, query: AgendamentoLogQuery) {
  return ctx.tenant(() => repository.listAgendamento(query));
}

/** Every line of the filters, for the exports (in the export's own tenant transaction). */
export function allAgendamento(query: Omit<AgendamentoLogQuery, 'page' | 'per_page' | 'sort' | 'schema'>) {
  return repository.allAgendamento(query);
}

export function listConsultasGetran(ctx: RequestContext, query: ConsultasGetranQuery) {
  return ctx.tenant(async () => {
    const page = await repository.listConsultasGetran(query);
    const data: ConsultaGetranEntrada[] = page.data.map((row) => ({ ...row, cpf: maskCpf(row.cpf) }));
    return { ...page, data };
  });
}

export interface ConsultaGetran {
  autoescolaId: number;
  cpf: string;
  ambiente: AmbienteGetran;
  duracaoMs: number;
  httpStatus: number | null;
  erro: string | null;
  aulas: number | null;
}

/**
 * Records one call to the authority's candidate service, in the request's school. A failure to
 * record is logged by the caller and never fails the lookup itself.
 */
export function registrarConsultaGetran(ctx: RequestContext, consulta: ConsultaGetran): Promise<void> {
  return ctx.tenant(() =>
    repository.insertConsultaGetran({
      autoescola_id: consulta.autoescolaId,
      usuario_id: ctx.principal.usuarioId,
      id_role: ctx.principal.role,
      cpf: consulta.cpf,
      ambiente: consulta.ambiente,
      duracao_ms: consulta.duracaoMs,
      http_status: consulta.httpStatus,
      resultado: consulta.erro === null ? 'sucesso' : 'falha',
      erro: consulta.erro,
      aulas: consulta.aulas,
      ip: ctx.ip,
    }),
  );
}
