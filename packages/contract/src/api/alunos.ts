import { z } from 'zod';
import {
  aluno,
  alunoBody,
  alunosQuery,
  exame,
  exameBody,
  exameParams,
  idParam,
  pacientesQuery,
  situacaoBody,
  situacaoHistorico,
} from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import { correcaoBody, perfilCandidato } from '../perfil-candidato.ts';

/** The students registry (SPEC §2.3 admin/alunos): list, form, situation, exams and photo. */
export const alunosApi = endpoints('alunos', {
  // ---------- the student's own profile (role 4, own data only) ----------
  getPerfilCandidato: {
    method: 'GET',
    path: '/candidato/perfil',
    summary: 'O cadastro do aluno logado, com seus processos, horas e aptidão para os exames',
    reply: envelope(perfilCandidato),
    errors: NO_CONFLICT_STATUSES,
  },
  requestCorrecao: {
    method: 'POST',
    path: '/candidato/perfil/correcao',
    summary: 'O aluno logado pede à autoescola a correção dos seus dados (uma notificação para a equipe)',
    body: correcaoBody,
    status: 201,
    reply: messageReply,
    errors: [401, 403, 404, 422],
  },
  list: {
    method: 'GET',
    path: '/alunos',
    summary: 'Lista os alunos',
    query: alunosQuery,
    reply: envelope(page(aluno)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/alunos/:id',
    summary: 'Um aluno',
    params: idParam,
    reply: envelope(aluno),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/alunos',
    summary: 'Cadastra um aluno (formulário completo ou básico: nome, CPF e telefone)',
    body: alunoBody,
    status: 201,
    reply: envelope(aluno),
    errors: NO_CONFLICT_STATUSES,
  },
  update: {
    method: 'PUT',
    path: '/alunos/:id',
    summary: 'Altera um aluno',
    params: idParam,
    body: alunoBody,
    reply: envelope(aluno),
    errors: NO_CONFLICT_STATUSES,
  },
  // The default statuses: 409 while other records point at the student.
  remove: {
    method: 'DELETE',
    path: '/alunos/:id',
    summary: 'Exclui um aluno sem aulas nem outros registros ligados (prefira alterar a situação)',
    params: idParam,
    reply: messageReply,
  },
  setSituacao: {
    method: 'PATCH',
    path: '/alunos/:id/situacao',
    summary: 'Altera a situação do aluno (ativo, suspenso, concluído) e a registra no histórico',
    params: idParam,
    body: situacaoBody,
    reply: envelope(aluno),
    errors: NO_CONFLICT_STATUSES,
  },
  listSituacoes: {
    method: 'GET',
    path: '/alunos/:id/situacoes',
    summary: 'Histórico de situações do aluno, da mais recente à mais antiga',
    params: idParam,
    reply: envelope(z.array(situacaoHistorico)),
    errors: NO_CONFLICT_STATUSES,
  },

  // Medical and psychological exams (pacientes, psicotecnico).
  listPacientes: {
    method: 'GET',
    path: '/alunos/exames/pacientes',
    summary: 'Exames dos alunos (pacientes), dos mais recentes aos mais antigos',
    query: pacientesQuery,
    reply: envelope(page(exame)),
    errors: NO_CONFLICT_STATUSES,
  },
  listExames: {
    method: 'GET',
    path: '/alunos/:id/exames',
    summary: 'Exames de um aluno',
    params: idParam,
    reply: envelope(z.array(exame)),
    errors: NO_CONFLICT_STATUSES,
  },
  createExame: {
    method: 'POST',
    path: '/alunos/:id/exames',
    summary: 'Registra um exame médico ou psicológico do aluno',
    params: idParam,
    body: exameBody,
    status: 201,
    reply: envelope(exame),
    errors: NO_CONFLICT_STATUSES,
  },
  updateExame: {
    method: 'PUT',
    path: '/alunos/:id/exames/:idExame',
    summary: 'Corrige um exame do aluno',
    params: exameParams,
    body: exameBody,
    reply: envelope(exame),
    errors: NO_CONFLICT_STATUSES,
  },
  removeExame: {
    method: 'DELETE',
    path: '/alunos/:id/exames/:idExame',
    summary: 'Exclui um exame do aluno',
    params: exameParams,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },

  // The reference face photo, the one lesson photos are compared with.
  uploadFoto: {
    method: 'PUT',
    path: '/alunos/:id/foto',
    summary: 'Envia a foto do aluno (multipart, campo arquivo: JPG, PNG ou WEBP até 5 MB)',
    consumes: ['multipart/form-data'],
    params: idParam,
    reply: envelope(aluno),
    errors: NO_CONFLICT_STATUSES,
  },
  getFoto: {
    method: 'GET',
    path: '/alunos/:id/foto',
    summary: 'A foto do aluno (a imagem)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: idParam,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  removeFoto: {
    method: 'DELETE',
    path: '/alunos/:id/foto',
    summary: 'Remove a foto do aluno',
    params: idParam,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
});
