import { z } from 'zod';
import { exportReply, idParam } from '../cadastros.ts';
import {
  auditoriaEad,
  auditoriaQuery,
  aulaArquivoParams,
  aulaEad,
  aulasEadQuery,
  cameraEadBody,
  conexao,
  entrarBody,
  linkParam,
  maoBody,
  mensagemBody,
  mensagemEad,
  referenciaBody,
  referenciaFacial,
  reproducao,
  salaAluno,
  salaAlunoQuery,
  salaEad,
  salaQuery,
  sinal,
  sinalBody,
  sinalReproducao,
  sinalReproducaoBody,
  solicitarVerificacaoBody,
  verificacao,
} from '../ead.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';

const READ_ERRORS = NO_CONFLICT_STATUSES;
/** A connection closed (the lesson ended, or no sign of life) answers 410: join again. */
const CONNECTION_ERRORS = [401, 403, 404, 409, 410, 422] as const;

/**
 * Remote live theory lessons (docs/ead.md). Staff (roles 1, 2, 5) with `turmas_list` or `turmas_edit`
 * read their school's lessons, and with `turmas_edit` run them; the session's instructor (role 3) runs
 * their own; monitoring (roles 2 and 8) reads every school's. The student (role 4) reaches a lesson by
 * its link. The stream itself: the instructor publishes on the WebSocket
 * `/api/v1/ead/aulas/:id/transmissao` and players read `hls/:arquivo`.
 */
export const eadApi = endpoints('ead', {
  // ---------- staff, instructor and monitoring ----------
  list: {
    method: 'GET',
    path: '/ead/aulas',
    summary: 'Lista as aulas teóricas a distância (ao vivo, aguardando e encerradas)',
    query: aulasEadQuery,
    reply: envelope(page(aulaEad)),
    errors: READ_ERRORS,
  },
  sala: {
    method: 'GET',
    path: '/ead/aulas/:id/sala',
    summary: 'A sala virtual: alunos conectados, verificações faciais, mensagens e regras do estado',
    params: idParam,
    query: salaQuery,
    reply: envelope(salaEad),
    errors: READ_ERRORS,
  },
  verificarInstrutor: {
    method: 'PUT',
    path: '/ead/aulas/:id/verificacao-instrutor',
    summary: 'Verificação facial do instrutor (multipart, campo arquivo): na abertura e no encerramento',
    params: idParam,
    consumes: ['multipart/form-data'],
    reply: envelope(verificacao),
  },
  start: {
    method: 'POST',
    path: '/ead/aulas/:id/iniciar',
    summary: 'Inicia a transmissão (exige a verificação facial de abertura do instrutor aprovada)',
    params: idParam,
    reply: envelope(aulaEad),
  },
  end: {
    method: 'POST',
    path: '/ead/aulas/:id/encerrar',
    summary: 'Encerra a aula: pede a verificação de encerramento aos alunos e depois conta as presenças',
    params: idParam,
    reply: envelope(aulaEad),
  },
  solicitarVerificacao: {
    method: 'POST',
    path: '/ead/aulas/:id/verificacoes',
    summary: 'Pede agora uma verificação facial a um aluno, ou a todos os conectados',
    params: idParam,
    body: solicitarVerificacaoBody,
    reply: envelope(z.array(verificacao)),
  },
  mensagemEquipe: {
    method: 'POST',
    path: '/ead/aulas/:id/mensagens',
    summary: 'Mensagem do instrutor ou da equipe no chat da aula',
    params: idParam,
    body: mensagemBody,
    status: 201,
    reply: envelope(mensagemEad),
  },
  relatorio: {
    method: 'GET',
    path: '/ead/aulas/:id/relatorio',
    summary:
      'Relatório da aula (PDF em base64): autoescola, data, início e fim, conteúdo, rosto do instrutor, presentes',
    params: idParam,
    reply: exportReply,
    errors: READ_ERRORS,
  },
  auditoria: {
    method: 'GET',
    path: '/ead/aulas/:id/auditoria',
    summary: 'Trilha de auditoria da aula (acessos, ações, verificações, IP), encadeada por hash',
    params: idParam,
    query: auditoriaQuery,
    reply: envelope(auditoriaEad),
    errors: READ_ERRORS,
  },
  transmissao: {
    method: 'GET',
    path: '/ead/aulas/:id/transmissao',
    summary: 'WebSocket do instrutor: envia os pedaços do MediaRecorder (WebM) da transmissão ao vivo',
    description:
      'Abre-se como WebSocket (101 Switching Protocols); um GET comum responde 400. O token de acesso vai em `?token=`, pois o navegador não envia cabeçalhos num WebSocket. Cada mensagem binária é um pedaço do vídeo; a recusa chega como mensagem `{ erro }` e fechamento 4403.',
    params: idParam,
    query: z.object({ token: z.string().optional() }),
    reply: 'file',
    errors: [400, 401, 403, 404, 409],
  },
  hls: {
    method: 'GET',
    path: '/ead/aulas/:id/hls/:arquivo',
    summary: 'Lista (m3u8) e segmentos da transmissão ao vivo e da gravação (gravacao.m3u8)',
    params: aulaArquivoParams,
    reply: 'file',
    errors: READ_ERRORS,
  },
  fotoVerificacao: {
    method: 'GET',
    path: '/ead/verificacoes/:id/foto',
    summary: 'A foto de uma verificação facial',
    params: idParam,
    reply: 'file',
    errors: READ_ERRORS,
  },

  // ---------- the student ----------
  salaAluno: {
    method: 'GET',
    path: '/ead/salas/:link',
    summary: 'A aula de um link, como o aluno a vê: sala de espera, prazo de entrada, verificações',
    params: linkParam,
    query: salaAlunoQuery,
    reply: envelope(salaAluno),
    errors: READ_ERRORS,
  },
  entrar: {
    method: 'POST',
    path: '/ead/salas/:link/entrar',
    summary: 'O aluno entra na sala (um dispositivo por vez, até o prazo de entrada)',
    params: linkParam,
    body: entrarBody,
    status: 201,
    reply: envelope(conexao),
  },
  camera: {
    method: 'POST',
    path: '/ead/salas/:link/camera',
    summary:
      'O navegador do aluno informa que a câmera não abriu (permissão negada, ausente, em uso): fica na trilha da aula',
    params: linkParam,
    body: cameraEadBody,
    reply: messageReply,
  },
  sinal: {
    method: 'POST',
    path: '/ead/conexoes/:id/sinal',
    summary: 'Sinal de presença do aluno (a cada poucos segundos): traz verificação pendente e mensagens',
    params: idParam,
    body: sinalBody,
    reply: envelope(sinal),
    errors: CONNECTION_ERRORS,
  },
  sair: {
    method: 'POST',
    path: '/ead/conexoes/:id/sair',
    summary: 'O aluno sai da sala',
    params: idParam,
    reply: messageReply,
    errors: CONNECTION_ERRORS,
  },
  mensagemAluno: {
    method: 'POST',
    path: '/ead/conexoes/:id/mensagens',
    summary: 'Mensagem do aluno no chat da aula',
    params: idParam,
    body: mensagemBody,
    status: 201,
    reply: envelope(mensagemEad),
    errors: CONNECTION_ERRORS,
  },
  mao: {
    method: 'POST',
    path: '/ead/conexoes/:id/mao',
    summary: 'O aluno levanta ou abaixa a mão',
    params: idParam,
    body: maoBody,
    reply: messageReply,
    errors: CONNECTION_ERRORS,
  },
  responderVerificacao: {
    method: 'PUT',
    path: '/ead/verificacoes/:id/foto',
    summary: 'O aluno responde a uma verificação facial com a foto da câmera (multipart, campo arquivo)',
    params: idParam,
    consumes: ['multipart/form-data'],
    reply: envelope(verificacao),
  },
  gravacao: {
    method: 'POST',
    path: '/ead/salas/:link/gravacao',
    summary:
      'O aluno ausente começa (ou retoma) a gravação da aula para repor a presença, onde o estado permite',
    params: linkParam,
    reply: envelope(reproducao),
  },
  sinalGravacao: {
    method: 'POST',
    path: '/ead/reproducoes/:id/sinal',
    summary:
      'Posição do player na gravação (a cada poucos segundos): tempo assistido, verificação pendente e resultado',
    params: idParam,
    body: sinalReproducaoBody,
    reply: envelope(sinalReproducao),
  },

  // ---------- reference photos (LGPD art. 11: biometric data, with consent) ----------
  getReferenciaAluno: {
    method: 'GET',
    path: '/alunos/:id/referencia-facial',
    summary: 'Se o aluno tem foto de referência, e quando o consentimento foi registrado',
    params: idParam,
    reply: envelope(referenciaFacial.nullable()),
    errors: READ_ERRORS,
  },
  fotoReferenciaAluno: {
    method: 'GET',
    path: '/alunos/:id/referencia-facial/foto',
    summary: 'A foto de referência do aluno',
    params: idParam,
    reply: 'file',
    errors: READ_ERRORS,
  },
  putReferenciaAluno: {
    method: 'PUT',
    path: '/alunos/:id/referencia-facial',
    summary: 'Foto de referência do aluno com o consentimento (multipart: arquivo e consentimento=true)',
    params: idParam,
    consumes: ['multipart/form-data'],
    body: referenciaBody,
    reply: envelope(referenciaFacial),
  },
  deleteReferenciaAluno: {
    method: 'DELETE',
    path: '/alunos/:id/referencia-facial',
    summary: 'Remove a foto de referência e o descritor facial do aluno (revogação do consentimento)',
    params: idParam,
    reply: messageReply,
  },
  getReferenciaInstrutor: {
    method: 'GET',
    path: '/instrutores/:id/referencia-facial',
    summary: 'Se o instrutor tem foto de referência, e quando o consentimento foi registrado',
    params: idParam,
    reply: envelope(referenciaFacial.nullable()),
    errors: READ_ERRORS,
  },
  fotoReferenciaInstrutor: {
    method: 'GET',
    path: '/instrutores/:id/referencia-facial/foto',
    summary: 'A foto de referência do instrutor',
    params: idParam,
    reply: 'file',
    errors: READ_ERRORS,
  },
  putReferenciaInstrutor: {
    method: 'PUT',
    path: '/instrutores/:id/referencia-facial',
    summary: 'Foto de referência do instrutor com o consentimento (multipart: arquivo e consentimento=true)',
    params: idParam,
    consumes: ['multipart/form-data'],
    body: referenciaBody,
    reply: envelope(referenciaFacial),
  },
  deleteReferenciaInstrutor: {
    method: 'DELETE',
    path: '/instrutores/:id/referencia-facial',
    summary: 'Remove a foto de referência e o descritor facial do instrutor',
    params: idParam,
    reply: messageReply,
  },
});
