/**
 * Remote live theory lessons, the module's entry (docs/ead.md): what its routes and jobs call. Each
 * use case has its file, with the SQL in repository.ts:
 *
 * - aulas.ts: the staff's, instructor's and monitoring's side: list, room, start, end, chat, audit;
 * - aluno.ts: the student's side: the link's waiting room, joining, signs of life, chat, hand, leaving;
 * - verificacoes.ts: face checks and reference photos (the face engine outside the transactions);
 * - contagem.ts: counting attendance once the lesson ended (to modules/turmas' attendance list);
 * - auditoria.ts: the hash-chained audit trail; relatorio.ts: the lesson's PDF report.
 */

export { entrar, getSalaAluno, levantarMao, mensagemAluno, registrarCamera, sair, sinal } from './aluno.ts';
export {
  endAula,
  getAuditoria,
  getSala,
  listAulasEad,
  mensagemEquipe,
  podeAssistir,
  podeTransmitir,
  startAula,
} from './aulas.ts';
export { contarNaTransacao, contarPresencas } from './contagem.ts';
export { relatorioPdf } from './relatorio.ts';
export type { EadDeps, FaceAnalysis } from './shared.ts';
export { prefixoDaAula } from './shared.ts';
export {
  fotoReferencia,
  fotoVerificacao,
  getReferencia,
  removerReferencia,
  responderVerificacao,
  salvarReferencia,
  solicitarVerificacao,
  verificarInstrutor,
} from './verificacoes.ts';
