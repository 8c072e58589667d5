import type { Reproducao, SinalGravacao } from '@cfc/contract';
import {
  type MomentoVerificacao,
  percentualNecessarioGravacao,
  posicaoAleatoriaDaReproducao,
  presencaGravacao,
  registrarSinalReproducao,
  segundosCobertos,
  segundosNecessarios,
  type TrechoAssistido,
} from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { registrarPresencaPorGravacao } from '../turmas/service.ts';
import { alunoDoLink, Recusa, registrandoRecusas } from './aluno.ts';
import { registrar } from './auditoria.ts';
import * as repository from './repository.ts';
import * as reproducoesRepository from './reproducoes-repository.ts';
import {
  type EadDeps,
  minutos,
  PRAZO_VERIFICACAO_MINUTOS,
  perfilDaAula,
  prefixoDaAula,
  semGravacao,
  toVerificacao,
} from './shared.ts';
import * as verificacoesRepository from './verificacoes-repository.ts';

/**
 * Replaying a remote lesson's recording to make it up (docs/ead.md), where the state and the course
 * allow recorded lessons: a student on the list counted absent starts (or resumes) a replay; the
 * player reports its position every few seconds and only the part really played counts, each second
 * once (`registrarSinalReproducao`); the face checks are those of the live lesson (the opening one at
 * the start, a random one where the state asks random checks, the closing one once the share is
 * watched); watching the share of the recording with every check passed counts the session in the
 * attendance list (`presencaGravacao`). Every step goes to the lesson's audit trail.
 */

/** The recording's length in seconds: the sum of its playlist's segments (#EXTINF). */
export function duracaoDaPlaylist(playlist: string): number {
  let total = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([0-9.]+)/gm)) total += Number(match[1]);
  return Math.round(total * 1000) / 1000;
}

const arredondar = (segundos: number) => Math.round(segundos * 10) / 10;

type Evento = Omit<Parameters<typeof registrar>[0], 'acao' | 'dados'>;

/** Asks a check of the replay, due in the platform's time to answer. */
async function pedir(
  aula: repository.AulaEadRow,
  reproducao: reproducoesRepository.ReproducaoRow,
  momento: MomentoVerificacao,
  agora: Date,
) {
  await verificacoesRepository.pedirVerificacoes([
    {
      autoescola_id: aula.id_autoescola,
      aula_id: aula.id_aula_teorica,
      aluno_id: Number(reproducao.aluno_id),
      instrutor_id: null,
      momento,
      prazo_em: new Date(agora.getTime() + minutos(PRAZO_VERIFICACAO_MINUTOS)),
      pedida_por: null,
      reproducao_id: Number(reproducao.id),
    },
  ]);
}

/** The replay's check to answer now (asked, deadline not passed), the oldest first. */
async function pendenteDa(reproducaoId: number, agora: Date) {
  const pendente = (await verificacoesRepository.verificacoesDaReproducao(reproducaoId)).find(
    (item) => item.resultado === 'pendente' && new Date(item.prazo_em) > agora,
  );
  return pendente ? toVerificacao(pendente) : null;
}

/** Ends a replay with its verdict; when present, the session counts in the attendance list. */
async function concluir(
  aula: repository.AulaEadRow,
  reproducao: reproducoesRepository.ReproducaoRow,
  resultado: ReturnType<typeof presencaGravacao>,
  evento: Evento,
  agora: Date,
) {
  const id = Number(reproducao.id);
  await reproducoesRepository.encerrarReproducao(
    id,
    resultado.presente ? 'presente' : 'ausente',
    resultado.motivo,
  );
  if (resultado.presente) {
    await registrarPresencaPorGravacao(aula.id_aula_teorica, evento.usuarioId as number, {
      aluno_id: Number(reproducao.aluno_id),
      entrada: new Date(reproducao.iniciada_em),
      saida: agora,
      minutos: resultado.minutos,
      horas_aula: resultado.horasAula,
    });
    await registrar({
      ...evento,
      acao: 'presenca_por_gravacao',
      dados: { reproducao: id, minutos: resultado.minutos, horas_aula: resultado.horasAula },
    });
  }
  await registrar({
    ...evento,
    acao: 'gravacao_concluida',
    dados: {
      reproducao: id,
      presente: resultado.presente,
      assistidos_segundos: arredondar(resultado.assistidos),
      necessarios_segundos: resultado.necessarios,
      motivo: resultado.motivo,
    },
  });
}

/**
 * Starts the student's replay of the lesson of a link, or resumes the one going on. A replay whose
 * check failed or expired ends absent and a new one starts (each attempt stays in the trail). The
 * opening check is asked at the start.
 */
export async function iniciarGravacao(ctx: RequestContext, deps: EadDeps, link: string): Promise<Reproducao> {
  const { aula } = await registrandoRecusas(ctx, async () => {
    const found = await alunoDoLink(ctx, link);
    if (found instanceof Recusa) return found;
    const perfil = await perfilDaAula(found.aula);
    const motivo = semGravacao(found.aula, found.naLista !== undefined, found.naLista, perfil);
    if (motivo === 'ead.naoMatriculado') throw forbidden(motivo);
    if (motivo !== null) throw conflict(motivo);
    return found;
  });
  const playlist = await deps.streams.playlist(
    String(aula.id_aula_teorica),
    'recording',
    prefixoDaAula(aula.id_autoescola, aula.id_aula_teorica),
  );
  const duracao = playlist?.includes('#EXT-X-ENDLIST') ? duracaoDaPlaylist(playlist) : 0;
  if (duracao <= 0) throw conflict('ead.gravacaoSemGravacao');

  return ctx.tenant(async () => {
    const found = await alunoDoLink(ctx, link);
    if (found instanceof Recusa) throw found.error;
    const { aluno } = found;
    // The lesson's stream row serialises two starts of the same student (and the trail's appends).
    await repository.lockTransmissao(aula.id_autoescola, aula.id_aula_teorica);
    const perfil = await perfilDaAula(aula);
    const agora = await repository.agora();
    const evento: Evento = {
      autoescolaId: aula.id_autoescola,
      aulaId: aula.id_aula_teorica,
      usuarioId: ctx.principal.usuarioId,
      alunoId: aluno.id,
      ip: ctx.ip,
    };
    await verificacoesRepository.expirarVerificacoes(aula.id_aula_teorica);
    let reproducao = await reproducoesRepository.reproducaoAberta(aula.id_aula_teorica, aluno.id);
    if (reproducao) {
      const verificacoes = await verificacoesRepository.verificacoesDaReproducao(Number(reproducao.id));
      const resultado = presencaGravacao(
        { inicio: aula.inicio, fim: aula.fim },
        reproducao.duracao_segundos,
        reproducao.assistidos_segundos,
        verificacoes,
        perfil,
      );
      if (resultado.concluida) {
        await concluir(aula, reproducao, resultado, evento, agora);
        if (resultado.presente) throw conflict('ead.gravacaoJaPresente');
        reproducao = undefined;
      }
    }
    if (!reproducao) {
      reproducao = await reproducoesRepository.abrirReproducao({
        autoescola_id: aula.id_autoescola,
        aula_id: aula.id_aula_teorica,
        aluno_id: aluno.id,
        usuario_id: ctx.principal.usuarioId,
        ip: ctx.ip,
        duracao_segundos: duracao,
        posicao_aleatoria: posicaoAleatoriaDaReproducao(duracao, perfil, Math.random),
      });
      await pedir(aula, reproducao, 'abertura', agora);
      await registrar({
        ...evento,
        acao: 'gravacao_iniciada',
        dados: {
          reproducao: Number(reproducao.id),
          duracao_segundos: duracao,
          posicao_aleatoria:
            reproducao.posicao_aleatoria === null ? null : arredondar(reproducao.posicao_aleatoria),
        },
      });
    }
    return {
      id_reproducao: Number(reproducao.id),
      duracao_segundos: reproducao.duracao_segundos,
      assistidos_segundos: arredondar(reproducao.assistidos_segundos),
      necessarios_segundos: segundosNecessarios(
        reproducao.duracao_segundos,
        percentualNecessarioGravacao({ inicio: aula.inicio, fim: aula.fim }, perfil),
      ),
      posicao: reproducao.ultima_posicao ?? 0,
      verificacao_pendente: await pendenteDa(Number(reproducao.id), agora),
    };
  });
}

const cobre = (trechos: readonly TrechoAssistido[], posicao: number) =>
  trechos.some(([de, ate]) => de <= posicao && posicao <= ate);

/**
 * A report of the player. Counts the part played since the previous report, asks the random check
 * once its position is watched (or the share reached without it) and the closing one once the share
 * is watched, and ends the replay when the verdict is known. The trail records a report only when
 * something changes: a check asked, a jump ahead not counted, another tenth of the recording watched.
 */
export function sinalGravacao(ctx: RequestContext, id: number, posicao: number): Promise<SinalGravacao> {
  return ctx.tenant(async () => {
    const aluno = await repository.alunoDoUsuario(ctx.principal.usuarioId);
    if (!aluno) throw forbidden('turmas.semCadastroAluno');
    const reproducao = await reproducoesRepository.lockReproducao(id);
    if (!reproducao || Number(reproducao.aluno_id) !== aluno.id)
      throw notFound('ead.reproducaoNaoEncontrada');
    const aula = await repository.findAula(Number(reproducao.aula_id));
    if (!aula) throw notFound('ead.reproducaoNaoEncontrada');
    const perfil = await perfilDaAula(aula);
    const sessao = { inicio: aula.inicio, fim: aula.fim };
    const necessarios = segundosNecessarios(
      reproducao.duracao_segundos,
      percentualNecessarioGravacao(sessao, perfil),
    );
    if (reproducao.encerrada_em !== null) {
      return {
        assistidos_segundos: arredondar(reproducao.assistidos_segundos),
        necessarios_segundos: necessarios,
        verificacao_pendente: null,
        concluida: true,
        presente: reproducao.resultado === 'presente',
        motivo: reproducao.motivo,
      };
    }
    const agora = await repository.agora();
    const evento: Evento = {
      autoescolaId: aula.id_autoescola,
      aulaId: aula.id_aula_teorica,
      usuarioId: ctx.principal.usuarioId,
      alunoId: aluno.id,
      ip: ctx.ip,
    };
    const anterior =
      reproducao.ultima_posicao !== null && reproducao.ultimo_sinal_em !== null
        ? { posicao: reproducao.ultima_posicao, em: reproducao.ultimo_sinal_em }
        : null;
    const { trechos, contou } = registrarSinalReproducao(
      reproducao.trechos,
      anterior,
      { posicao, em: agora },
      reproducao.duracao_segundos,
    );
    const assistidos = segundosCobertos(trechos);
    await reproducoesRepository.sinalReproducao(id, {
      trechos,
      assistidos_segundos: assistidos,
      ultima_posicao: posicao,
      ultimo_sinal_em: agora,
    });

    await verificacoesRepository.expirarVerificacoes(aula.id_aula_teorica);
    let verificacoes = await verificacoesRepository.verificacoesDaReproducao(id);
    const pedida = (momento: MomentoVerificacao) => verificacoes.some((item) => item.momento === momento);
    const emAberto = verificacoes.some((item) => item.resultado === 'pendente');
    let nova: MomentoVerificacao | null = null;
    const aleatoria = reproducao.posicao_aleatoria;
    if (
      aleatoria !== null &&
      !pedida('aleatoria') &&
      (cobre(trechos, aleatoria) || assistidos >= necessarios)
    ) {
      nova = 'aleatoria';
    } else if (assistidos >= necessarios && !pedida('encerramento') && !emAberto) {
      nova = 'encerramento';
    }
    if (nova) {
      await pedir(aula, reproducao, nova, agora);
      verificacoes = await verificacoesRepository.verificacoesDaReproducao(id);
    }

    const salto = anterior !== null && !contou && posicao > anterior.posicao;
    const decimo = (segundos: number) => Math.floor((segundos * 10) / reproducao.duracao_segundos);
    if (nova || salto || decimo(assistidos) > decimo(reproducao.assistidos_segundos)) {
      await registrar({
        ...evento,
        acao: 'gravacao_sinal',
        dados: {
          reproducao: id,
          posicao: arredondar(posicao),
          assistidos_segundos: arredondar(assistidos),
          ...(nova ? { verificacao_pedida: nova } : {}),
          ...(salto ? { salto_nao_contado: true } : {}),
        },
      });
    }

    const resultado = presencaGravacao(sessao, reproducao.duracao_segundos, assistidos, verificacoes, perfil);
    if (resultado.concluida) await concluir(aula, reproducao, resultado, evento, agora);
    return {
      assistidos_segundos: arredondar(assistidos),
      necessarios_segundos: necessarios,
      verificacao_pendente: resultado.concluida ? null : await pendenteDa(id, agora),
      concluida: resultado.concluida,
      presente: resultado.presente,
      motivo: resultado.motivo,
    };
  });
}
