import type { CampoCorrecao, CorrecaoBody, PerfilCandidato } from '@cfc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { avisarInstancias } from '../notificacoes/avisos.ts';
import { notificarEquipeDaEscola } from '../notificacoes/sistema.ts';
import { listProcessosDoAluno } from '../processos/service.ts';
import * as repository from './repository.ts';
import { toAluno } from './service.ts';

export interface CandidatoDeps {
  db: Kysely<DB>;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/** The logged-in student's own record: always theirs, never another's (no id is taken from the request). */
async function proprioCadastro(ctx: RequestContext) {
  const aluno = await ctx.tenant(() => repository.findByUsuario(ctx.principal.usuarioId));
  if (!aluno) throw forbidden('alunos.semCadastroAluno');
  return aluno;
}

/** /candidato/aluno/perfil: the student's data and their processes with hours and eligibility. */
export async function getPerfilCandidato(ctx: RequestContext): Promise<PerfilCandidato> {
  const aluno = await proprioCadastro(ctx);
  return { aluno: toAluno(aluno), processos: await listProcessosDoAluno(ctx, aluno.id_aluno) };
}

/** How the staff read each item asked to be corrected (the notification is in Portuguese, as data). */
const NOMES_CAMPOS: Record<CampoCorrecao, string> = {
  nome: 'Nome',
  cpf: 'CPF',
  data_nascimento: 'Data de nascimento',
  nome_mae: 'Nome da mãe',
  email: 'E-mail',
  telefone: 'Telefone',
  endereco: 'Endereço',
  renach: 'RENACH',
  processo: 'Processo (categoria, datas)',
  outro: 'Outro',
};

/** The student asks their school to correct their data: a notice to the school's staff. */
export async function requestCorrecao(
  deps: CandidatoDeps,
  ctx: RequestContext,
  body: CorrecaoBody,
): Promise<void> {
  const aluno = await proprioCadastro(ctx);
  const campos = [...new Set(body.campos)];
  const id = await withSystem(deps.db, () =>
    notificarEquipeDaEscola({
      autoescolaId: aluno.autoescola_id,
      titulo: `Pedido de correção de dados: ${aluno.nome}`,
      texto: `${aluno.nome} (CPF ${aluno.cpf}) pede a correção destes dados do seu cadastro: ${body.mensagem.trim()}`,
      itens: campos.map((campo) => NOMES_CAMPOS[campo]),
    }),
  );
  deps.log.info({ aluno: aluno.id_aluno, notificacao: id }, 'pedido de correção de dados do aluno');
  await avisarInstancias(deps, id);
}
