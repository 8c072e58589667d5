import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCameraFrame, sampleFace, sampleNoFace } from '../../platform/faces/samples.ts';
import type { Platform } from '../../server.ts';
import { type DemoSchool, demoSchool } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { eadFixtures, foto, webm } from './ead.fixtures.ts';

const engines = await testEngines();

describe.each(engines)('remote theory lessons on $name', (engine) => {
  let platform: Platform;
  let school: DemoSchool;
  let admin: Session;
  let modelo: Session;
  let aluna: Session;
  let alunaId: number;
  let instrutorId: number;
  let aulaId: number;
  let link: string;
  const fx = eadFixtures(
    () => platform,
    () => school,
  );
  const { call, upload, instrutorLivre } = fx;
  const db = () => platform.database.db;

  const aulaRemota = (inicio: number, instrutor = instrutorId) =>
    fx.aulaRemota(admin, alunaId, instrutor, inicio);

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    school = await demoSchool(platform, 'autoescolademo');
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    aluna = await sessionFor(platform, '529.982.247-25');
    alunaId = await fx.alunoDe(aluna);
    instrutorId = await instrutorLivre();
    ({ id: aulaId, link } = await aulaRemota(-5));
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it("shows the demo's remote lesson given: counted, a failed check, and an intact audit trail", async () => {
    const ended = (await call('GET', '/ead/aulas?transmissao=encerrada', admin)).json().dados.data;
    const demo = ended.find((item: { turma_nome: string }) => item.turma_nome === 'Turma Noturna');
    expect(demo).toMatchObject({ verificacoes_reprovadas: 1, transmissao: 'encerrada' });
    expect(demo.presentes).toBeGreaterThan(5);
    const trail = (await call('GET', `/ead/aulas/${demo.id_aula_teorica}/auditoria`, admin)).json().dados;
    expect(trail.integra).toBe(true);
    const sala = (await call('GET', `/ead/aulas/${demo.id_aula_teorica}/sala`, admin)).json().dados;
    expect(
      sala.alunos.filter((item: { motivo: string | null }) => item.motivo?.includes('aleatória')),
    ).toHaveLength(1);
    expect(sala.mensagens).toHaveLength(3);
  });

  it('keeps reference photos only with consent and a single face, and removes them with their descriptor', async () => {
    const semConsentimento = await upload(
      `/alunos/${alunaId}/referencia-facial`,
      admin,
      foto(await sampleFace('a')),
    );
    expect(semConsentimento.statusCode).toBe(422);
    expect(semConsentimento.json().errors.consentimento[0]).toContain('LGPD, art. 11');
    const semRosto = await upload(
      `/alunos/${alunaId}/referencia-facial`,
      admin,
      foto(await sampleNoFace(), { consentimento: 'true' }),
    );
    expect(semRosto.statusCode).toBe(422);
    expect(semRosto.json().errors.arquivo[0]).toContain('um único rosto');

    for (const [url, face] of [
      [`/alunos/${alunaId}/referencia-facial`, 'a'],
      [`/instrutores/${instrutorId}/referencia-facial`, 'b'],
    ] as const) {
      const saved = await upload(url, admin, foto(await sampleFace(face), { consentimento: 'true' }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().dados.consentimento_por).toBeTruthy();
    }
    const info = await call('GET', `/alunos/${alunaId}/referencia-facial`, admin);
    expect(info.json().dados.consentimento_em).toBeTruthy();
    const image = await call('GET', `/alunos/${alunaId}/referencia-facial/foto`, admin);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Another school's staff do not see it.
    expect((await call('GET', `/alunos/${alunaId}/referencia-facial`, modelo)).statusCode).toBe(404);
  });

  it('refuses to start before the instructor passes the face check, then streams', async () => {
    expect(link).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const waiting = await call('GET', `/ead/salas/${link}`, aluna);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().dados).toMatchObject({ transmissao: 'aguardando', pode_entrar: true });

    // Not in the room: the in-person flow refuses it.
    const sala = await call('POST', `/aulas-teoricas/${aulaId}/abrir`, admin);
    expect(sala.statusCode).toBe(409);
    expect(sala.json().mensagem).toContain('é conduzida no console de aulas a distância');

    const cedo = await call('POST', `/ead/aulas/${aulaId}/iniciar`, admin);
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().mensagem).toBe('Faça a verificação facial do instrutor antes de iniciar a aula.');

    const outro = await upload(
      `/ead/aulas/${aulaId}/verificacao-instrutor`,
      admin,
      foto(await sampleCameraFrame('a')),
    );
    expect(outro.json().dados).toMatchObject({ resultado: 'reprovada', motivo: 'rosto_diferente' });
    const check = await upload(
      `/ead/aulas/${aulaId}/verificacao-instrutor`,
      admin,
      foto(await sampleCameraFrame('b')),
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().dados).toMatchObject({ momento: 'abertura', resultado: 'aprovada', rostos: 1 });

    const started = await call('POST', `/ead/aulas/${aulaId}/iniciar`, admin);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().dados.transmissao).toBe('ao_vivo');
    const list = await call('GET', '/ead/aulas?transmissao=ao_vivo', admin);
    expect(list.json().dados.data.map((item: { id_aula_teorica: number }) => item.id_aula_teorica)).toContain(
      aulaId,
    );
  });

  it("takes the instructor's stream on the WebSocket and serves it to the students on the list only", async () => {
    const video = await webm(4);
    const url = `/api/v1/ead/aulas/${aulaId}/transmissao`;
    // The student may watch, not publish; the token comes in the address, as browsers send it.
    await expect(platform.app.injectWS(`${url}?token=${aluna.accessToken}`)).rejects.toThrow(/403/);
    const socket = await platform.app.injectWS(`${url}?token=${admin.accessToken}`);
    const chunk = Math.ceil(video.length / 16);
    // Twice: the console switching to the screen starts a new recorder (a new WebM) on the same socket.
    for (let vez = 0; vez < 2; vez++) {
      for (let at = 0; at < video.length; at += chunk) socket.send(video.subarray(at, at + chunk));
    }
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
    expect(playlist).toContain('#EXT-X-DISCONTINUITY');
    const segmento = playlist.split('\n').find((line) => line.endsWith('.ts')) as string;
    const bytes = await call('GET', `/ead/aulas/${aulaId}/hls/${segmento}`, aluna);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload[0]).toBe(0x47);
    expect((await call('GET', `/ead/aulas/${aulaId}/hls/gravacao.m3u8`, modelo)).statusCode).toBe(404);
  }, 120_000);

  it('lets the student in on one device, asks the opening check and judges the photo', async () => {
    const joined = await call('POST', `/ead/salas/${link}/entrar`, aluna, { dispositivo: 'dispositivo-um' });
    expect(joined.statusCode, joined.body).toBe(201);
    const conexao = joined.json().dados.id_conexao;
    const again = await call('POST', `/ead/salas/${link}/entrar`, aluna, { dispositivo: 'dispositivo-um' });
    expect(again.json().dados.id_conexao).toBe(conexao);
    const second = await call('POST', `/ead/salas/${link}/entrar`, aluna, {
      dispositivo: 'dispositivo-dois',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().mensagem).toContain('outro dispositivo');
    // A camera the browser could not open is recorded, as what was wrong.
    const camera = await call('POST', `/ead/salas/${link}/camera`, aluna, { problema: 'negada' });
    expect(camera.statusCode, camera.body).toBe(200);
    expect((await call('POST', `/ead/salas/${link}/camera`, aluna, { problema: 'x' })).statusCode).toBe(422);

    const sinal = await call('POST', `/ead/conexoes/${conexao}/sinal`, aluna, {});
    const pendente = sinal.json().dados.verificacao_pendente;
    expect(pendente).toMatchObject({ momento: 'abertura', resultado: 'pendente' });
    const answered = await upload(
      `/ead/verificacoes/${pendente.id_verificacao}/foto`,
      aluna,
      foto(await sampleCameraFrame('a')),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      mensagem: 'Verificação facial aprovada.',
      dados: { resultado: 'aprovada' },
    });
    const twice = await upload(
      `/ead/verificacoes/${pendente.id_verificacao}/foto`,
      aluna,
      foto(await sampleCameraFrame('a')),
    );
    expect(twice.statusCode).toBe(409);

    // Chat and a raised hand reach the room.
    expect(
      (await call('POST', `/ead/conexoes/${conexao}/mensagens`, aluna, { texto: 'Bom dia!' })).statusCode,
    ).toBe(201);
    expect((await call('POST', `/ead/conexoes/${conexao}/mao`, aluna, { levantada: true })).statusCode).toBe(
      200,
    );
    const sala = (await call('GET', `/ead/aulas/${aulaId}/sala`, admin)).json().dados;
    const eu = sala.alunos.find((item: { id_aluno: number }) => item.id_aluno === alunaId);
    expect(eu).toMatchObject({ conectado: true, mao_levantada: true, referencia: true });
    expect(eu.ultima_verificacao.resultado).toBe('aprovada');
    expect(sala.mensagens.map((item: { texto: string }) => item.texto)).toEqual([
      'Bom dia!',
      'levantou a mão',
    ]);
    // Another school does not see the room.
    expect((await call('GET', `/ead/aulas/${aulaId}/sala`, modelo)).statusCode).toBe(404);
  });

  it('fails a check whose photo shows another face, and the student is absent for the lesson with the reason', async () => {
    const pedido = await call('POST', `/ead/aulas/${aulaId}/verificacoes`, admin, { id_aluno: alunaId });
    expect(pedido.statusCode, pedido.body).toBe(200);
    // A reload of the same tab finds its open connection.
    const conexao = (await call('GET', `/ead/salas/${link}?dispositivo=dispositivo-um`, aluna)).json().dados
      .id_conexao;
    expect(conexao).toEqual(expect.any(Number));
    const sinal = (await call('POST', `/ead/conexoes/${conexao}/sinal`, aluna, {})).json().dados;
    expect(sinal.verificacao_pendente.momento).toBe('solicitada');
    const failed = await upload(
      `/ead/verificacoes/${sinal.verificacao_pendente.id_verificacao}/foto`,
      aluna,
      foto(await sampleCameraFrame('b')),
    );
    expect(failed.json().dados).toMatchObject({ resultado: 'reprovada', motivo: 'rosto_diferente' });
    expect(failed.json().mensagem).toContain('não confere com a foto de referência');

    const ended = await call('POST', `/ead/aulas/${aulaId}/encerrar`, admin);
    expect(ended.statusCode, ended.body).toBe(200);
    const fechamento = (await call('POST', `/ead/conexoes/${conexao}/sinal`, aluna, {})).json().dados;
    expect(fechamento.verificacao_pendente.momento).toBe('encerramento');
    await upload(
      `/ead/verificacoes/${fechamento.verificacao_pendente.id_verificacao}/foto`,
      aluna,
      foto(await sampleCameraFrame('aAgain')),
    );
    // Every closing check answered: reading the room counts the lesson.
    const sala = (await call('GET', `/ead/aulas/${aulaId}/sala`, admin)).json().dados;
    const eu = sala.alunos.find((item: { id_aluno: number }) => item.id_aluno === alunaId);
    expect(eu.presente).toBe(false);
    expect(eu.motivo).toContain('Verificação facial (solicitada pela autoescola) reprovada');
    const minha = (await call('GET', `/ead/salas/${link}`, aluna)).json().dados;
    expect(minha).toMatchObject({ presente: false, horas_aula: 0 });
    expect(minha.motivo_ausencia).toContain('não confere com a foto de referência');
    // The connection closed with the lesson.
    expect((await call('POST', `/ead/conexoes/${conexao}/sinal`, aluna, {})).statusCode).toBe(410);

    const report = await call('GET', `/ead/aulas/${aulaId}/relatorio`, admin);
    expect(report.statusCode).toBe(200);
    expect(Buffer.from(report.json().dados, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('chains the audit trail by hash, refuses to change it and detects a record changed by the database owner', async () => {
    const trail = (await call('GET', `/ead/aulas/${aulaId}/auditoria`, admin)).json().dados;
    expect(trail.integra).toBe(true);
    const acoes = trail.registros.map((item: { acao: string }) => item.acao);
    expect(acoes).toEqual(
      expect.arrayContaining([
        'camera_indisponivel',
        'verificacao_instrutor',
        'aula_iniciada',
        'entrou',
        'segundo_dispositivo_recusado',
        'verificacao_respondida',
        'aula_encerrada',
        'presenca_contada',
      ]),
    );
    expect(trail.registros.find((item: { acao: string }) => item.acao === 'entrou').ip).toBeTruthy();
    await expect(
      sql`update ead_auditoria set ip = '10.0.0.1' where aula_id = ${aulaId}`.execute(db()),
    ).rejects.toThrow(/só aceita inclusões/);
    const alvo = trail.registros[2].seq;
    await sql`alter table ead_auditoria disable trigger ead_auditoria_somente_inclusao`.execute(db());
    await sql`update ead_auditoria set ip = '10.0.0.1' where aula_id = ${aulaId} and seq = ${alvo}`.execute(
      db(),
    );
    await sql`alter table ead_auditoria enable trigger ead_auditoria_somente_inclusao`.execute(db());
    const tampered = (await call('GET', `/ead/aulas/${aulaId}/auditoria`, admin)).json().dados;
    expect(tampered).toMatchObject({ integra: false, primeiro_erro: alvo });
  });

  it('refuses a student past the state deadline to join, with the time, and records it', async () => {
    const tarde = await aulaRemota(-20, await instrutorLivre([instrutorId]));
    const reply = await call('POST', `/ead/salas/${tarde.link}/entrar`, aluna, {
      dispositivo: 'dispositivo-um',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().mensagem).toMatch(
      /^O prazo para entrar nesta aula terminou às \d\d:\d\d \(15 minutos após o início\)\.$/,
    );
    const trail = (await call('GET', `/ead/aulas/${tarde.id}/auditoria`, admin)).json().dados;
    expect(trail.registros.map((item: { acao: string }) => item.acao)).toEqual(['entrada_recusada']);
    expect((await call('GET', '/ead/salas/naoexisteestelink', aluna)).statusCode).toBe(404);

    // A link of another school's lesson: told so, and recorded in the student's own school.
    await sql`update aulas_teoricas set modalidade = 'remota_ao_vivo', link_ead = 'linkDaOutraAutoescola1234'
      where id = (select a.id from aulas_teoricas a join autoescolas e on e.id = a.autoescola_id
                  where e.slug = 'cfcmodelo' and a.status = 'agendada' order by a.id limit 1)`.execute(db());
    const outra = await call('GET', '/ead/salas/linkDaOutraAutoescola1234', aluna);
    expect(outra.statusCode).toBe(403);
    expect(outra.json().mensagem).toBe(
      'Este link é de uma aula de outra autoescola. Entre com o usuário da autoescola da aula.',
    );
    const registro = await db()
      .selectFrom('audit_log')
      .select(['autoescola_id', 'usuario_id'])
      .where('acao', '=', 'link_de_outra_autoescola')
      .executeTakeFirstOrThrow();
    expect(Number(registro.autoescola_id)).toBe(school.id);
  });
});
