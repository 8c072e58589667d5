// The finance reads of the benchmark (docs/finance.md): the operator's finance staff across every
// school (the invoice list with its filters, the report, the billing panel, the extra charges) and a
// school's administrator on its own invoices, on the year of monthly billing bench:data generates
// (src/faturas.ts). Their SQL is not captured: their use cases take the operator's context, and the
// figures that matter here are the answers' latency at the fixed rate and their CPU.
import { addMonths } from '@cfc/domain';
import type pg from 'pg';
import type { HttpRequest } from './load.ts';
import type { BenchSchool } from './scenario.ts';
import type { Statement } from './sql.ts';

export interface Read {
  name: string;
  call: string;
  requests: HttpRequest[];
  /** The SQL of each request, captured from the module's repository; empty when not captured. */
  capture: (() => Promise<Statement[]>)[];
  notes?: string;
}

interface Session {
  token: string;
}

export async function financeReads(deps: {
  owner: pg.Client;
  today: string;
  schools: readonly BenchSchool[];
  finance: Session;
  adminOf: (school: BenchSchool) => Session;
  bearer: (token: string) => Record<string, string>;
}): Promise<Read[]> {
  const { owner, today, schools, finance, adminOf, bearer } = deps;
  const { rows: counts } = await owner.query<{
    faturas: number;
    escolas: number;
    itens: number;
    cobrancas: number;
  }>(
    `select (select count(*)::int from faturas) as faturas,
            (select count(distinct autoescola_id)::int from faturas) as escolas,
            (select count(*)::int from fatura_itens) as itens, (select count(*)::int from cobrancas) as cobrancas`,
  );
  const { faturas = 0, escolas = 0, itens = 0, cobrancas = 0 } = counts[0] ?? {};
  if (faturas === 0) return [];
  const base = `${faturas} invoices (${itens} lines) of ${escolas} schools`;
  const mes = (meses: number) => addMonths(`${today.slice(0, 7)}-01`, meses).slice(0, 7);
  const get = (session: Session, url: string): HttpRequest => ({
    method: 'GET',
    path: `/api/v1${url}`,
    headers: bearer(session.token),
  });
  const situacoes = ['vencida', 'paga', 'aberta'];
  const listas = schools.map((school, i) =>
    get(
      finance,
      i % 3 === 0
        ? '/faturas?page=1&per_page=15'
        : i % 3 === 1
          ? `/faturas?page=1&per_page=15&situacao=${situacoes[i % situacoes.length]}&competencia=${mes(-1 - (i % 6))}`
          : `/faturas?page=1&per_page=15&autoescola=${school.slug}`,
    ),
  );
  return [
    {
      name: 'Invoices: list with totals (finance, every school)',
      call: 'GET /api/v1/faturas[?situacao&competencia|autoescola]',
      notes: `${base}: page 1 of 15 with the sums of the filters: all, a state and month, one school, in turn`,
      requests: listas,
      capture: [],
    },
    {
      name: "Invoices: the school's own (school admin)",
      call: 'GET /api/v1/faturas',
      notes: `${base}: each school's administrator, page 1 with the sums`,
      requests: schools.map((school) => get(adminOf(school), '/faturas?page=1&per_page=15')),
      capture: [],
    },
    {
      name: 'Billed lines: a month, with totals (finance)',
      call: 'GET /api/v1/faturas/itens?competencia[&autoescola|&tipo]',
      notes: `${base}: page 1 of a month's lines with their sums: every school, one school, practical lessons only, in turn`,
      requests: schools.map((school, i) => {
        const competencia = mes(-1 - (i % 3));
        const filtro = i % 3 === 0 ? '' : i % 3 === 1 ? `&autoescola=${school.slug}` : '&tipo=aula_pratica';
        return get(finance, `/faturas/itens?page=1&per_page=15&competencia=${competencia}${filtro}`);
      }),
      capture: [],
    },
    {
      name: 'Finance report: a period by school and month (finance)',
      call: 'GET /api/v1/financeiro/relatorios?de&ate',
      notes: `${base}: the last 3, 6 or 12 months, in turn`,
      requests: [3, 6, 12].map((meses) =>
        get(finance, `/financeiro/relatorios?de=${mes(-meses)}&ate=${mes(-1)}&page=1&per_page=15`),
      ),
      capture: [],
    },
    {
      name: 'Billing panel (finance)',
      call: 'GET /api/v1/financeiro/painel-faturamento',
      notes: base,
      requests: [get(finance, '/financeiro/painel-faturamento')],
      capture: [],
    },
    {
      name: 'Extra charges: list with totals (finance)',
      call: 'GET /api/v1/financeiro/cobrancas',
      notes: `${cobrancas} charges`,
      requests: [get(finance, '/financeiro/cobrancas?page=1&per_page=15')],
      capture: [],
    },
  ];
}
