import {
  type AuditoriaEad,
  type AulaEad,
  type aulasEadQuery,
  type MensagemEad,
  type Page,
  Role,
  type SalaEad,
} from '@cfc/contract';
import {
  addDays,
  atSaoPaulo,
  FUNDAMENTOS_EAD,
  minutosConectados,
  REQUISITOS_EAD,
  sortearVerificacoes,
  todayInSaoPaulo,
} from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { abrirAulaRemota } from '../turmas/service.ts';
import { pedirAbertura } from './aluno.ts';
import { registrar, verificarCadeia } from './auditoria.ts';
import * as repository from './repository.ts';
import {
  AULA_NAO_ENCONTRADA,
  aulaConduzida,
  aulaVisivel,
  INICIO_ANTECIPADO_MINUTOS,
  minutos,
  nomeDe,
  PRAZO_VERIFICACAO_MINUTOS,
  perfilDaAula,
  prefixoDaAula,
  SEM_SINAL_SEGUNDOS,
  toAulaEad,
  toVerificacao,
} from './shared.ts';
import * as verificacoesRepository from './verificacoes-repository.ts';

/**
 * The staff's, instructor's and monitoring's side of remote lessons: the list, the room, starting and
 * ending the stream, the chat, the audit trail.
 */

type AulasQuery = z.output<typeof aulasEadQuery>;

export function listAulasEad(ctx: RequestContext, query: AulasQuery): Promise<Page<AulaEad>> {
  return ctx.tenant(async () => {
    const instrutor =
      ctx.principal.role === Role.INSTRUTOR
        ? await repository.instrutorDoUsuario(ctx.principal.usuarioId)
        : undefined;
    if (ctx.principal.role === Role.INSTRUTOR && !instrutor)
      return { data: [], current_page: 1, last_page: 1, per_page: query.per_page, total: 0 };
    // Without a period: from a week ago to a month ahead, the lessons a school looks for.
    const hoje = todayInSaoPaulo();
    const de = atSaoPaulo(query.de ?? addDays(hoje, -7));
    const ate = atSaoPaulo(addDays(query.ate ?? addDays(hoje, 30), 1));
    const page = await repository.listAulas({
      ...query,
      de,
      ate,
      instrutorId: instrutor ? instrutor.id : (query.id_instrutor ?? null),
    });
    return { ...page, data: page.data.map(toAulaEad) };
  });
}

/** Connections without a sign of life for a while are closed at their last one (a dropped student). */
async function fecharSemSinal() {
  const limite = new Date((await repository.agora()).getTime() - SEM_SINAL_SEGUNDOS * 1000);
  return repository.fecharConexoes({ semSinalDesde: limite }, 'sem_sinal', true);
}

export function getSala(ctx: RequestContext, id: number, desdeMensagem: number): Promise<SalaEad> {
  return ctx.tenant(async () => {
    const { aula, conduz } = await aulaVisivel(ctx, id);
    for (const fechada of await fecharSemSinal()) {
      if (Number(fechada.aula_id) !== id) continue;
      await registrar({
        autoescolaId: aula.id_autoescola,
        aulaId: id,
        acao: 'conexao_sem_sinal',
        usuarioId: null,
        alunoId: Number(fechada.aluno_id),
        ip: fechada.ip,
        dados: { conexao: Number(fechada.id) },
      });
    }
    const perfil = await perfilDaAula(aula);
    const agora = await repository.agora();
    const lista = await repository.alunosDaLista(id);
    const conexoes = await repository.conexoesDaAula(id);
    const verificacoes = (await verificacoesRepository.verificacoesDaAula(id)).filter(
      (item) => new Date(item.pedida_em) <= agora,
    );
    const contada = aula.contada_em !== null;
    return {
      aula: toAulaEad(aula),
      instrutor_verificacoes: verificacoes.filter((item) => item.id_aluno === null).map(toVerificacao),
      alunos: lista.map((aluno) => {
        const minhas = conexoes.filter((item) => Number(item.aluno_id) === aluno.id_aluno);
        const aberta = minhas.find((item) => item.saiu_em === null);
        const checks = verificacoes.filter((item) => item.id_aluno === aluno.id_aluno).map(toVerificacao);
        return {
          id_aluno: aluno.id_aluno,
          aluno_nome: aluno.aluno_nome,
          referencia: aluno.referencia,
          conectado: aberta !== undefined,
          entrou_em: minhas[0] ? new Date(minhas[0].entrou_em).toISOString() : null,
          minutos_conectados: minutosConectados(
            { inicio: aula.inicio, fim: aula.fim },
            minhas.map((item) => ({ de: item.entrou_em, ate: item.saiu_em ?? agora })),
          ),
          quedas: minhas.filter((item) => item.motivo_saida === 'sem_sinal').length,
          mao_levantada: aberta?.mao_levantada ?? false,
          ip: aberta?.ip ?? minhas.at(-1)?.ip ?? null,
          ultima_verificacao: checks.at(-1) ?? null,
          verificacoes: checks,
          presente: contada ? aluno.entrada !== null : null,
          horas_aula: contada ? aluno.horas_aula : null,
          motivo: contada ? aluno.motivo_ausencia : null,
        };
      }),
      mensagens: (await repository.mensagens(id, desdeMensagem)) as MensagemEad[],
      pode_conduzir: conduz,
      regras: {
        tolerancia_entrada_minutos: perfil.eadToleranciaEntradaMinutos,
        presenca_minima_percentual: perfil.eadPresencaMinimaPercentual,
        verificacoes_aleatorias_percentual: perfil.eadVerificacoesAleatoriasPercentual,
        fundamento: `${REQUISITOS_EAD.fundamento.norma}, ${REQUISITOS_EAD.fundamento.artigo}; ${FUNDAMENTOS_EAD.presencaMinima.norma}`,
      },
    };
  });
}

/**
 * Starts the stream: from 15 minutes before the planned start until its end, once the instructor's
 * face passed the opening check. Opens the session (as in person), asks the opening check of the
 * students already waiting, and draws the random checks of the state's share of the list.
 */
export function startAula(ctx: RequestContext, id: number): Promise<AulaEad> {
  return ctx.tenant(async () => {
    const { aula } = await aulaConduzida(ctx, id);
    const transmissao = await repository.lockTransmissao(aula.id_autoescola, id);
    if (transmissao.status === 'ao_vivo') throw conflict('ead.jaIniciada');
    if (transmissao.status === 'encerrada') throw conflict('ead.aulaEncerrada');
    const agora = await repository.agora();
    if (
      agora.getTime() < new Date(aula.inicio).getTime() - minutos(INICIO_ANTECIPADO_MINUTOS) ||
      agora >= new Date(aula.fim)
    ) {
      throw conflict('ead.foraDoHorario');
    }
    const checks = await verificacoesRepository.verificacoesDaAula(id);
    if (
      !checks.some(
        (item) => item.id_aluno === null && item.momento === 'abertura' && item.resultado === 'aprovada',
      )
    ) {
      throw conflict('ead.instrutorSemVerificacao');
    }
    await repository.iniciar(
      aula.id_autoescola,
      id,
      ctx.principal.usuarioId,
      prefixoDaAula(aula.id_autoescola, id),
    );
    if (aula.aula_status === 'agendada') await abrirAulaRemota(id, aula.id_turma, ctx.principal.usuarioId);
    const conectados = (await repository.conexoesDaAula(id))
      .filter((item) => item.saiu_em === null)
      .map((item) => Number(item.aluno_id));
    await pedirAbertura(aula, conectados, agora);
    const perfil = await perfilDaAula(aula);
    const lista = await repository.alunosDaLista(id);
    const sorteio = sortearVerificacoes(
      lista.map((item) => item.id_aluno),
      { inicio: agora, fim: aula.fim },
      perfil,
      Math.random,
    );
    await verificacoesRepository.pedirVerificacoes(
      sorteio.map(({ aluno, em }) => ({
        autoescola_id: aula.id_autoescola,
        aula_id: id,
        aluno_id: aluno,
        instrutor_id: null,
        momento: 'aleatoria' as const,
        pedida_em: em,
        prazo_em: new Date(em.getTime() + minutos(PRAZO_VERIFICACAO_MINUTOS)),
        pedida_por: null,
      })),
    );
    await registrar({
      autoescolaId: aula.id_autoescola,
      aulaId: id,
      acao: 'aula_iniciada',
      usuarioId: ctx.principal.usuarioId,
      alunoId: null,
      ip: ctx.ip,
      dados: { verificacoes_aleatorias: sorteio.length },
    });
    return toAulaEad((await repository.findAula(id)) as repository.AulaEadRow);
  });
}

/**
 * Ends the stream: asks the closing check of every student connected, and sets when attendance is
 * counted (once those checks expire). Answers when to count, for the job.
 */
export function endAula(ctx: RequestContext, id: number): Promise<{ aula: AulaEad; contagemEm: Date }> {
  return ctx.tenant(async () => {
    const { aula } = await aulaConduzida(ctx, id);
    const transmissao = await repository.lockTransmissao(aula.id_autoescola, id);
    if (transmissao.status !== 'ao_vivo') throw conflict('ead.naoIniciada');
    const agora = await repository.agora();
    const prazo = new Date(agora.getTime() + minutos(PRAZO_VERIFICACAO_MINUTOS));
    const conectados = (await repository.conexoesDaAula(id))
      .filter((item) => item.saiu_em === null)
      .map((item) => Number(item.aluno_id));
    await verificacoesRepository.pedirVerificacoes(
      conectados.map((alunoId) => ({
        autoescola_id: aula.id_autoescola,
        aula_id: id,
        aluno_id: alunoId,
        instrutor_id: null,
        momento: 'encerramento' as const,
        prazo_em: prazo,
        pedida_por: ctx.principal.usuarioId,
      })),
    );
    const contagemEm = new Date(prazo.getTime() + 5_000);
    await repository.encerrar(aula.id_autoescola, id, ctx.principal.usuarioId, contagemEm);
    await registrar({
      autoescolaId: aula.id_autoescola,
      aulaId: id,
      acao: 'aula_encerrada',
      usuarioId: ctx.principal.usuarioId,
      alunoId: null,
      ip: ctx.ip,
      dados: { conectados: conectados.length },
    });
    return { aula: toAulaEad((await repository.findAula(id)) as repository.AulaEadRow), contagemEm };
  });
}

export function mensagemEquipe(ctx: RequestContext, id: number, texto: string): Promise<MensagemEad> {
  return ctx.tenant(async () => {
    const { aula, conduz, monitora } = await aulaVisivel(ctx, id);
    if (!conduz && !monitora) throw notFound(AULA_NAO_ENCONTRADA);
    const instrutor = ctx.principal.role === Role.INSTRUTOR;
    return repository.insertMensagem({
      autoescola_id: aula.id_autoescola,
      aula_id: id,
      tipo: 'mensagem',
      usuario_id: ctx.principal.usuarioId,
      aluno_id: null,
      autor_nome: await nomeDe(ctx),
      autor_papel:
        instrutor || ctx.principal.usuarioId === aula.instrutor_usuario_id ? 'instrutor' : 'equipe',
      texto,
    }) as Promise<MensagemEad>;
  });
}

export function getAuditoria(ctx: RequestContext, id: number, alunoId: number | null): Promise<AuditoriaEad> {
  return ctx.tenant(async () => {
    await aulaVisivel(ctx, id);
    return verificarCadeia(id, alunoId);
  });
}

/** Whether the caller may watch the stream of the lesson: who sees it, or a student on its list. */
export function podeAssistir(ctx: RequestContext, id: number): Promise<{ autoescolaId: number }> {
  return ctx.tenant(async () => {
    if (ctx.principal.role === Role.ALUNO) {
      const aluno = await repository.alunoDoUsuario(ctx.principal.usuarioId);
      const aula = await repository.findAula(id);
      const lista = aula ? await repository.alunosDaLista(id) : [];
      if (!aluno || !aula || !lista.some((item) => item.id_aluno === aluno.id))
        throw notFound(AULA_NAO_ENCONTRADA);
      return { autoescolaId: aula.id_autoescola };
    }
    const { aula } = await aulaVisivel(ctx, id);
    return { autoescolaId: aula.id_autoescola };
  });
}

/** Whether the caller may publish the stream: the lesson runs live and the caller runs it. */
export function podeTransmitir(ctx: RequestContext, id: number): Promise<{ autoescolaId: number }> {
  return ctx.tenant(async () => {
    const { aula } = await aulaConduzida(ctx, id);
    if (aula.transmissao !== 'ao_vivo') throw conflict('ead.naoIniciada');
    return { autoescolaId: aula.id_autoescola };
  });
}
