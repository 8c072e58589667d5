import type {
  DetranAluno,
  DetranAulaPratica,
  DetranInstrutor,
  DetranTurma,
  DetranVeiculo,
  detranQuery,
  Page,
} from '@cfc/contract';
import { addDays, atSaoPaulo, formatCpf, maskCpf } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as cadastros from './cadastros-repository.ts';
import * as repository from './repository.ts';

/**
 * The traffic authority's area (role 9, read only): the lists of its state's schools with the CPFs
 * masked as SPEC §5 shows them, and each record's detail with the CPF whole. Row-level security
 * gives the authority's principal only the schools of its state.
 */

type Query = z.output<typeof detranQuery>;

export function filterOf(query: Partial<Query>): repository.DetranFilter {
  return {
    autoescolaId: query.autoescola_id ?? null,
    filtro: query.filtro ?? null,
    desde: query.de ? atSaoPaulo(query.de) : null,
    ate: query.ate ? atSaoPaulo(addDays(query.ate, 1)) : null,
    status: query.status ?? null,
  };
}

const NO_FILTER = filterOf({});

const mapPage = <T, U>(page: Page<T>, map: (row: T) => U): Page<U> => ({ ...page, data: page.data.map(map) });

// ---------- Students ----------

type AlunoRow = Awaited<ReturnType<ReturnType<typeof repository.alunos>['execute']>>[number];
export const alunoListado = (row: AlunoRow): DetranAluno => ({ ...row, cpf: maskCpf(row.cpf) });

export function listAlunos(ctx: RequestContext, query: Query): Promise<Page<DetranAluno>> {
  return ctx.tenant(async () =>
    mapPage(
      await paginate(repository.alunos(filterOf(query)), query, {
        columns: {
          nome: 'al.nome',
          autoescola: 'e.nome_fantasia',
          situacao: 'al.situacao',
          created_at: 'al.created_at',
        },
        default: 'al.nome',
        unique: 'al.id',
      }),
      alunoListado,
    ),
  );
}

export function getAluno(ctx: RequestContext, id: number) {
  return ctx.tenant(async () => {
    const row = await repository.alunos(NO_FILTER).where('al.id', '=', id).executeTakeFirst();
    const extra = await repository.aluno(id);
    if (!row || !extra) throw notFound('detran.alunoNaoEncontrado');
    const [processos, aulas] = await Promise.all([
      repository.processosDoAluno(row.id_autoescola, id),
      repository.aulasDoAluno(row.id_autoescola, id),
    ]);
    const { id: _id, ...detalhe } = extra;
    return { ...row, ...detalhe, cpf: formatCpf(row.cpf), processos, aulas };
  });
}

// ---------- Practical lessons ----------

type AulaRow = Awaited<ReturnType<ReturnType<typeof repository.aulasPraticas>['execute']>>[number];
export const aulaListada = ({ renach: _renach, ...row }: AulaRow): DetranAulaPratica => ({
  ...row,
  cpf: maskCpf(row.cpf),
});

export function listAulasPraticas(ctx: RequestContext, query: Query): Promise<Page<DetranAulaPratica>> {
  return ctx.tenant(async () =>
    mapPage(
      await paginate(repository.aulasPraticas(filterOf(query)), query, {
        columns: {
          inicio: 'a.inicio',
          aluno: 'al.nome',
          instrutor: 'i.nome',
          autoescola: 'e.nome_fantasia',
          status: 'a.status',
        },
        default: 'a.inicio',
        unique: 'a.id',
      }),
      aulaListada,
    ),
  );
}

export function getAulaPratica(ctx: RequestContext, id: number) {
  return ctx.tenant(async () => {
    const row = await repository.aulasPraticas(NO_FILTER).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('detran.aulaNaoEncontrada');
    const [anotacao, fotos] = await Promise.all([
      repository.anotacaoDaAula(row.id_autoescola, id),
      repository.fotosDaAula(row.id_autoescola, id),
    ]);
    return {
      ...row,
      cpf: formatCpf(row.cpf),
      iniciada_em: anotacao?.iniciada_em ?? null,
      finalizada_em: anotacao?.finalizada_em ?? null,
      hodometro_inicio: anotacao?.hodo_start ?? null,
      hodometro_fim: anotacao?.hodo_end ?? null,
      posicoes: anotacao?.posicoes ?? 0,
      fotos,
    };
  });
}

// ---------- Theory classes ----------

type TurmaRow = Awaited<ReturnType<ReturnType<typeof repository.turmas>['execute']>>[number];
export const turmaListada = ({ sala: _sala, ...row }: TurmaRow): DetranTurma => row;

export function listTurmas(ctx: RequestContext, query: Query): Promise<Page<DetranTurma>> {
  return ctx.tenant(async () =>
    mapPage(
      await paginate(repository.turmas(filterOf(query)), query, {
        columns: {
          nome: 't.nome',
          data_inicio: 't.data_inicio',
          autoescola: 'e.nome_fantasia',
          status: 't.status',
        },
        default: 't.data_inicio',
        unique: 't.id',
      }),
      turmaListada,
    ),
  );
}

export function getTurma(ctx: RequestContext, id: number) {
  return ctx.tenant(async () => {
    const row = await repository.turmas(NO_FILTER).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('detran.turmaNaoEncontrada');
    const [sessoes, matriculados] = await Promise.all([
      repository.sessoesDaTurma(row.id_autoescola, id),
      repository.matriculadosDaTurma(row.id_autoescola, id),
    ]);
    return {
      ...row,
      sessoes,
      matriculados: matriculados.map((aluno) => ({ nome: aluno.nome, cpf: formatCpf(aluno.cpf) })),
    };
  });
}

// ---------- Instructors ----------

type InstrutorRow = Awaited<ReturnType<ReturnType<typeof cadastros.instrutores>['execute']>>[number];
export const instrutorListado = (row: InstrutorRow): DetranInstrutor => ({
  id_instrutor: row.id_instrutor,
  id_autoescola: row.id_autoescola,
  autoescola: row.autoescola,
  nome: row.nome,
  cpf: maskCpf(row.cpf),
  cnh_categoria: row.cnh_categoria,
  credencial_validade: row.credencial_validade,
  ativo: row.ativo,
  aulas_30_dias: row.aulas_30_dias,
});

export function listInstrutores(ctx: RequestContext, query: Query): Promise<Page<DetranInstrutor>> {
  return ctx.tenant(async () =>
    mapPage(
      await paginate(cadastros.instrutores(filterOf(query)), query, {
        columns: {
          nome: 'i.nome',
          autoescola: 'e.nome_fantasia',
          credencial_validade: 'i.credencial_validade',
        },
        default: 'i.nome',
        unique: 'i.id',
      }),
      instrutorListado,
    ),
  );
}

export function getInstrutor(ctx: RequestContext, id: number) {
  return ctx.tenant(async () => {
    const row = await cadastros.instrutores(NO_FILTER).where('i.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('detran.instrutorNaoEncontrado');
    return {
      ...instrutorListado(row),
      cpf: formatCpf(row.cpf),
      email: row.email,
      telefone: row.telefone,
      cnh_numero: row.cnh_numero,
      cnh_validade: row.cnh_validade,
      credencial_numero: row.credencial_numero,
    };
  });
}

// ---------- Vehicles ----------

type VeiculoRow = Awaited<ReturnType<ReturnType<typeof cadastros.veiculos>['execute']>>[number];
export const veiculoListado = ({
  renavam: _renavam,
  hodometro: _hodometro,
  aulas_30_dias: _aulas,
  ...row
}: VeiculoRow): DetranVeiculo => row;

export function listVeiculos(ctx: RequestContext, query: Query): Promise<Page<DetranVeiculo>> {
  return ctx.tenant(async () =>
    mapPage(
      await paginate(cadastros.veiculos(filterOf(query)), query, {
        columns: { placa: 'v.placa', modelo: 'v.modelo', autoescola: 'e.nome_fantasia' },
        default: 'v.placa',
        unique: 'v.id',
      }),
      veiculoListado,
    ),
  );
}

export function getVeiculo(ctx: RequestContext, id: number) {
  return ctx.tenant(async () => {
    const row = await cadastros.veiculos(NO_FILTER).where('v.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('detran.veiculoNaoEncontrado');
    return row;
  });
}
