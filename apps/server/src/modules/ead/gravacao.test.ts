import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCameraFrame, sampleFace } from '../../platform/faces/samples.ts';
import type { Platform } from '../../server.ts';
import { type DemoSchool, demoSchool } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { eadFixtures, foto, webm } from './ead.fixtures.ts';
import { duracaoDaPlaylist } from './gravacao.ts';

describe('the length of a recording', () => {
  it('is the sum of its segments', () => {
    const playlist =
      '#EXTM3U\n#EXTINF:1.001,\ns0.ts\n#EXTINF:0.999,\ns1.ts\n#EXTINF:2.5,\ns2.ts\n#EXT-X-ENDLIST\n';
    expect(duracaoDaPlaylist(playlist)).toBe(4.5);
  });
});

const engines = await testEngines();

describe.each(engines)('replaying a remote lesson on $name', (engine) => {
  let platform: Platform;
  let school: DemoSchool;
  let admin: Session;
  let aluna: Session;
  let alunaId: number;
  let aulaId: number;
  let link: string;
  let uf: string;
  const fx = eadFixtures(
    () => platform,
    () => school,
  );
  const { call, upload } = fx;
  const db = () => platform.database.db;

  /** The student's view of the lesson of the link. */
  const minhaSala = async () => (await call('GET', `/ead/salas/${link}`, aluna)).json().dados;

  /** Moves the replay's last report `segundos` into the past: that much wall time went by. */
  const passam = (reproducao: number, segundos: number) =>
    sql`update ead_reproducoes set ultimo_sinal_em = ultimo_sinal_em - make_interval(secs => ${segundos})
      where id = ${reproducao}`.execute(db());

  const sinal = async (reproducao: number, posicao: number) => {
    const reply = await call('POST', `/ead/reproducoes/${reproducao}/sinal`, aluna, { posicao });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().dados;
  };

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    school = await demoSchool(platform, 'autoescolademo');
    admin = await sessionFor(platform, 'admin@demo.cfc');
    aluna = await sessionFor(platform, '529.982.247-25');
    alunaId = await fx.alunoDe(aluna);
    uf = (
      await db().selectFrom('autoescolas').select('uf').where('id', '=', school.id).executeTakeFirstOrThrow()
    ).uf as string;
    const instrutorId = await fx.instrutorLivre();

    // References: the student is person A, the instructor person B.
    for (const [url, face] of [
      [`/alunos/${alunaId}/referencia-facial`, 'a'],
      [`/instrutores/${instrutorId}/referencia-facial`, 'b'],
    ] as const) {
      const saved = await upload(url, admin, foto(await sampleFace(face), { consentimento: 'true' }));
      expect(saved.statusCode, saved.body).toBe(200);
    }

    // A remote session of a 1.020/2025 class, started five minutes ago, the student on its list.
    ({ id: aulaId, link } = await fx.aulaRemota(admin, alunaId, instrutorId, -5));

    const check = await upload(
      `/ead/aulas/${aulaId}/verificacao-instrutor`,
      admin,
      foto(await sampleCameraFrame('b')),
    );
    expect(check.json().dados.resultado).toBe('aprovada');
    expect((await call('POST', `/ead/aulas/${aulaId}/iniciar`, admin)).statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('offers no recording while the lesson goes on', async () => {
    expect((await minhaSala()).gravacao).toEqual({
      disponivel: false,
      motivo: 'A gravação fica disponível depois que a aula terminar.',
    });
    const cedo = await call('POST', `/ead/salas/${link}/gravacao`, aluna);
    expect(cedo.statusCode).toBe(409);
  });

  it('records the lesson streamed, and counts the student who never joined absent', async () => {
    const video = await webm(4);
    const socket = await platform.app.injectWS(
      `/api/v1/ead/aulas/${aulaId}/transmissao?token=${admin.accessToken}`,
    );
    const chunk = Math.ceil(video.length / 16);
    for (let at = 0; at < video.length; at += chunk) socket.send(video.subarray(at, at + chunk));
    socket.terminate();
    let playlist = '';
    // ffmpeg finishes the last segments once the socket closes: wait for the recording's end mark.
    const limite = Date.now() + 90_000;
    while (Date.now() < limite && !playlist.includes('#EXT-X-ENDLIST')) {
      const reply = await call('GET', `/ead/aulas/${aulaId}/hls/gravacao.m3u8`, aluna);
      if (reply.statusCode === 200) playlist = reply.body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(playlist, playlist).toContain('#EXT-X-ENDLIST');

    expect((await call('POST', `/ead/aulas/${aulaId}/encerrar`, admin)).statusCode).toBe(200);
    // Nobody was connected: no closing check to wait for, reading the room counts the lesson.
    const sala = (await call('GET', `/ead/aulas/${aulaId}/sala`, admin)).json().dados;
    const eu = sala.alunos.find((item: { id_aluno: number }) => item.id_aluno === alunaId);
    expect(eu).toMatchObject({ presente: false, motivo: 'O aluno não entrou na aula.' });
    expect(await minhaSala()).toMatchObject({
      presente: false,
      motivo_ausencia: 'O aluno não entrou na aula.',
      gravacao: { disponivel: true, motivo: null },
    });
  }, 120_000);

  it("refuses the replay where the student's state forbids recorded lessons", async () => {
    await sql`insert into estado_perfis (uf, ead_gravada_permitida) values (${uf}, false)
      on conflict (uf) do update set ead_gravada_permitida = false`.execute(db());
    try {
      const recusada = await call('POST', `/ead/salas/${link}/gravacao`, aluna);
      expect(recusada.statusCode).toBe(409);
      expect(recusada.json().mensagem).toBe(
        'O seu estado não permite aulas gravadas: só a aula ao vivo conta.',
      );
      expect((await minhaSala()).gravacao).toEqual({
        disponivel: false,
        motivo: 'O seu estado não permite aulas gravadas: só a aula ao vivo conta.',
      });
    } finally {
      await sql`update estado_perfis set ead_gravada_permitida = true where uf = ${uf}`.execute(db());
    }
  });

  it('counts only what is played at normal pace, with the opening and closing checks, then the lesson counts', async () => {
    const started = await call('POST', `/ead/salas/${link}/gravacao`, aluna);
    expect(started.statusCode, started.body).toBe(200);
    const reproducao = started.json().dados;
    expect(reproducao.duracao_segundos).toBeGreaterThan(3);
    // No minimum share in the state: the 15 minutes of tolerance of the 100-minute session, 85%.
    expect(reproducao).toMatchObject({
      assistidos_segundos: 0,
      posicao: 0,
      necessarios_segundos: Math.ceil(reproducao.duracao_segundos * 0.85),
      verificacao_pendente: { momento: 'abertura', resultado: 'pendente' },
    });
    const id = reproducao.id_reproducao;
    // Opening the page again resumes the same replay.
    expect((await call('POST', `/ead/salas/${link}/gravacao`, aluna)).json().dados.id_reproducao).toBe(id);

    const abertura = await upload(
      `/ead/verificacoes/${reproducao.verificacao_pendente.id_verificacao}/foto`,
      aluna,
      foto(await sampleCameraFrame('a')),
    );
    expect(abertura.json().dados).toMatchObject({ momento: 'abertura', resultado: 'aprovada' });

    // A seek to the end counts nothing.
    expect((await sinal(id, 0)).assistidos_segundos).toBe(0);
    const salto = await sinal(id, reproducao.duracao_segundos);
    expect(salto).toMatchObject({ assistidos_segundos: 0, concluida: false, presente: false });

    // Back to the start, then 3 s of the recording in each 3 s of wall time.
    await sinal(id, 0);
    let posicao = 0;
    let ultimo = await sinal(id, 0);
    while (ultimo.verificacao_pendente === null && posicao < reproducao.duracao_segundos) {
      await passam(id, 3);
      posicao += 3;
      ultimo = await sinal(id, posicao);
      expect(ultimo.assistidos_segundos).toBe(
        Math.round(Math.min(posicao, reproducao.duracao_segundos) * 10) / 10,
      );
    }
    expect(ultimo.assistidos_segundos).toBeGreaterThanOrEqual(reproducao.necessarios_segundos);
    expect(ultimo).toMatchObject({
      concluida: false,
      verificacao_pendente: { momento: 'encerramento' },
      motivo: 'Falta a verificação facial (encerramento).',
    });

    const encerramento = await upload(
      `/ead/verificacoes/${ultimo.verificacao_pendente.id_verificacao}/foto`,
      aluna,
      foto(await sampleCameraFrame('a')),
    );
    expect(encerramento.json().dados.resultado).toBe('aprovada');
    const fim = await sinal(id, posicao);
    expect(fim).toMatchObject({ concluida: true, presente: true, motivo: null, verificacao_pendente: null });

    expect(await minhaSala()).toMatchObject({
      presente: true,
      horas_aula: 2,
      motivo_ausencia: null,
      gravacao: { disponivel: false, motivo: 'Sua presença nesta aula já foi confirmada.' },
    });
    const sala = (await call('GET', `/ead/aulas/${aulaId}/sala`, admin)).json().dados;
    expect(sala.alunos.find((item: { id_aluno: number }) => item.id_aluno === alunaId)).toMatchObject({
      presente: true,
      horas_aula: 2,
      motivo: null,
    });
    expect((await call('POST', `/ead/salas/${link}/gravacao`, aluna)).statusCode).toBe(409);

    const trail = (await call('GET', `/ead/aulas/${aulaId}/auditoria?id_aluno=${alunaId}`, admin)).json()
      .dados;
    expect(trail.integra).toBe(true);
    const acoes = trail.registros.map((item: { acao: string }) => item.acao);
    expect(acoes).toEqual(
      expect.arrayContaining([
        'gravacao_iniciada',
        'gravacao_sinal',
        'verificacao_respondida',
        'presenca_por_gravacao',
        'gravacao_concluida',
      ]),
    );
    const saltoRegistrado = trail.registros.find(
      (item: { acao: string; dados: { salto_nao_contado?: boolean } }) =>
        item.acao === 'gravacao_sinal' && item.dados.salto_nao_contado,
    );
    expect(saltoRegistrado).toBeTruthy();
  });

  it("does not let another student's account report on the replay", async () => {
    const id = Number(
      (
        await db()
          .selectFrom('ead_reproducoes')
          .select('id')
          .where('aula_id', '=', aulaId)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const outro = await call('POST', `/ead/reproducoes/${id}/sinal`, admin, { posicao: 1 });
    expect(outro.statusCode).toBe(403);
  });
});
