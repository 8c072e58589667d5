import type { EvidenciaAula } from '@cfc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolSuite } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import type { Session } from '../../test/platform.ts';
import { PNG } from '../alunos/alunos.fixtures.ts';
import { pdfText } from './pdf-text.fixtures.ts';

const engines = await testEngines();

const BOUNDARY = '----cfcEvidenciasBoundary';

/** A multipart body: text fields first, then the file in `arquivo`. */
function form(fields: Record<string, string>, file?: { nome: string; tipo: string; content: Buffer }) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.nome}"\r\nContent-Type: ${file.tipo}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The session without its CFC header: the call reaches every school the user may see, as the web sends it. */
const everywhere = (session: Session): Session => {
  const { cfc: _, ...headers } = session.headers;
  return { ...session, headers };
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1');

describe.each(engines)("a practical lesson's evidence and its contestation report on $name", (engine) => {
  const suite = demoSchoolSuite(engine, {
    monitor: 'monitor@demo.cfc',
    comercial: 'comercial@demo.cfc',
    detran: 'detran@demo.cfc',
    suporte: 'suporte@demo.cfc',
    modelo: 'admin@modelo.cfc',
  });
  const t = suite;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    session: Session,
    payload?: object,
    headers?: Record<string, string>,
  ) => suite.call(method, url, everywhere(session), payload, headers);
  let dada: number;
  let contingencia: number;

  beforeAll(async () => {
    const { db } = t.platform.database;
    const rows = await db
      .selectFrom('aulas_praticas')
      .select(['id', 'contingencia'])
      .where('autoescola_id', '=', t.demo.id)
      .where('status', '=', 'realizada')
      .orderBy('id')
      .execute();
    dada = rows.find((row) => !row.contingencia)?.id ?? 0;
    contingencia = rows.find((row) => row.contingencia)?.id ?? 0;
    // An alert the engine would have found, acknowledged then resolved by the school.
    const { id } = await db
      .insertInto('alertas')
      .values({
        autoescola_id: t.demo.id,
        tipo: 'gps_lacuna',
        severidade: 'media',
        aula_id: dada,
        chave: `gps_lacuna:${dada}`,
        descricao: 'Sem posição por 6 minutos.',
        estado: 'resolvido',
        nota: 'Túnel na avenida.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('alerta_historico')
      .values([
        { autoescola_id: t.demo.id, alerta_id: id, de: null, para: 'aberto' },
        {
          autoescola_id: t.demo.id,
          alerta_id: id,
          de: 'aberto',
          para: 'resolvido',
          nota: 'Túnel na avenida.',
        },
      ])
      .execute();
  });

  const evidencia = async (session = t.as.admin, id = dada) => {
    const reply = await call('GET', `/aulas-praticas/${id}/evidencias`, session);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().dados as EvidenciaAula;
  };

  it('gathers the track, photos, odometer, alerts and a timeline in time order', async () => {
    const e = await evidencia();
    expect(e.aula).toMatchObject({
      id_aula_pratica: dada,
      autoescola: 'autoescolademo',
      status: 'realizada',
    });
    expect(e.aula.aluno_cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(e.trajeto.length).toBeGreaterThan(50);
    expect(e.fotos.map((f) => f.momento)).toEqual(['inicio', 'fim']);
    expect(e.hodometro.km).toBe((e.hodometro.fim ?? 0) - (e.hodometro.inicio ?? 0));
    // The demo's loop is as long as the odometer says, within a few percent.
    expect(Math.abs((e.hodometro.km_gps ?? 0) - (e.hodometro.km ?? 0)) / (e.hodometro.km ?? 1)).toBeLessThan(
      0.1,
    );
    expect(e.alertas).toEqual([
      expect.objectContaining({
        tipo: 'gps_lacuna',
        titulo: 'Lacuna no rastreamento GPS',
        estado: 'resolvido',
        historico: [
          expect.objectContaining({ de: null, para: 'aberto' }),
          expect.objectContaining({ de: 'aberto', para: 'resolvido', nota: 'Túnel na avenida.' }),
        ],
      }),
    ]);
    const tipos = e.linha_do_tempo.map((linha) => linha.tipo);
    expect(tipos).toEqual(expect.arrayContaining(['inicio', 'fim', 'foto', 'alerta', 'alerta_tratado']));
    const quando = e.linha_do_tempo.map((linha) => linha.quando);
    expect(quando).toEqual([...quando].sort());

    const foto = await call('GET', `/aulas-praticas/${dada}/evidencias/fotos/inicio`, t.as.detran);
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/jpeg');
  });

  it('lets monitoring, support, commercial and the authority of the state read it; never another school', async () => {
    for (const session of [t.as.monitor, t.as.suporte, t.as.comercial]) {
      expect((await evidencia(session)).aula.aluno_cpf).toMatch(/-\d{2}$/);
    }
    expect((await evidencia(t.as.detran)).aula.aluno_cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\*\*$/);
    const other = await call('GET', `/aulas-praticas/${dada}/evidencias`, t.as.modelo);
    expect(other.statusCode).toBe(404);
    expect(other.json().mensagem).toBe('Aula não encontrada.');
  });

  it('lists given lessons across the schools seen, with the evidence summary and filters', async () => {
    const list = await call('GET', '/monitoramento/aulas-praticas?per_page=100', t.as.monitor);
    const oldest = await call('GET', '/monitoramento/aulas-praticas?sort=inicio&per_page=3', t.as.monitor);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json().dados;
    expect(page.total).toBeGreaterThan(100);
    const row = oldest.json().dados.data.find((r: { id_aula_pratica: number }) => r.id_aula_pratica === dada);
    expect(row).toMatchObject({ autoescola: 'autoescolademo', fotos: 2, alertas_abertos: 0 });
    expect(row.posicoes).toBeGreaterThan(50);
    const inicios = page.data.map((r: { inicio: string }) => r.inicio);
    expect(inicios).toEqual([...inicios].sort().reverse());

    // The alerts' demo evidence (modules/alertas/seed.ts) has open alerts of its own.
    const comAlertas = await call(
      'GET',
      '/monitoramento/aulas-praticas?com_alertas=true&per_page=100',
      t.as.comercial,
    );
    const alertadas: { id_aula_pratica: number }[] = comAlertas.json().dados.data;
    expect(alertadas.map((r) => r.id_aula_pratica)).toContain(dada);
    const emContingencia = await call('GET', '/monitoramento/aulas-praticas?contingencia=true', t.as.admin);
    expect(emContingencia.json().dados.data).toEqual([
      expect.objectContaining({ id_aula_pratica: contingencia, manuais: 1 }),
    ]);
    const escolas = (page: { data: { autoescola: string }[] }) => new Set(page.data.map((r) => r.autoescola));
    const modelo = await call('GET', '/monitoramento/aulas-praticas?autoescola=cfcmodelo', t.as.monitor);
    expect(escolas(modelo.json().dados)).toEqual(new Set(['cfcmodelo']));
    const propria = await call('GET', '/monitoramento/aulas-praticas', t.as.modelo);
    expect(escolas(propria.json().dados)).toEqual(new Set(['cfcmodelo']));
    const outra = await call('GET', '/monitoramento/aulas-praticas?autoescola=cfcmodelo', t.as.detran);
    expect(outra.statusCode).toBe(403);
    const detran = await call('GET', '/monitoramento/aulas-praticas?per_page=1', t.as.detran);
    expect(detran.json().dados.data[0].aluno_cpf).toMatch(/-\*\*$/);
    const bad = await call('GET', '/monitoramento/aulas-praticas?status=voando', t.as.monitor);
    expect(bad.statusCode).toBe(422);
  });

  it('takes manual evidence only for contingency lessons, checked, and never from the authority', async () => {
    const sheet = { nome: 'folha.pdf', tipo: 'application/pdf', content: PDF };
    const upload = form({ descricao: 'Folha de presença assinada' }, sheet);
    const reply = await call(
      'POST',
      `/aulas-praticas/${contingencia}/evidencias/manuais`,
      t.as.admin,
      upload.payload,
      upload.headers,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      mensagem: 'Evidência enviada.',
      dados: { nome: 'folha.pdf', tipo_conteudo: 'application/pdf' },
    });
    const id = reply.json().dados.id_evidencia;
    const file = await call('GET', `/aulas-praticas/${contingencia}/evidencias/manuais/${id}`, t.as.monitor);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await evidencia(t.as.monitor, contingencia)).manuais.map((m) => m.nome)).toContain('folha.pdf');

    const notContingency = await call(
      'POST',
      `/aulas-praticas/${dada}/evidencias/manuais`,
      t.as.admin,
      upload.payload,
      upload.headers,
    );
    expect(notContingency.statusCode).toBe(409);
    expect(notContingency.json().mensagem).toBe('Só aulas dadas em contingência recebem evidências manuais.');
    const text = form(
      { descricao: 'Planilha' },
      { nome: 'a.txt', tipo: 'text/plain', content: Buffer.from('oi') },
    );
    const refused = await call(
      'POST',
      `/aulas-praticas/${contingencia}/evidencias/manuais`,
      t.as.admin,
      text.payload,
      text.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.arquivo).toEqual([
      'Envie um PDF ou uma imagem JPG, PNG ou WEBP de até 10 MB.',
    ]);
    const noText = form({ descricao: ' ' }, { nome: 'f.png', tipo: 'image/png', content: PNG });
    const missing = await call(
      'POST',
      `/aulas-praticas/${contingencia}/evidencias/manuais`,
      t.as.admin,
      noText.payload,
      noText.headers,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.descricao[0]).toMatch(/^Descreva o arquivo/);
    for (const session of [t.as.detran, t.as.comercial]) {
      const denied = await call(
        'POST',
        `/aulas-praticas/${contingencia}/evidencias/manuais`,
        session,
        upload.payload,
        upload.headers,
      );
      expect(denied.statusCode).toBe(403);
    }
  });

  it('prints the content hash on the PDF, stores each generation and tells a copy from a changed file', async () => {
    const url = `/monitoramento/relatorio-contestacao/autoescolademo/${dada}`;
    const screen = await call('GET', url, t.as.monitor);
    expect(screen.statusCode, screen.body).toBe(200);
    const hash = screen.json().dados.hash_conteudo;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // The same evidence gives the same hash; the authority's copy differs (its CPFs are masked).
    expect((await call('GET', url, t.as.monitor)).json().dados.hash_conteudo).toBe(hash);
    const authority = (await call('GET', url, t.as.detran)).json().dados;
    expect(authority.evidencia.aula.aluno_cpf).toMatch(/-\*\*$/);
    expect(authority.hash_conteudo).not.toBe(hash);

    const generated = await call('GET', `${url}/pdf`, t.as.monitor);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json()).toMatchObject({
      hash_conteudo: hash,
      arquivo: `relatorio-contestacao-aula-${dada}.pdf`,
    });
    const pdf = Buffer.from(generated.json().dados, 'base64');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(pdf)).toContain(hash);
    // The track drawn as a picture and the two photos, with no map tile fetched.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(3);

    const copy = form({}, { nome: 'relatorio.pdf', tipo: 'application/pdf', content: pdf });
    const checked = await call(
      'POST',
      '/monitoramento/relatorio-contestacao/verificar',
      t.as.detran,
      copy.payload,
      copy.headers,
    );
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({
      mensagem: 'O arquivo confere com um relatório gerado pela plataforma.',
      dados: {
        confere: true,
        relatorio: { id_aula_pratica: dada, hash_conteudo: hash, gerado_por: 'Marcos Monitoramento' },
      },
    });
    const changed = Buffer.from(pdf);
    changed[changed.length - 20] = (changed[changed.length - 20] ?? 0) ^ 1;
    const forged = form({}, { nome: 'relatorio.pdf', tipo: 'application/pdf', content: changed });
    const refused = await call(
      'POST',
      '/monitoramento/relatorio-contestacao/verificar',
      t.as.monitor,
      forged.payload,
      forged.headers,
    );
    expect(refused.json()).toMatchObject({ dados: { confere: false, relatorio: null } });
    expect(refused.json().mensagem).toMatch(/^Não confere/);

    expect((await call('GET', url, t.as.admin)).statusCode).toBe(403);
    expect((await call('GET', `${url}/pdf`, t.as.comercial)).statusCode).toBe(403);
    const otherState = await call(
      'GET',
      `/monitoramento/relatorio-contestacao/cfcmodelo/${dada}`,
      t.as.detran,
    );
    expect(otherState.statusCode).toBe(403);
    const wrongSchool = await call(
      'GET',
      `/monitoramento/relatorio-contestacao/cfcmodelo/${dada}`,
      t.as.monitor,
    );
    expect(wrongSchool.statusCode).toBe(404);
  });
});
