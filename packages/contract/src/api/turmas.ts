import { z } from 'zod';
import { exportReply, idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import {
  aulasTeoricasQuery,
  aulaTeorica,
  aulaTeoricaBody,
  aulaTeoricaDetalhe,
  candidatoAulasTeoricas,
  candidatoAulasTeoricasQuery,
  cargaHorariaTeoricaLinha,
  cargaHorariaTeoricaQuery,
  cursosDoRegime,
  evidencia,
  evidenciaParams,
  matricula,
  matriculaBody,
  matriculaParams,
  presenca,
  presencaBody,
  presencaParams,
  reposicaoBody,
  reposicaoOpcoes,
  turma,
  turmaBody,
  turmasQuery,
} from '../turmas.ts';

/** What a read of one's own records answers: it is never in conflict with anything. */
const READ_ERRORS = NO_CONFLICT_STATUSES;
const EXPORT_ERRORS = [401, 403, 404, 422] as const;

/**
 * Theory classes in person (SPEC §2.3: /admin/turmas with nova, editar/:idTurma, aula-teorica/:idTurma,
 * reposicao and aulas-presenciais; /admin/presenca; /admin/relatorios/carga-horaria-teorica; the
 * student's /candidato/aulas-teoricas/:status?). Staff (roles 1, 2, 5) read with `turmas_list` or
 * `turmas_edit` and change with `turmas_edit`; the instructor (role 3) reads the classes they teach and
 * runs their own sessions; the student (role 4) reads their own sessions and hours.
 */
export const turmasApi = endpoints('turmas', {
  // ---------- courses and classes ----------
  listCursos: {
    method: 'GET',
    path: '/turmas/cursos',
    summary: 'Os cursos teóricos de cada regime: disciplinas, carga mínima, modalidades e fundamento',
    reply: envelope(z.array(cursosDoRegime)),
    errors: [401, 403],
  },
  list: {
    method: 'GET',
    path: '/turmas',
    summary: 'Lista as turmas (o instrutor vê as turmas em que leciona)',
    query: turmasQuery,
    reply: envelope(page(turma)),
    errors: READ_ERRORS,
  },
  get: {
    method: 'GET',
    path: '/turmas/:id',
    summary: 'Uma turma, com instrutores por disciplina, vagas e aulas',
    params: idParam,
    reply: envelope(turma),
    errors: READ_ERRORS,
  },
  create: {
    method: 'POST',
    path: '/turmas',
    summary: 'Cadastra uma turma (a capacidade é a da sala)',
    body: turmaBody,
    status: 201,
    reply: envelope(turma),
  },
  update: {
    method: 'PUT',
    path: '/turmas/:id',
    summary: 'Altera uma turma (sala, período, situação, instrutores por disciplina)',
    params: idParam,
    body: turmaBody,
    reply: envelope(turma),
  },
  remove: {
    method: 'DELETE',
    path: '/turmas/:id',
    summary: 'Exclui uma turma sem alunos nem aulas dadas (as aulas agendadas vão junto)',
    params: idParam,
    reply: messageReply,
  },

  // ---------- sessions (aulas teóricas) ----------
  listAulas: {
    method: 'GET',
    path: '/turmas/:id/aulas',
    summary: 'As aulas de uma turma, em ordem',
    params: idParam,
    reply: envelope(z.array(aulaTeorica)),
    errors: READ_ERRORS,
  },
  createAula: {
    method: 'POST',
    path: '/turmas/:id/aulas',
    summary: 'Agenda uma aula teórica da turma (disciplina, instrutor, data, início e fim)',
    params: idParam,
    body: aulaTeoricaBody,
    status: 201,
    reply: envelope(aulaTeorica),
  },
  listCalendario: {
    method: 'GET',
    path: '/aulas-teoricas',
    summary: 'Calendário de aulas teóricas de um período (o instrutor vê as suas turmas)',
    query: aulasTeoricasQuery,
    reply: envelope(z.array(aulaTeorica)),
    errors: READ_ERRORS,
  },
  getAula: {
    method: 'GET',
    path: '/aulas-teoricas/:id',
    summary: 'Uma aula teórica com a lista de presença',
    params: idParam,
    reply: envelope(aulaTeoricaDetalhe),
    errors: READ_ERRORS,
  },
  updateAula: {
    method: 'PUT',
    path: '/aulas-teoricas/:id',
    summary: 'Altera uma aula teórica ainda não aberta',
    params: idParam,
    body: aulaTeoricaBody,
    reply: envelope(aulaTeorica),
  },
  removeAula: {
    method: 'DELETE',
    path: '/aulas-teoricas/:id',
    summary: 'Exclui uma aula teórica ainda não aberta',
    params: idParam,
    reply: messageReply,
  },

  // ---------- running a session ----------
  openAula: {
    method: 'POST',
    path: '/aulas-teoricas/:id/abrir',
    summary:
      'Abre a aula (a partir do início); a câmera da sala tira fotos no início, em momentos aleatórios e no fim',
    params: idParam,
    reply: envelope(aulaTeoricaDetalhe),
  },
  markPresenca: {
    method: 'POST',
    path: '/aulas-teoricas/:id/presencas',
    summary: 'Registra a entrada ou a saída de um aluno da lista (aula aberta, depois do início)',
    params: idParam,
    body: presencaBody,
    reply: envelope(presenca),
  },
  clearPresenca: {
    method: 'DELETE',
    path: '/aulas-teoricas/:id/presencas/:idAluno',
    summary: 'Desfaz a presença marcada de um aluno (aula aberta)',
    params: presencaParams,
    reply: envelope(presenca),
  },
  uploadFotoAluno: {
    method: 'PUT',
    path: '/aulas-teoricas/:id/presencas/:idAluno/foto',
    summary: 'Foto do aluno na entrada (multipart, campo arquivo)',
    params: presencaParams,
    consumes: ['multipart/form-data'],
    reply: envelope(evidencia),
  },
  closeAula: {
    method: 'POST',
    path: '/aulas-teoricas/:id/encerrar',
    summary:
      'Encerra a aula: quem não saiu sai no fim, as horas-aula são contadas, a câmera tira a foto final',
    params: idParam,
    reply: envelope(aulaTeoricaDetalhe),
  },
  listEvidencias: {
    method: 'GET',
    path: '/aulas-teoricas/:id/evidencias',
    summary: 'As fotos da aula (câmera e alunos), com as que falharam e o motivo',
    params: idParam,
    reply: envelope(z.array(evidencia)),
    errors: READ_ERRORS,
  },
  getEvidencia: {
    method: 'GET',
    path: '/aulas-teoricas/:id/evidencias/:idEvidencia',
    summary: 'Uma foto da aula (a imagem)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: evidenciaParams,
    reply: 'file',
    errors: READ_ERRORS,
  },

  // ---------- enrolments and make-ups ----------
  listMatriculas: {
    method: 'GET',
    path: '/turmas/:id/matriculas',
    summary: 'Os alunos matriculados na turma, com as horas de cada um',
    params: idParam,
    reply: envelope(z.array(matricula)),
    errors: READ_ERRORS,
  },
  enrol: {
    method: 'POST',
    path: '/turmas/:id/matriculas',
    summary: 'Matricula o processo de um aluno na turma (vagas da sala)',
    params: idParam,
    body: matriculaBody,
    status: 201,
    reply: envelope(matricula),
  },
  unenrol: {
    method: 'DELETE',
    path: '/turmas/:id/matriculas/:idMatricula',
    summary: 'Cancela a matrícula (sai das listas das aulas ainda não encerradas; as presenças ficam)',
    params: matriculaParams,
    reply: messageReply,
  },
  getReposicao: {
    method: 'GET',
    path: '/turmas/matriculas/:id/reposicao',
    summary: 'As faltas de uma matrícula e as aulas de outras turmas onde repor cada disciplina',
    params: idParam,
    reply: envelope(reposicaoOpcoes),
    errors: READ_ERRORS,
  },
  createReposicao: {
    method: 'POST',
    path: '/turmas/reposicoes',
    summary: 'Coloca o aluno numa aula de outra turma para repor uma disciplina que faltou',
    body: reposicaoBody,
    status: 201,
    reply: envelope(presenca),
  },
  removeReposicao: {
    method: 'DELETE',
    path: '/aulas-teoricas/:id/reposicoes/:idAluno',
    summary: 'Desfaz uma reposição ainda sem presença',
    params: presencaParams,
    reply: messageReply,
  },

  // ---------- the student's area and the hours report ----------
  listForCandidato: {
    method: 'GET',
    path: '/candidato/aulas-teoricas',
    summary: 'As aulas teóricas do aluno (próximas, realizadas, faltas) e as horas contra o mínimo do regime',
    query: candidatoAulasTeoricasQuery,
    reply: envelope(candidatoAulasTeoricas),
    errors: READ_ERRORS,
  },
  reportCargaHoraria: {
    method: 'GET',
    path: '/relatorios/carga-horaria-teorica',
    summary: 'Horas-aula teóricas por matrícula e disciplina contra o mínimo do curso',
    query: cargaHorariaTeoricaQuery,
    reply: envelope(page(cargaHorariaTeoricaLinha)),
    errors: READ_ERRORS,
  },

  // ---------- the attendance sheet of a class (SPEC §7 GET {path}/pdf/{id}) ----------
  exportFolhaPdf: {
    method: 'GET',
    path: '/turmas/pdf/:id',
    summary: 'Folha de presença da turma em PDF (dados em base64)',
    params: idParam,
    reply: exportReply,
    errors: EXPORT_ERRORS,
  },
  exportFolhaXlsx: {
    method: 'GET',
    path: '/turmas/xlsx/:id',
    summary: 'Folha de presença da turma em planilha xlsx (dados em base64)',
    params: idParam,
    reply: exportReply,
    errors: EXPORT_ERRORS,
  },
});
