import {
  ADMIN_AREA_ROLES,
  turmasApi as api,
  type CargaHorariaTeoricaLinha,
  type MessageRef,
  message,
  type PermissionFlag,
  Role,
} from '@cfc/contract';
import { explained, type RuleViolation } from '@cfc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { readImageUpload } from '../../platform/storage/uploads.ts';
import { allCargaTeorica, getCandidatoAulasTeoricas, reportCargaTeorica } from './consultas.ts';
import { folhaPdf, folhaXlsx } from './folha.ts';
import { agendarEvidenciaDoEncerramento, agendarEvidenciasDaAbertura } from './jobs.ts';
import {
  clearPresenca,
  closeAula,
  createAula,
  createReposicao,
  createTurma,
  deleteAula,
  deleteTurma,
  enrol,
  getAula,
  getEvidencia,
  getReposicao,
  getTurma,
  listAulasDaTurma,
  listCalendario,
  listCursos,
  listEvidencias,
  listMatriculas,
  listTurmas,
  markPresenca,
  openAula,
  removeReposicao,
  saveFotoAluno,
  unenrol,
  updateAula,
  updateTurma,
} from './service.ts';

/**
 * Who reaches theory classes (SPEC §2.3, §6): staff of the admin area (roles 1, 2 and 5) read with
 * `turmas_list` or `turmas_edit` and change with `turmas_edit`; the instructor (role 3, who reaches
 * /admin only for the class list) reads the classes they teach and runs their own sessions (the
 * service holds them to their own); the student (role 4) reads their own sessions.
 */
const STAFF_OR_INSTRUTOR = { roles: [...ADMIN_AREA_ROLES, Role.INSTRUTOR] } as const;
const STAFF = { roles: ADMIN_AREA_ROLES } as const;
const EDIT = { roles: ADMIN_AREA_ROLES, permissions: ['turmas_edit'] } as const;
const CANDIDATO = { roles: [Role.ALUNO] } as const;

/** `config.access` needs every flag it names; these checks take any one of several, or none for role 3. */
function staffNeedsAny(flags: readonly PermissionFlag[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (principal?.role === Role.INSTRUTOR) return;
    if (!flags.some((flag) => principal?.permissions.has(flag))) throw forbidden();
  };
}
const read = { preValidation: staffNeedsAny(['turmas_list', 'turmas_edit']) };
const run = { preValidation: staffNeedsAny(['turmas_edit']) };
const report = { preValidation: staffNeedsAny(['relatorios', 'turmas_list', 'turmas_edit']) };

/**
 * The reply's message with a warning for each rule the change left broken without being refused
 * (a student's day past the state's theory limit), as the practical booking says its warnings.
 */
function comAvisos(request: FastifyRequest, mensagem: MessageRef, avisos: readonly RuleViolation[]): string {
  return [
    request.t(mensagem),
    ...avisos.map((aviso) => request.t(message('aulasPraticas.atencao', { aviso: explained(aviso) }))),
  ].join(' ');
}

export const turmasRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------- courses and classes ----------
  route(
    app,
    api.listCursos,
    STAFF_OR_INSTRUTOR,
    async () => ({ success: true as const, dados: listCursos() }),
    read,
  );
  route(
    app,
    api.list,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await listTurmas(contextOf(request), request.query),
    }),
    read,
  );
  route(
    app,
    api.get,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await getTurma(contextOf(request), request.params.id),
    }),
    read,
  );
  route(app, api.create, EDIT, async (request) => ({
    success: true as const,
    dados: await createTurma(contextOf(request), request.body),
    mensagem: request.t('turmas.cadastrada'),
  }));
  route(app, api.update, EDIT, async (request) => ({
    success: true as const,
    dados: await updateTurma(contextOf(request), request.params.id, request.body),
    mensagem: request.t('turmas.alterada'),
  }));
  route(app, api.remove, EDIT, async (request) => {
    await deleteTurma(contextOf(request), request.params.id);
    return { success: true as const, mensagem: request.t('turmas.excluida') };
  });

  // ---------- sessions ----------
  route(
    app,
    api.listAulas,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await listAulasDaTurma(contextOf(request), request.params.id),
    }),
    read,
  );
  route(app, api.createAula, EDIT, async (request) => {
    const { aula, avisos } = await createAula(contextOf(request), request.params.id, request.body);
    return {
      success: true as const,
      dados: aula,
      mensagem: comAvisos(request, 'turmas.aulaCadastrada', avisos),
    };
  });
  route(
    app,
    api.listCalendario,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await listCalendario(contextOf(request), request.query),
    }),
    read,
  );
  route(
    app,
    api.getAula,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await getAula(contextOf(request), request.params.id),
    }),
    read,
  );
  route(app, api.updateAula, EDIT, async (request) => {
    const { aula, avisos } = await updateAula(contextOf(request), request.params.id, request.body);
    return {
      success: true as const,
      dados: aula,
      mensagem: comAvisos(request, 'turmas.aulaAlterada', avisos),
    };
  });
  route(app, api.removeAula, EDIT, async (request) => {
    await deleteAula(contextOf(request), request.params.id);
    return { success: true as const, mensagem: request.t('turmas.aulaExcluida') };
  });

  // ---------- running a session ----------
  route(
    app,
    api.openAula,
    STAFF_OR_INSTRUTOR,
    async (request) => {
      const aberta = await openAula(contextOf(request), request.params.id);
      if (aberta.abriu) {
        await agendarEvidenciasDaAbertura(app.jobs, {
          autoescolaId: aberta.autoescolaId,
          aulaId: aberta.detalhe.id_aula_teorica,
          fim: aberta.detalhe.fim,
        });
      }
      return { success: true as const, dados: aberta.detalhe, mensagem: request.t('turmas.aulaAberta') };
    },
    run,
  );
  route(
    app,
    api.markPresenca,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await markPresenca(
        contextOf(request),
        request.params.id,
        request.body.id_aluno,
        request.body.evento,
      ),
      mensagem: request.t(
        request.body.evento === 'entrada' ? 'turmas.entradaRegistrada' : 'turmas.saidaRegistrada',
      ),
    }),
    run,
  );
  route(
    app,
    api.clearPresenca,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await clearPresenca(contextOf(request), request.params.id, request.params.idAluno),
      mensagem: request.t('turmas.presencaDesfeita'),
    }),
    run,
  );
  route(
    app,
    api.uploadFotoAluno,
    STAFF_OR_INSTRUTOR,
    async (request) => {
      const image = await readImageUpload(request);
      const { id, idAluno } = request.params;
      return {
        success: true as const,
        dados: await saveFotoAluno(contextOf(request), app.storage, id, idAluno, image),
        mensagem: request.t('turmas.fotoRegistrada'),
      };
    },
    run,
  );
  route(
    app,
    api.closeAula,
    STAFF_OR_INSTRUTOR,
    async (request) => {
      const encerrada = await closeAula(contextOf(request), request.params.id);
      await agendarEvidenciaDoEncerramento(app.jobs, {
        autoescolaId: encerrada.autoescolaId,
        aulaId: encerrada.detalhe.id_aula_teorica,
      });
      return {
        success: true as const,
        dados: encerrada.detalhe,
        mensagem: request.t('turmas.aulaEncerrada'),
      };
    },
    run,
  );
  route(
    app,
    api.listEvidencias,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await listEvidencias(contextOf(request), request.params.id),
    }),
    read,
  );
  route(
    app,
    api.getEvidencia,
    STAFF_OR_INSTRUTOR,
    async (request, reply) => {
      const { id, idEvidencia } = request.params;
      const foto = await getEvidencia(contextOf(request), app.storage, id, idEvidencia);
      return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
    },
    read,
  );

  // ---------- enrolments and make-ups ----------
  route(
    app,
    api.listMatriculas,
    STAFF_OR_INSTRUTOR,
    async (request) => ({
      success: true as const,
      dados: await listMatriculas(contextOf(request), request.params.id),
    }),
    read,
  );
  route(app, api.enrol, EDIT, async (request) => ({
    success: true as const,
    dados: await enrol(contextOf(request), request.params.id, request.body.processo_id),
    mensagem: request.t('turmas.matriculado'),
  }));
  route(app, api.unenrol, EDIT, async (request) => {
    await unenrol(contextOf(request), request.params.id, request.params.idMatricula);
    return { success: true as const, mensagem: request.t('turmas.matriculaCancelada') };
  });
  route(
    app,
    api.getReposicao,
    STAFF,
    async (request) => ({
      success: true as const,
      dados: await getReposicao(contextOf(request), request.params.id),
    }),
    read,
  );
  route(app, api.createReposicao, EDIT, async (request) => ({
    success: true as const,
    dados: await createReposicao(contextOf(request), request.body.id_matricula, request.body.id_aula_teorica),
    mensagem: request.t('turmas.reposicaoMarcada'),
  }));
  route(app, api.removeReposicao, EDIT, async (request) => {
    await removeReposicao(contextOf(request), request.params.id, request.params.idAluno);
    return { success: true as const, mensagem: request.t('turmas.reposicaoDesfeita') };
  });

  // ---------- the student's area and the hours report ----------
  route(app, api.listForCandidato, CANDIDATO, async (request) => ({
    success: true as const,
    dados: await getCandidatoAulasTeoricas(contextOf(request), request.query.status),
  }));
  route(
    app,
    api.reportCargaHoraria,
    STAFF,
    async (request) => ({
      success: true as const,
      dados: await reportCargaTeorica(contextOf(request), request.query),
    }),
    report,
  );
  const cargaQuery = api.reportCargaHoraria.query.pick({ id_turma: true, curso: true, todas: true });
  registerExports<CargaHorariaTeoricaLinha, typeof cargaQuery>(app, {
    modulo: 'carga-horaria-teorica',
    path: '/relatorios/carga-horaria-teorica',
    titulo: 'Carga horária teórica',
    access: { ...STAFF, permissions: ['relatorios'] },
    query: cargaQuery,
    columns: [
      { header: 'Aluno', value: (row) => row.aluno_nome },
      { header: 'RENACH', value: (row) => row.renach, width: 70 },
      { header: 'Turma', value: (row) => row.turma_nome },
      { header: 'Curso', value: (row) => row.curso_nome },
      { header: 'Exigidas', value: (row) => row.requeridas, width: 50 },
      { header: 'Realizadas', value: (row) => row.realizadas, width: 55 },
      { header: 'Faltam', value: (row) => row.faltam, width: 45 },
      {
        header: 'Por disciplina',
        value: (row) =>
          row.disciplinas.map((item) => `${item.nome}: ${item.realizadas}/${item.requeridas}`).join('; '),
      },
    ],
    load: async (_ctx, { filtro, id_turma, curso, todas }) => {
      const rows = await allCargaTeorica({ filtro, id_turma, curso, todas });
      const faltam = rows.filter((row) => !row.completo).length;
      return {
        rows,
        filtros: [
          filtro ? `Filtro: ${filtro}` : '',
          todas === 'true' ? 'Inclui matrículas encerradas' : '',
        ].filter(Boolean),
        totais: {
          resumo: `${rows.length} matrícula(s), ${faltam} com horas pendentes`,
          celulas: ['Total', '', '', '', '', rows.reduce((total, row) => total + row.realizadas, 0), '', ''],
        },
      };
    },
  });

  // ---------- the attendance sheet ----------
  route(
    app,
    api.exportFolhaPdf,
    STAFF_OR_INSTRUTOR,
    async (request) => folhaPdf(contextOf(request), request.params.id),
    read,
  );
  route(
    app,
    api.exportFolhaXlsx,
    STAFF_OR_INSTRUTOR,
    async (request) => folhaXlsx(contextOf(request), request.params.id),
    read,
  );
};
