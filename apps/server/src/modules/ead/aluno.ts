import { type MensagemEad, message, type SalaAluno, type Sinal, text } from '@cfc/contract';
import { minutosConectados, prazoDeEntrada, timeInSaoPaulo } from '@cfc/domain';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { registrar } from './auditoria.ts';
import * as repository from './repository.ts';
import {
  AULA_NAO_ENCONTRADA,
  minutos,
  PRAZO_VERIFICACAO_MINUTOS,
  perfilDaAula,
  SEM_SINAL_SEGUNDOS,
  semGravacao,
  toAulaEad,
  toVerificacao,
} from './shared.ts';
import * as verificacoesRepository from './verificacoes-repository.ts';

/**
 * The student's side of a remote lesson: the waiting room of a link, joining (one device at a time,
 * until the state's deadline), signs of life that bring the checks and the chat, raising a hand,
 * leaving. Every step is written to the lesson's audit trail with the IP.
 */

/**
 * A refusal that must leave its record: the transaction returns it (and commits the record), then
 * the caller throws it.
 */
export class Recusa {
  constructor(readonly error: AppError) {}
}

export async function registrandoRecusas<T>(
  ctx: RequestContext,
  work: () => Promise<T | Recusa>,
): Promise<T> {
  const result = await ctx.tenant(work);
  if (result instanceof Recusa) throw result.error;
  return result;
}

/**
 * The student whose account asks, and the lesson of the link. A link of another school is told as
 * such and recorded in the platform's audit log of the student's own school (the other school's
 * trail is out of the student's reach).
 */
export async function alunoDoLink(ctx: RequestContext, link: string) {
  const aluno = await repository.alunoDoUsuario(ctx.principal.usuarioId);
  if (!aluno) throw forbidden('turmas.semCadastroAluno');
  const alvo = await repository.aulaDoLink(link);
  if (!alvo) throw notFound('ead.linkInvalido');
  if (alvo.autoescola_id !== aluno.autoescola_id) {
    await auditChange(ctx, {
      entidade: 'aula_ead',
      acao: 'link_de_outra_autoescola',
      id: alvo.aula_id,
      autoescolaId: aluno.autoescola_id,
      dados: { aluno_id: aluno.id, autoescola_do_link: alvo.autoescola_id },
    });
    return new Recusa(new AppError(403, 'ead.outraAutoescola'));
  }
  const aula = await repository.findAula(alvo.aula_id);
  if (!aula) throw notFound('ead.linkInvalido');
  const lista = await repository.alunosDaLista(aula.id_aula_teorica);
  const naLista = lista.find((item) => item.id_aluno === aluno.id);
  return { aluno, aula, naLista };
}

async function salaDoAluno(
  aula: repository.AulaEadRow,
  alunoId: number,
  naLista: boolean,
  dispositivo: string | null,
): Promise<SalaAluno> {
  const perfil = await perfilDaAula(aula);
  const agora = await repository.agora();
  const prazo = prazoDeEntrada(aula.inicio, perfil);
  const conexoes = (await repository.conexoesDaAula(aula.id_aula_teorica)).filter(
    (item) => item.aluno_id === alunoId,
  );
  const jaEntrou = conexoes.length > 0;
  const verificacoes = (await verificacoesRepository.verificacoesDaAula(aula.id_aula_teorica))
    .filter((item) => item.id_aluno === alunoId && new Date(item.pedida_em) <= agora)
    .map(toVerificacao);
  const presenca = (await repository.alunosDaLista(aula.id_aula_teorica)).find(
    (item) => item.id_aluno === alunoId,
  );
  const contada = aula.contada_em !== null;
  let motivo: string | null = null;
  if (!naLista) motivo = 'Você não está na lista desta aula. Fale com a sua autoescola.';
  else if (aula.transmissao === 'encerrada') motivo = 'Esta aula já foi encerrada.';
  else if (agora > prazo && !jaEntrou) {
    motivo = `O prazo para entrar nesta aula terminou às ${timeInSaoPaulo(prazo)}.`;
  }
  const aberta = conexoes.find((item) => item.saiu_em === null && item.dispositivo === dispositivo);
  const gravacao = semGravacao(aula, naLista, presenca, perfil);
  const resumo = toAulaEad(aula);
  return {
    id_aula_teorica: resumo.id_aula_teorica,
    turma_nome: resumo.turma_nome,
    disciplina_nome: resumo.disciplina_nome,
    instrutor_nome: resumo.instrutor_nome,
    autoescola_nome: resumo.autoescola_nome,
    data: resumo.data,
    hora_inicio: resumo.hora_inicio,
    hora_fim: resumo.hora_fim,
    inicio: resumo.inicio,
    fim: resumo.fim,
    transmissao: resumo.transmissao,
    prazo_entrada: prazo.toISOString(),
    pode_entrar: motivo === null,
    motivo,
    verificacoes,
    presente: contada ? presenca?.entrada != null : null,
    horas_aula: contada ? (presenca?.horas_aula ?? 0) : null,
    motivo_ausencia: contada && presenca?.entrada == null ? (presenca?.motivo_ausencia ?? null) : null,
    id_conexao: aberta ? Number(aberta.id) : null,
    gravacao: { disponivel: gravacao === null, motivo: gravacao === null ? null : text(gravacao) },
  };
}

export function getSalaAluno(
  ctx: RequestContext,
  link: string,
  dispositivo: string | null,
): Promise<SalaAluno> {
  return registrandoRecusas(ctx, async () => {
    const found = await alunoDoLink(ctx, link);
    if (found instanceof Recusa) return found;
    return salaDoAluno(found.aula, found.aluno.id, found.naLista !== undefined, dispositivo);
  });
}

/**
 * Joins the room. The same device again answers its open connection; another device is refused while
 * the first shows signs of life (and its connection closed when it stopped); past the state's deadline
 * only a student who had already joined may come back. When the lesson is live, the opening check is
 * asked at once (unless already answered).
 */
export function entrar(
  ctx: RequestContext,
  link: string,
  dispositivo: string,
  userAgent: string | null,
): Promise<{ id_conexao: number; entrou_em: string; sala: SalaAluno }> {
  return registrandoRecusas(ctx, async () => {
    const found = await alunoDoLink(ctx, link);
    if (found instanceof Recusa) return found;
    const { aluno, aula, naLista } = found;
    const evento = {
      autoescolaId: aula.id_autoescola,
      aulaId: aula.id_aula_teorica,
      usuarioId: ctx.principal.usuarioId,
      alunoId: aluno.id,
      ip: ctx.ip,
    };
    if (!naLista) {
      await registrar({ ...evento, acao: 'entrada_recusada', dados: { motivo: 'fora_da_lista' } });
      return new Recusa(new AppError(403, 'ead.naoMatriculado'));
    }
    if (aula.transmissao === 'encerrada') throw conflict('ead.aulaEncerrada');
    const perfil = await perfilDaAula(aula);
    const agora = await repository.agora();
    const prazo = prazoDeEntrada(aula.inicio, perfil);
    const anteriores = (await repository.conexoesDaAula(aula.id_aula_teorica)).filter(
      (item) => item.aluno_id === aluno.id,
    );
    if (agora > prazo && anteriores.length === 0) {
      await registrar({ ...evento, acao: 'entrada_recusada', dados: { motivo: 'fora_do_prazo' } });
      return new Recusa(
        new AppError(
          422,
          message('ead.entradaEncerrada', {
            hora: timeInSaoPaulo(prazo),
            minutos: perfil.eadToleranciaEntradaMinutos,
          }),
        ),
      );
    }
    let aberta = await repository.conexaoAberta(aula.id_aula_teorica, aluno.id);
    if (aberta && aberta.dispositivo !== dispositivo) {
      const parado = agora.getTime() - new Date(aberta.ultimo_sinal_em).getTime() > SEM_SINAL_SEGUNDOS * 1000;
      if (!parado) {
        await registrar({ ...evento, acao: 'segundo_dispositivo_recusado', dados: { dispositivo } });
        return new Recusa(conflict('ead.outroDispositivo'));
      }
      await repository.fecharConexoes({ id: Number(aberta.id) }, 'sem_sinal', true);
      await registrar({ ...evento, acao: 'conexao_sem_sinal', dados: { conexao: Number(aberta.id) } });
      aberta = undefined;
    }
    if (!aberta) {
      aberta = await repository.abrirConexao({
        autoescola_id: aula.id_autoescola,
        aula_id: aula.id_aula_teorica,
        aluno_id: aluno.id,
        usuario_id: ctx.principal.usuarioId,
        dispositivo,
        ip: ctx.ip,
        user_agent: userAgent?.slice(0, 300) ?? null,
      });
      await registrar({
        ...evento,
        acao: anteriores.length === 0 ? 'entrou' : 'reconectou',
        dados: { conexao: Number(aberta.id), dispositivo, user_agent: userAgent?.slice(0, 300) ?? null },
      });
    }
    if (aula.transmissao === 'ao_vivo') await pedirAbertura(aula, [aluno.id], agora);
    return {
      id_conexao: Number(aberta.id),
      entrou_em: new Date(aberta.entrou_em).toISOString(),
      sala: await salaDoAluno(aula, aluno.id, true, dispositivo),
    };
  });
}

/** The student's camera did not open (refused, missing, busy): recorded in the lesson's trail. */
export function registrarCamera(ctx: RequestContext, link: string, problema: string): Promise<void> {
  return registrandoRecusas(ctx, async () => {
    const found = await alunoDoLink(ctx, link);
    if (found instanceof Recusa) return found;
    if (!found.naLista) return new Recusa(new AppError(403, 'ead.naoMatriculado'));
    await registrar({
      autoescolaId: found.aula.id_autoescola,
      aulaId: found.aula.id_aula_teorica,
      acao: 'camera_indisponivel',
      usuarioId: ctx.principal.usuarioId,
      alunoId: found.aluno.id,
      ip: ctx.ip,
      dados: { problema },
    });
  });
}

/** Asks the opening check of the students given who have none yet (at their entry, or at the start). */
export async function pedirAbertura(aula: repository.AulaEadRow, alunoIds: readonly number[], agora: Date) {
  const existentes = new Set(
    (await verificacoesRepository.verificacoesDaAula(aula.id_aula_teorica))
      .filter((item) => item.momento === 'abertura' && item.id_aluno !== null)
      .map((item) => item.id_aluno),
  );
  await verificacoesRepository.pedirVerificacoes(
    alunoIds
      .filter((id) => !existentes.has(id))
      .map((id) => ({
        autoescola_id: aula.id_autoescola,
        aula_id: aula.id_aula_teorica,
        aluno_id: id,
        instrutor_id: null,
        momento: 'abertura' as const,
        prazo_em: new Date(agora.getTime() + minutos(PRAZO_VERIFICACAO_MINUTOS)),
        pedida_por: null,
      })),
  );
}

/** The caller's own open connection, locked to the lesson it belongs to. */
async function minhaConexao(ctx: RequestContext, id: number) {
  const aluno = await repository.alunoDoUsuario(ctx.principal.usuarioId);
  if (!aluno) throw forbidden('turmas.semCadastroAluno');
  const conexao = await repository.conexao(id);
  if (!conexao || Number(conexao.aluno_id) !== aluno.id) throw notFound(AULA_NAO_ENCONTRADA);
  if (conexao.saiu_em !== null) throw new AppError(410, 'ead.conexaoEncerrada');
  const aula = await repository.findAula(Number(conexao.aula_id));
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  return { aluno, conexao, aula };
}

/** A sign of life: keeps the connection open and brings the check to answer and the new messages. */
export function sinal(ctx: RequestContext, id: number, desdeMensagem: number): Promise<Sinal> {
  return ctx.tenant(async () => {
    const { aluno, conexao, aula } = await minhaConexao(ctx, id);
    await repository.sinal(id);
    const pendente = await verificacoesRepository.verificacaoPendente(aula.id_aula_teorica, aluno.id);
    const conexoes = (await repository.conexoesDaAula(aula.id_aula_teorica)).filter(
      (item) => item.aluno_id === aluno.id,
    );
    const agora = await repository.agora();
    const conectado = minutosConectados(
      { inicio: aula.inicio, fim: aula.fim },
      conexoes.map((item) => ({ de: item.entrou_em, ate: item.saiu_em ?? agora })),
    );
    return {
      transmissao: aula.transmissao,
      verificacao_pendente: pendente ? toVerificacao(pendente) : null,
      mensagens: (await repository.mensagens(aula.id_aula_teorica, desdeMensagem)) as MensagemEad[],
      mao_levantada: conexao.mao_levantada,
      minutos_conectados: conectado,
    };
  });
}

export function sair(ctx: RequestContext, id: number): Promise<void> {
  return ctx.tenant(async () => {
    const { aluno, aula } = await minhaConexao(ctx, id);
    await repository.fecharConexoes({ id }, 'saiu', false);
    await registrar({
      autoescolaId: aula.id_autoescola,
      aulaId: aula.id_aula_teorica,
      acao: 'saiu',
      usuarioId: ctx.principal.usuarioId,
      alunoId: aluno.id,
      ip: ctx.ip,
      dados: { conexao: id },
    });
  });
}

export function mensagemAluno(ctx: RequestContext, id: number, texto: string): Promise<MensagemEad> {
  return ctx.tenant(async () => {
    const { aluno, aula } = await minhaConexao(ctx, id);
    return repository.insertMensagem({
      autoescola_id: aula.id_autoescola,
      aula_id: aula.id_aula_teorica,
      tipo: 'mensagem',
      usuario_id: ctx.principal.usuarioId,
      aluno_id: aluno.id,
      autor_nome: aluno.nome,
      autor_papel: 'aluno',
      texto,
    }) as Promise<MensagemEad>;
  });
}

export function levantarMao(ctx: RequestContext, id: number, levantada: boolean): Promise<void> {
  return ctx.tenant(async () => {
    const { aluno, aula } = await minhaConexao(ctx, id);
    await repository.setMao(id, levantada);
    await repository.insertMensagem({
      autoescola_id: aula.id_autoescola,
      aula_id: aula.id_aula_teorica,
      tipo: levantada ? 'mao_levantada' : 'mao_abaixada',
      usuario_id: ctx.principal.usuarioId,
      aluno_id: aluno.id,
      autor_nome: aluno.nome,
      autor_papel: 'aluno',
      texto: levantada ? 'levantou a mão' : 'abaixou a mão',
    });
  });
}
