import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { alunoCompleto, auditOf, multipart, PNG } from './alunos.fixtures.ts';

const engines = await testEngines();

describe.each(engines)("students' exams, photo, exports and deletion on $name", (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const call = apiCaller(() => platform);
  const create = async (body: object, session = admin) => {
    const reply = await call('POST', '/alunos', session, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados as { id_aluno: number; cpf: string };
  };

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it("records a student's exams and lists the patients, latest first", async () => {
    const ana = await create(alunoCompleto('Xavante Paciente Ana'));
    const bia = await create(alunoCompleto('Xavante Paciente Bia'));
    const exame = (tipo: string, data: string, extra: object = {}) => ({
      tipo,
      resultado: 'apto',
      data_exame: data,
      clinica: 'Clínica Vida',
      ...extra,
    });
    const posted = await call('POST', `/alunos/${ana.id_aluno}/exames`, admin, exame('medico', '2025-02-01'));
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      mensagem: 'Exame registrado.',
      dados: {
        aluno_id: ana.id_aluno,
        aluno_nome: 'Xavante Paciente Ana',
        aluno_cpf: ana.cpf,
        tipo: 'medico',
        resultado: 'apto',
        data_exame: '2025-02-01',
        clinica: 'Clínica Vida',
        observacoes: null,
      },
    });
    const medico = posted.json().dados.id_exame;
    await call(
      'POST',
      `/alunos/${ana.id_aluno}/exames`,
      admin,
      exame('psicologico', '2025-03-15', { resultado: 'pendente' }),
    );
    await call(
      'POST',
      `/alunos/${bia.id_aluno}/exames`,
      admin,
      exame('psicologico', '2025-01-20', { clinica: '' }),
    );

    const deAna = (await call('GET', `/alunos/${ana.id_aluno}/exames`, admin)).json().dados;
    expect(deAna.map((e: { tipo: string }) => e.tipo)).toEqual(['psicologico', 'medico']);

    const pacientes = (await call('GET', '/alunos/exames/pacientes?filtro=xavante', admin)).json().dados;
    expect(pacientes.total).toBe(3);
    expect(
      pacientes.data.map((e: { aluno_nome: string; data_exame: string }) => [e.aluno_nome, e.data_exame]),
    ).toEqual([
      ['Xavante Paciente Ana', '2025-03-15'],
      ['Xavante Paciente Ana', '2025-02-01'],
      ['Xavante Paciente Bia', '2025-01-20'],
    ]);
    const psico = (
      await call('GET', '/alunos/exames/pacientes?filtro=xavante&tipo=psicologico&sort=aluno_nome', admin)
    ).json().dados;
    expect(psico.data.map((e: { aluno_nome: string }) => e.aluno_nome)).toEqual([
      'Xavante Paciente Ana',
      'Xavante Paciente Bia',
    ]);
    const modeloVe = (await call('GET', '/alunos/exames/pacientes?filtro=xavante', modelo)).json().dados;
    expect(modeloVe.total).toBe(0);

    const fixed = await call(
      'PUT',
      `/alunos/${ana.id_aluno}/exames/${medico}`,
      admin,
      exame('medico', '2025-02-02', { resultado: 'inapto', observacoes: 'Refazer' }),
    );
    expect(fixed.json()).toMatchObject({
      mensagem: 'Exame alterado.',
      dados: { resultado: 'inapto', data_exame: '2025-02-02', observacoes: 'Refazer' },
    });
    // An exam is reached only through its own student.
    expect((await call('DELETE', `/alunos/${bia.id_aluno}/exames/${medico}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/alunos/${ana.id_aluno}/exames/${medico}`, modelo)).statusCode).toBe(404);
    const removed = await call('DELETE', `/alunos/${ana.id_aluno}/exames/${medico}`, admin);
    expect(removed.json()).toEqual({ success: true, mensagem: 'Exame excluído.' });
    expect((await call('DELETE', `/alunos/${ana.id_aluno}/exames/${medico}`, admin)).json().mensagem).toBe(
      'Exame não encontrado.',
    );

    const wrong = await call('POST', `/alunos/${ana.id_aluno}/exames`, admin, {
      tipo: 'raio-x',
      resultado: 'apto',
      data_exame: '1899-12-31',
    });
    expect(wrong.json().errors).toEqual({
      tipo: ['Tipo de exame inválido.'],
      data_exame: ['A data deve estar entre 01/01/1900 e 31/12/9999.'],
    });
    expect(
      (await call('POST', '/alunos/999999999/exames', admin, exame('medico', '2025-01-01'))).statusCode,
    ).toBe(404);
    expect((await auditOf(platform, ana.id_aluno)).map((row) => row.acao)).toEqual([
      'aluno_criado',
      'aluno_exame',
      'aluno_exame',
      'aluno_exame_alterado',
      'aluno_exame_excluido',
    ]);
  });

  it('keeps the reference photo of a student: upload, download, replace and remove', async () => {
    const { id_aluno: id } = await create(alunoCompleto('Xavante Fotografado'));
    const none = await call('GET', `/alunos/${id}/foto`, admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().mensagem).toBe('Aluno sem foto.');

    const upload = multipart(PNG);
    const sent = await platform.app.inject({
      method: 'PUT',
      url: `/api/v1/alunos/${id}/foto`,
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      mensagem: 'Foto do aluno salva.',
      dados: { id_aluno: id, tem_foto: true },
    });
    expect(sent.json().dados).not.toHaveProperty('foto');

    const photo = await call('GET', `/alunos/${id}/foto`, admin);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', `/alunos/${id}/foto`, modelo)).statusCode).toBe(404);

    const [row] = await platform.database.db
      .selectFrom('alunos')
      .select(['foto', 'autoescola_id'])
      .where('id', '=', id)
      .execute();
    expect(row?.foto).toBe(`alunos/${row?.autoescola_id}/${id}/foto`);
    const stored = async () =>
      (await platform.app.storage.get(row?.foto ?? ''))?.content.equals(PNG) ?? false;
    expect(await stored()).toBe(true);

    const text = multipart(Buffer.from('não sou imagem'), 'nota.txt', 'text/plain');
    const refused = await platform.app.inject({
      method: 'PUT',
      url: `/api/v1/alunos/${id}/foto`,
      headers: { ...admin.headers, ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ arquivo: ['Envie uma imagem JPG, PNG ou WEBP de até 5 MB.'] });
    expect((await call('PUT', `/alunos/${id}/foto`, admin, { arquivo: 'x' })).statusCode).toBe(422);

    const removed = await call('DELETE', `/alunos/${id}/foto`, admin);
    expect(removed.json()).toEqual({ success: true, mensagem: 'Foto do aluno removida.' });
    expect(await stored()).toBe(false);
    expect((await call('GET', `/alunos/${id}`, admin)).json().dados.tem_foto).toBe(false);
    expect((await call('DELETE', `/alunos/${id}/foto`, admin)).statusCode).toBe(404);
    expect((await auditOf(platform, id)).map((audit) => audit.acao)).toEqual([
      'aluno_criado',
      'aluno_foto',
      'aluno_foto_removida',
    ]);

    // Deleting the student takes its photo file along.
    await platform.app.inject({
      method: 'PUT',
      url: `/api/v1/alunos/${id}/foto`,
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(await stored()).toBe(true);
    expect((await call('DELETE', `/alunos/${id}`, admin)).statusCode).toBe(200);
    expect(await stored()).toBe(false);
  });

  it('exports the list as PDF, xlsx and CSV; without /true only the active students', async () => {
    const ativo = await create(alunoCompleto('Yolanda Exportada Ativa', { telefone: '98988887777' }));
    const suspenso = await create(
      alunoCompleto('Yolanda Exportada Suspensa', { renach: null, telefone: null }),
    );
    await call('PATCH', `/alunos/${suspenso.id_aluno}/situacao`, admin, { situacao: 'suspenso' });

    const pdf = await call('GET', '/alunos/pdf/-/yolanda', admin);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ success: true, arquivo: 'alunos.pdf', formato: 'pdf' });
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');

    const xlsx = await call('GET', '/alunos/xlsx/autoescolademo/yolanda/true', admin);
    expect(xlsx.json()).toMatchObject({ arquivo: 'alunos.xlsx', formato: 'xlsx' });
    expect(Buffer.from(xlsx.json().dados, 'base64').subarray(0, 2).toString()).toBe('PK');

    const csv = async (url: string) => {
      const reply = await call('GET', url, admin);
      expect(reply.json()).toMatchObject({ arquivo: 'alunos.csv', formato: 'csv' });
      return reply.json().dados as string;
    };
    const ativos = await csv('/alunos/xlsx/-/yolanda?formato=csv');
    expect(ativos.startsWith('\uFEFF')).toBe(true);
    const cpf = ativo.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(ativos.slice(1).trim().split(/\r?\n/)).toEqual([
      'Nome;CPF;RENACH;Telefone;Situação;Cadastrado em',
      `Yolanda Exportada Ativa;${cpf};MA123456789;(98) 98888-7777;Ativo;${hoje}`,
    ]);
    const todos = await csv('/alunos/xlsx/-/yolanda/true?formato=csv');
    expect(todos).toContain('Yolanda Exportada Suspensa;');
    expect(todos).toContain(';-;-;Suspenso;');

    expect((await call('GET', '/alunos/pdf/autoescolademo/-', modelo)).statusCode).toBe(403);
    const deModelo = await call('GET', '/alunos/xlsx/-/yolanda/true?formato=csv', modelo);
    expect(deModelo.json().dados).not.toContain('Yolanda');
    const aluna = await sessionFor(platform, '529.982.247-25');
    expect((await call('GET', '/alunos/pdf/-/-', aluna)).statusCode).toBe(403);
  });

  it('deletes a student nothing refers to, and says to change the situation otherwise', async () => {
    const { id_aluno: id } = await create(alunoCompleto('Quixote Excluído'));
    await call('POST', `/alunos/${id}/exames`, admin, {
      tipo: 'medico',
      resultado: 'apto',
      data_exame: '2025-01-10',
    });
    const deleted = await call('DELETE', `/alunos/${id}`, admin);
    expect(deleted.json()).toEqual({ success: true, mensagem: 'Aluno excluído.' });
    expect((await call('GET', `/alunos/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/alunos/${id}`, admin)).json()).toMatchObject({
      mensagem: 'Aluno não encontrado.',
    });
    expect((await auditOf(platform, id)).map((row) => row.acao)).toEqual([
      'aluno_criado',
      'aluno_exame',
      'aluno_excluido',
    ]);

    // A stand-in for the lessons to come: a table that refers to students without cascading.
    const { id_aluno: kept } = await create(alunoCompleto('Quixote Com Aulas'));
    const db = platform.database.db;
    await sql`create table teste_referencia_aluno (autoescola_id bigint not null, aluno_id bigint not null,
      foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id))`.execute(db);
    try {
      await sql`insert into teste_referencia_aluno select autoescola_id, id from alunos where id = ${kept}`.execute(
        db,
      );
      const refused = await call('DELETE', `/alunos/${kept}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().mensagem).toBe(
        'Não é possível excluir: há aulas ou outros registros ligados a este aluno. Altere a situação do aluno em vez de excluí-lo.',
      );
      expect((await call('GET', `/alunos/${kept}`, admin)).statusCode).toBe(200);
      expect((await auditOf(platform, kept)).map((row) => row.acao)).toEqual(['aluno_criado']);
    } finally {
      await sql`drop table teste_referencia_aluno`.execute(db);
    }
  });
});
