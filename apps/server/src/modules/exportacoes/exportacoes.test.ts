import type { ExportJob } from '@cfc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines.ts';
import { sheetRows } from '../../test/planilha.ts';
import {
  apiCaller,
  type Session,
  sessionFor,
  startTestPlatform,
  type TestPlatform,
} from '../../test/platform.ts';

const engines = await testEngines();

describe.each(engines)('export jobs on $name', (engine) => {
  let platform: TestPlatform;
  const call = apiCaller(() => platform);
  let admin: Session;
  let modelo: Session;

  beforeAll(async () => {
    // Any export of more than 2 rows goes through the job.
    platform = await startTestPlatform(engine, { jobs: true, env: { EXPORT_JOB_ROWS: '2' } });
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  }, 120_000);

  afterAll(() => platform?.stop());

  /** Reads the job until it ends, keeping each progress it showed. */
  async function finished(id: number): Promise<{ job: ExportJob; seen: number[] }> {
    const seen: number[] = [];
    for (let attempt = 0; attempt < 300; attempt++) {
      const reply = await call('GET', `/exportacoes/${id}`, admin);
      expect(reply.statusCode, reply.body).toBe(200);
      const job = reply.json().dados as ExportJob;
      seen.push(job.progresso);
      if (job.status === 'concluida' || job.status === 'falhou') return { job, seen };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('a exportação não terminou');
  }

  it('builds a large spreadsheet in a job with progress and offers it in a notification', async () => {
    const reply = await call('GET', '/alunos/xlsx/-/-/true', admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const { job, dados } = reply.json();
    expect(dados).toBe('');
    expect(job).toMatchObject({ status: 'pendente', formato: 'xlsx', arquivo: 'alunos.xlsx', progresso: 0 });
    expect(job.linhas).toBeGreaterThan(2);

    // Only the user who asked reads it.
    expect((await call('GET', `/exportacoes/${job.id}`, modelo)).statusCode).toBe(404);
    expect((await call('GET', `/exportacoes/${job.id}/arquivo`, modelo)).statusCode).toBe(404);

    const { job: done, seen } = await finished(job.id);
    expect(done).toMatchObject({ status: 'concluida', progresso: 100, erro: null });
    expect(seen.every((value, index) => index === 0 || value >= (seen[index - 1] ?? 0))).toBe(true);

    const file = await call('GET', `/exportacoes/${job.id}/arquivo`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('alunos.xlsx');
    const rows = await sheetRows(file.rawPayload.toString('base64'));
    expect(rows).toHaveLength(job.linhas + 1);

    const notificacoes = (await call('GET', '/notificacoes', admin)).json().dados.data as {
      id: number;
      title: string;
      anexos: { url: string; mimetype: string }[];
    }[];
    const aviso = notificacoes.find((n) => n.id === done.notificacao_id);
    expect(aviso?.title).toBe('Exportação pronta: Alunos');
    const anexo = aviso?.anexos[0];
    expect(anexo?.mimetype).toContain('spreadsheetml');
    const viaAviso = await platform.app.inject({
      method: 'GET',
      url: anexo?.url ?? '',
      headers: admin.headers,
    });
    expect(viaAviso.rawPayload.equals(file.rawPayload)).toBe(true);
    // The notice went to the one who asked only.
    const deles = (await call('GET', '/notificacoes', modelo)).json().dados.data as { id: number }[];
    expect(deles.map((n) => n.id)).not.toContain(done.notificacao_id);
  }, 60_000);

  it('builds a large PDF in a job too; a CSV and a small export answer at once', async () => {
    const pdf = (await call('GET', '/alunos/pdf/-/-/true', admin)).json();
    const { job } = await finished(pdf.job.id);
    expect(job.status).toBe('concluida');
    const file = await call('GET', `/exportacoes/${job.id}/arquivo`, admin);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const csv = (await call('GET', '/alunos/xlsx/-/-/true?formato=csv', admin)).json();
    expect(csv.job).toBeUndefined();
    expect(csv.dados).toContain('Nome');
    const one = await call('GET', '/salas/pdf/-/nenhuma-sala-assim', admin);
    expect(one.json().job).toBeUndefined();
    expect(one.json().dados).not.toBe('');
  }, 60_000);
});
