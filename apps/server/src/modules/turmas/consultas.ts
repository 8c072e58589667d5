import type {
  CandidatoAulasTeoricas,
  CandidatoAulaTeorica,
  CargaHorariaTeoricaLinha,
  cargaHorariaTeoricaQuery,
  Page,
} from '@cfc/contract';
import { cursoDoProcesso, regimeForLesson, todayInSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { stateProfileFor } from '../estado-perfis/service.ts';
import * as repository from './consultas-repository.ts';
import { cargaKey, cargasTeoricas, contarCargas, processoDaCarga } from './horas.ts';
import { resumoDaAula } from './shared.ts';
import type { MatriculaRow } from './shared-repository.ts';

type CargaQuery = z.output<typeof cargaHorariaTeoricaQuery>;

// ---------- The student's theory area (/candidato/aulas-teoricas/:status?) ----------

const SITUACAO: Record<'proximas' | 'realizadas' | 'faltas', CandidatoAulaTeorica['situacao']> = {
  proximas: 'proxima',
  realizadas: 'realizada',
  faltas: 'falta',
};

/**
 * The student's sessions (upcoming, attended, missed), with subject and h/a, and for each open
 * process the hours of the theory course it takes against its regime's minimum, per subject. Three
 * queries: the student with their processes and enrolments, their state's profile, their sessions
 * with the times marked (the presences the hours count: each closed session's, toward the process
 * of the enrolment it is listed for).
 */
export function getCandidatoAulasTeoricas(
  ctx: RequestContext,
  status: keyof typeof SITUACAO | null,
  now = new Date(),
): Promise<CandidatoAulasTeoricas> {
  return ctx.tenant(async () => {
    const aluno = await repository.areaDoAluno(ctx.principal.usuarioId);
    if (!aluno) throw forbidden('turmas.semCadastroAluno');
    const perfil = await stateProfileFor(aluno.uf);
    const sessoes = await repository.sessoesDoAluno(aluno.id);
    const aulas: CandidatoAulaTeorica[] = sessoes.map((row) => ({
      ...resumoDaAula(row),
      situacao: row.status !== 'encerrada' ? 'proxima' : row.horas_aula_contadas > 0 ? 'realizada' : 'falta',
      horas_aula_contadas: row.horas_aula_contadas,
      reposicao: row.origem === 'reposicao',
    }));

    const hoje = todayInSaoPaulo(now);
    const pedidos = aluno.processos.flatMap((processo) => {
      const regime = regimeForLesson(processo.regime, perfil, hoje);
      const curso = cursoDoProcesso(regime.id, processo.tipo);
      if (curso.disciplinas.length === 0 || curso.id === 'adicao_mudanca') return [];
      return [
        {
          processo: { ...processo, autoescola_id: aluno.autoescola_id },
          curso: curso.id,
          row: processo,
        },
      ];
    });
    const matriculas = new Map(aluno.matriculas.map((matricula) => [matricula.id, matricula]));
    const presencas = sessoes.flatMap((row) => {
      const matricula = matriculas.get(row.id_matricula);
      if (row.status !== 'encerrada' || !matricula) return [];
      return [{ ...row, processo_id: matricula.processo_id, curso: matricula.curso }];
    });
    const cargas = await contarCargas(
      pedidos.map(({ processo, curso }) => ({ processo, curso })),
      presencas,
      async () => perfil,
      hoje,
    );
    const progresso = pedidos.flatMap(({ processo, curso, row }) => {
      const carga = cargas.get(cargaKey(processo.id, curso));
      if (!carga) return [];
      return [
        {
          ...carga,
          id_processo: processo.id,
          categoria: row.categoria,
          renach: row.renach,
          turmas: aluno.matriculas
            .filter((m) => m.processo_id === processo.id && m.status === 'ativa' && m.curso === curso)
            .map((m) => m.turma_nome),
        },
      ];
    });
    const proxima = aulas.find((aula) => aula.situacao === 'proxima' && Date.parse(aula.fim) > now.getTime());
    return {
      aulas: status ? aulas.filter((aula) => aula.situacao === SITUACAO[status]) : aulas,
      progresso,
      proxima_aula: proxima ?? null,
    };
  });
}

// ---------- The theory hours report (relatorios/carga-horaria-teorica) ----------

async function linhas(rows: MatriculaRow[]): Promise<CargaHorariaTeoricaLinha[]> {
  const cargas = await cargasTeoricas(
    rows.map((row) => ({
      processo: processoDaCarga(row),
      curso: row.curso,
    })),
  );
  return rows.flatMap((row) => {
    const carga = cargas.get(cargaKey(row.id_processo, row.curso));
    if (!carga) return [];
    return [
      {
        ...carga,
        id_matricula: row.id_matricula,
        id_aluno: row.id_aluno,
        aluno_nome: row.aluno_nome,
        cpf: row.cpf,
        id_processo: row.id_processo,
        renach: row.renach,
        categoria: row.categoria,
        id_turma: row.id_turma,
        turma_nome: row.turma_nome,
        matricula_status: row.status,
      },
    ];
  });
}

const filterOf = (query: Omit<CargaQuery, 'page' | 'per_page' | 'sort'>) => ({
  filtro: query.filtro,
  turmaId: query.id_turma,
  curso: query.curso,
  todas: query.todas === 'true',
});

/** One page of enrolments with each one's theory hours per subject against its course's minimum. */
export function reportCargaTeorica(
  ctx: RequestContext,
  query: CargaQuery,
): Promise<Page<CargaHorariaTeoricaLinha>> {
  return ctx.tenant(async () => {
    const page = await repository.pageCarga({
      ...filterOf(query),
      page: query.page,
      per_page: query.per_page,
      sort: query.sort,
    });
    return { ...page, data: await linhas(page.data) };
  });
}

/** Every line of the report, for its exports (inside the export's tenant transaction). */
export async function allCargaTeorica(query: Omit<CargaQuery, 'page' | 'per_page' | 'sort'>) {
  return linhas(await repository.allCarga(filterOf(query)));
}
