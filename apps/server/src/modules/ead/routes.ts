import { ADMIN_AREA_ROLES, eadApi as api, message, Role } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { AppError, forbidden, invalid } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { readImageUpload } from '../../platform/storage/uploads.ts';
import { agendarContagem } from './jobs.ts';
import {
  contarNaTransacao,
  type EadDeps,
  endAula,
  entrar,
  fotoReferencia,
  fotoVerificacao,
  getAuditoria,
  getReferencia,
  getSala,
  getSalaAluno,
  iniciarGravacao,
  levantarMao,
  listAulasEad,
  mensagemAluno,
  mensagemEquipe,
  podeAssistir,
  podeTransmitir,
  prefixoDaAula,
  registrarCamera,
  relatorioPdf,
  removerReferencia,
  responderVerificacao,
  sair,
  salvarReferencia,
  sinal,
  sinalGravacao,
  solicitarVerificacao,
  startAula,
  verificarInstrutor,
} from './service.ts';

/**
 * Who reaches remote lessons (docs/ead.md): staff of the admin area (roles 1, 2, 5) with `turmas_list`
 * or `turmas_edit`, the instructor (role 3, their own sessions, held by the service), monitoring
 * (roles 2 and 8) reading every school it sees; the student (role 4) through a lesson's link.
 * Reference photos: staff with the students' or instructors' edit permission.
 */
const STAFF_INSTRUTOR_MONITOR = { roles: [...ADMIN_AREA_ROLES, Role.INSTRUTOR, Role.COMERCIAL] } as const;
const RUN = { roles: [...ADMIN_AREA_ROLES, Role.INSTRUTOR] } as const;
const WATCH = { roles: [...ADMIN_AREA_ROLES, Role.INSTRUTOR, Role.COMERCIAL, Role.ALUNO] } as const;
const ALUNO = { roles: [Role.ALUNO] } as const;
const STAFF = { roles: ADMIN_AREA_ROLES } as const;

/** Staff need one of the flags; the instructor, monitoring and the student are held by the service. */
function staffNeedsAny(flags: readonly ('turmas_list' | 'turmas_edit' | 'alunos_edit' | 'instrutor_edit')[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (!principal || !(ADMIN_AREA_ROLES as readonly number[]).includes(principal.role)) return;
    if (principal.role === Role.MONITOR && flags.includes('turmas_list')) return;
    if (!flags.some((flag) => principal.permissions.has(flag))) throw forbidden();
  };
}
const read = { preValidation: staffNeedsAny(['turmas_list', 'turmas_edit']) };
const run = { preValidation: staffNeedsAny(['turmas_edit']) };

/** The first bytes of a WebM file (its EBML header), as each MediaRecorder starts. */
const WEBM_HEADER = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export const eadRoutes: FastifyPluginAsyncZod<{ deps: EadDeps }> = async (app, { deps }) => {
  // ---------- staff, instructor and monitoring ----------
  route(
    app,
    api.list,
    STAFF_INSTRUTOR_MONITOR,
    async (request) => ({
      success: true as const,
      dados: await listAulasEad(contextOf(request), request.query),
    }),
    read,
  );
  route(
    app,
    api.sala,
    STAFF_INSTRUTOR_MONITOR,
    async (request) => {
      const ctx = contextOf(request);
      // A lesson whose closing checks expired is counted when someone looks at it (the job may lag).
      await ctx.tenant(() => contarNaTransacao(request.params.id));
      return {
        success: true as const,
        dados: await getSala(ctx, request.params.id, request.query.desde_mensagem ?? 0),
      };
    },
    read,
  );
  route(
    app,
    api.verificarInstrutor,
    RUN,
    async (request) => {
      const image = await readImageUpload(request);
      const verificacao = await verificarInstrutor(contextOf(request), deps, request.params.id, image);
      return {
        success: true as const,
        dados: verificacao,
        mensagem:
          verificacao.resultado === 'aprovada'
            ? request.t('ead.verificacaoAprovada')
            : request.t(message('ead.verificacaoReprovada', { motivo: verificacao.motivo_texto ?? '' })),
      };
    },
    run,
  );
  route(
    app,
    api.start,
    RUN,
    async (request) => ({
      success: true as const,
      dados: await startAula(contextOf(request), request.params.id),
      mensagem: request.t('ead.iniciada'),
    }),
    run,
  );
  route(
    app,
    api.end,
    RUN,
    async (request) => {
      const { aula, contagemEm } = await endAula(contextOf(request), request.params.id);
      await agendarContagem(app.jobs, {
        autoescolaId: aula.id_autoescola,
        aulaId: aula.id_aula_teorica,
        em: contagemEm,
      });
      return { success: true as const, dados: aula, mensagem: request.t('ead.encerrada') };
    },
    run,
  );
  route(
    app,
    api.solicitarVerificacao,
    STAFF_INSTRUTOR_MONITOR,
    async (request) => {
      const { verificacoes, alunos } = await solicitarVerificacao(
        contextOf(request),
        request.params.id,
        request.body.id_aluno ?? null,
      );
      return {
        success: true as const,
        dados: verificacoes,
        mensagem: request.t(message('ead.verificacoesSolicitadas', { alunos })),
      };
    },
    read,
  );
  route(
    app,
    api.mensagemEquipe,
    STAFF_INSTRUTOR_MONITOR,
    async (request) => ({
      success: true as const,
      dados: await mensagemEquipe(contextOf(request), request.params.id, request.body.texto),
      mensagem: request.t('ead.mensagemEnviada'),
    }),
    read,
  );
  route(
    app,
    api.relatorio,
    STAFF_INSTRUTOR_MONITOR,
    async (request) => relatorioPdf(contextOf(request), deps, request.params.id),
    read,
  );
  route(
    app,
    api.auditoria,
    STAFF_INSTRUTOR_MONITOR,
    async (request) => ({
      success: true as const,
      dados: await getAuditoria(contextOf(request), request.params.id, request.query.id_aluno ?? null),
    }),
    read,
  );
  route(
    app,
    api.fotoVerificacao,
    WATCH,
    async (request, reply) => {
      const foto = await fotoVerificacao(contextOf(request), deps, request.params.id);
      return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
    },
    read,
  );

  // ---------- the stream ----------
  route(
    app,
    api.hls,
    WATCH,
    async (request, reply) => {
      const { id, arquivo } = request.params;
      const { autoescolaId } = await podeAssistir(contextOf(request), id);
      const stream = String(id);
      if (arquivo.endsWith('.m3u8')) {
        const prefixo = prefixoDaAula(autoescolaId, id);
        const playlist = await deps.streams.playlist(
          stream,
          arquivo === 'gravacao.m3u8' ? 'recording' : 'live',
          prefixo,
        );
        if (playlist === null) throw new AppError(404, 'ead.naoIniciada');
        return reply
          .type('application/vnd.apple.mpegurl')
          .header('cache-control', 'private, no-cache')
          .send(playlist);
      }
      const segment = await deps.streams.segment(stream, arquivo, prefixoDaAula(autoescolaId, id));
      if (segment === null) throw new AppError(404, 'ead.naoIniciada');
      // A segment never changes once written.
      return reply
        .type('video/mp2t')
        .header('cache-control', 'private, max-age=3600, immutable')
        .send(segment);
    },
    read,
  );
  // The instructor's browser sends MediaRecorder chunks here (docs/streaming.md). Browsers cannot set
  // headers on a WebSocket, so the access token comes as `?token=`, checked like the header.
  route(
    app,
    api.transmissao,
    RUN,
    async () => {
      throw new AppError(400, 'ead.abraPorWebSocket');
    },
    {
      preValidation: run.preValidation,
      wsHandler: (socket, request) => {
        const id = (request.params as { id: number }).id;
        // Listeners first (the browser starts sending at once): chunks wait for the check of who publishes.
        let publisher: ReturnType<EadDeps['streams']['publish']> | null = null;
        let prefixo = '';
        let fechado = false;
        let recebeu = false;
        // Chunks that came before the check, one list per WebM (a switch starts another).
        const pendentes: Buffer[][] = [];
        const terminar = () =>
          publisher
            ?.end()
            .catch((error: unknown) => request.log.error({ err: error, aula: id }, 'fim da transmissão'));
        socket.on('message', (data: Buffer, isBinary: boolean) => {
          if (!isBinary) return;
          // The console switched camera and screen: a new recorder, a new WebM from its header. A new
          // ffmpeg takes it; the recording goes on after a discontinuity.
          const novo = recebeu && data.subarray(0, 4).equals(WEBM_HEADER);
          recebeu = true;
          if (publisher) {
            if (novo) publisher = deps.streams.publish(String(id), prefixo);
            publisher.write(data);
          } else if (novo || pendentes.length === 0) pendentes.push([data]);
          else pendentes.at(-1)?.push(data);
        });
        socket.on('close', () => {
          fechado = true;
          void terminar();
        });
        podeTransmitir(contextOf(request), id).then(
          ({ autoescolaId }) => {
            prefixo = prefixoDaAula(autoescolaId, id);
            let atual = deps.streams.publish(String(id), prefixo);
            for (const [n, parte] of pendentes.splice(0).entries()) {
              if (n > 0) atual = deps.streams.publish(String(id), prefixo);
              for (const chunk of parte) atual.write(chunk);
            }
            publisher = atual;
            if (fechado) void terminar();
          },
          (error: unknown) => {
            const texto = error instanceof AppError ? error.mensagem : 'Transmissão recusada.';
            // The reason goes as a message (a close reason holds only 123 bytes).
            socket.send(JSON.stringify({ erro: texto }));
            socket.close(4403);
          },
        );
      },
    },
  );

  // ---------- the student ----------
  route(app, api.salaAluno, ALUNO, async (request) => ({
    success: true as const,
    dados: await getSalaAluno(contextOf(request), request.params.link, request.query.dispositivo ?? null),
  }));
  route(app, api.entrar, ALUNO, async (request) => ({
    success: true as const,
    dados: await entrar(
      contextOf(request),
      request.params.link,
      request.body.dispositivo,
      request.headers['user-agent'] ?? null,
    ),
  }));
  route(app, api.camera, ALUNO, async (request) => {
    await registrarCamera(contextOf(request), request.params.link, request.body.problema);
    return { success: true as const, mensagem: request.t('ead.cameraRegistrada') };
  });
  route(app, api.sinal, ALUNO, async (request) => ({
    success: true as const,
    dados: await sinal(contextOf(request), request.params.id, request.body.desde_mensagem ?? 0),
  }));
  route(app, api.sair, ALUNO, async (request) => {
    await sair(contextOf(request), request.params.id);
    return { success: true as const, mensagem: request.t('ead.saiu') };
  });
  route(app, api.mensagemAluno, ALUNO, async (request) => ({
    success: true as const,
    dados: await mensagemAluno(contextOf(request), request.params.id, request.body.texto),
    mensagem: request.t('ead.mensagemEnviada'),
  }));
  route(app, api.mao, ALUNO, async (request) => {
    await levantarMao(contextOf(request), request.params.id, request.body.levantada);
    return {
      success: true as const,
      mensagem: request.t(request.body.levantada ? 'ead.maoLevantada' : 'ead.maoAbaixada'),
    };
  });
  route(app, api.responderVerificacao, ALUNO, async (request) => {
    const ctx = contextOf(request);
    const image = await readImageUpload(request);
    const verificacao = await responderVerificacao(ctx, deps, request.params.id, image);
    return {
      success: true as const,
      dados: verificacao,
      mensagem:
        verificacao.resultado === 'aprovada'
          ? request.t('ead.verificacaoAprovada')
          : request.t(message('ead.verificacaoReprovada', { motivo: verificacao.motivo_texto ?? '' })),
    };
  });
  // The recording, replayed by an absent student to make the lesson up (gravacao.ts).
  route(app, api.gravacao, ALUNO, async (request) => ({
    success: true as const,
    dados: await iniciarGravacao(contextOf(request), deps, request.params.link),
  }));
  route(app, api.sinalGravacao, ALUNO, async (request) => ({
    success: true as const,
    dados: await sinalGravacao(contextOf(request), request.params.id, request.body.posicao),
  }));

  // ---------- reference photos ----------
  const referencias = [
    {
      get: api.getReferenciaAluno,
      foto: api.fotoReferenciaAluno,
      put: api.putReferenciaAluno,
      remove: api.deleteReferenciaAluno,
      pessoa: (id: number) => ({ alunoId: id }),
      flags: { preValidation: staffNeedsAny(['alunos_edit']) },
    },
    {
      get: api.getReferenciaInstrutor,
      foto: api.fotoReferenciaInstrutor,
      put: api.putReferenciaInstrutor,
      remove: api.deleteReferenciaInstrutor,
      pessoa: (id: number) => ({ instrutorId: id }),
      flags: { preValidation: staffNeedsAny(['instrutor_edit']) },
    },
  ] as const;
  for (const ref of referencias) {
    route(
      app,
      ref.get,
      STAFF,
      async (request) => ({
        success: true as const,
        dados: await getReferencia(contextOf(request), ref.pessoa(request.params.id)),
      }),
      ref.flags,
    );
    route(
      app,
      ref.foto,
      STAFF,
      async (request, reply) => {
        const foto = await fotoReferencia(contextOf(request), deps, ref.pessoa(request.params.id));
        return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
      },
      ref.flags,
    );
    route(
      app,
      ref.put,
      STAFF,
      async (request) => {
        const image = await readImageUpload(request);
        if (image.fields.consentimento !== 'true')
          throw invalid({ consentimento: ['ead.consentimentoObrigatorio'] });
        return {
          success: true as const,
          dados: await salvarReferencia(contextOf(request), deps, ref.pessoa(request.params.id), image),
          mensagem: request.t('ead.referenciaSalva'),
        };
      },
      ref.flags,
    );
    route(
      app,
      ref.remove,
      STAFF,
      async (request) => {
        await removerReferencia(contextOf(request), deps, ref.pessoa(request.params.id));
        return { success: true as const, mensagem: request.t('ead.referenciaRemovida') };
      },
      ref.flags,
    );
  }
};
