import { addMonths, todayInSaoPaulo } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from '../processos/processos.fixtures.ts';

const engines = await testEngines();

const AULAS = '/relatorios/aulas-por-aluno';
const ALUNOS = '/relatorios/alunos-por-periodo';
/** A past month no demo record reaches: its booked lessons were missed. */
const MAIO = 'de=2019-05-01&ate=2019-05-31';
/** A month far ahead: its booked lessons are still to come. */
const ABRIL = 'de=2031-04-01&ate=2031-04-30';

type Numeros = Record<string, number>;
/** Each numeric column summed over the rows. */
const somas = (rows: Numeros[], campos: string[]) =>
  Object.fromEntries(
    campos.map((campo) => [campo, rows.reduce((total, row) => total + (row[campo] ?? 0), 0)]),
  );

describe.each(engines)('relatórios de alunos on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const { call, novoAluno, abrirProcesso, aulas } = fixtures(() => platform);
  let carla: { id_processo: number };
  let davi: { id_processo: number };

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');

    carla = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Xaviera Período Carla'),
      aberto_em: '2019-05-03',
    });
    davi = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Xaviera Período Davi'),
      aberto_em: '2019-05-20',
      categoria: 'A',
    });
    await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Xaviera Período Eva'),
      aberto_em: '2019-06-02',
    });
    await aulas(carla, 'autoescolademo', [
      { inicio: '2019-05-06T10:00', status: 'realizada', horas: 2, iniciadaEm: '2019-05-06T10:00' },
      { inicio: '2019-05-07T10:00', status: 'realizada', iniciadaEm: '2019-05-07T10:00' },
      { inicio: '2019-05-08T10:00', status: 'agendada' },
      { inicio: '2019-05-09T10:00', status: 'cancelada' },
      { inicio: '2031-04-02T10:00', status: 'agendada', horas: 2 },
    ]);
    await aulas(davi, 'autoescolademo', [
      { inicio: '2019-05-21T08:00', status: 'agendada' },
      { inicio: '2019-05-22T08:00', status: 'cancelada' },
      { inicio: '2031-04-03T08:00', status: 'em_andamento' },
    ]);
    // Davi reached the exam: his stage is apto.
    await platform.database.db
      .updateTable('processos')
      .set({ apto_desde: new Date('2019-05-30T12:00:00Z') })
      .where('id', '=', davi.id_processo)
      .execute();

    const outra = await abrirProcesso(modelo, {
      aluno_id: await novoAluno(modelo, 'Xaviera Período Modelo'),
      aberto_em: '2019-05-10',
    });
    await aulas(outra, 'cfcmodelo', [
      { inicio: '2019-05-11T10:00', status: 'realizada', iniciadaEm: '2019-05-11T10:00' },
      { inicio: '2019-05-12T10:00', status: 'agendada' },
    ]);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  describe('aulas por aluno', () => {
    const CAMPOS = ['realizadas', 'agendadas', 'canceladas', 'faltas', 'horas_realizadas', 'horas_agendadas'];

    it("counts each student's lessons by outcome, missed ones apart, with totals equal to the rows' sum", async () => {
      const reply = await call('GET', `${AULAS}?${MAIO}`, admin);
      expect(reply.statusCode, reply.body).toBe(200);
      const { dados } = reply.json();
      expect(dados.periodo).toEqual({ de: '2019-05-01', ate: '2019-05-31' });
      expect(dados.data).toMatchObject([
        {
          id_processo: carla.id_processo,
          aluno_nome: 'Xaviera Período Carla',
          categoria: 'B',
          realizadas: 2,
          agendadas: 0,
          canceladas: 1,
          faltas: 1,
          horas_realizadas: 3,
          horas_agendadas: 0,
        },
        { id_processo: davi.id_processo, categoria: 'A', realizadas: 0, canceladas: 1, faltas: 1 },
      ]);
      // The other school's student is not in the demo school's report.
      expect(dados.totais).toEqual({ alunos: 2, ...somas(dados.data, CAMPOS) });
      expect(dados.totais).toMatchObject({ realizadas: 2, canceladas: 2, faltas: 2, horas_realizadas: 3 });

      const futuro = (await call('GET', `${AULAS}?${ABRIL}&filtro=xaviera`, admin)).json().dados;
      expect(futuro.totais).toEqual({
        alunos: 2,
        realizadas: 0,
        agendadas: 2,
        canceladas: 0,
        faltas: 0,
        horas_realizadas: 0,
        horas_agendadas: 3,
      });

      const outra = (await call('GET', `${AULAS}?${MAIO}`, modelo)).json().dados;
      expect(outra.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Xaviera Período Modelo',
      ]);
      expect(outra.totais).toMatchObject({ alunos: 1, realizadas: 1, faltas: 1 });
    });

    it('filters by category and student, pages and sorts; the totals stay those of every row', async () => {
      const categoria = (await call('GET', `${AULAS}?${MAIO}&categoria=A`, admin)).json().dados;
      expect(categoria.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Xaviera Período Davi',
      ]);
      const pagina = (await call('GET', `${AULAS}?${MAIO}&per_page=1&page=1&sort=-realizadas`, admin)).json()
        .dados;
      expect(pagina).toMatchObject({ total: 2, last_page: 2 });
      expect(pagina.data[0].aluno_nome).toBe('Xaviera Período Carla');
      expect(pagina.totais.alunos).toBe(2);
      const invalido = await call('GET', `${AULAS}?de=2019-05-10&ate=2019-05-01`, admin);
      expect(invalido.statusCode).toBe(422);
      expect(invalido.json().errors.ate).toEqual(['A data final deve ser igual ou posterior à inicial.']);
      expect((await call('GET', `${AULAS}?categoria=Z`, admin)).json().errors.categoria).toEqual([
        'Categoria inválida.',
      ]);
    });

    it('exports the rows and the totals as PDF, xlsx and CSV', async () => {
      const pdf = await call('GET', `${AULAS}/pdf/-/-?${MAIO}`, admin);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.json().arquivo).toBe('relatorio-aulas-por-aluno.pdf');
      expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
      const xlsx = await call('GET', `${AULAS}/xlsx/-/-?${MAIO}`, admin);
      expect(Buffer.from(xlsx.json().dados, 'base64').subarray(0, 2).toString()).toBe('PK');
      const csv = await call('GET', `${AULAS}/xlsx/-/carla?${MAIO}&formato=csv`, admin);
      const lines = csv
        .json()
        .dados.replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        'Aluno;CPF;RENACH;Cat.;Realizadas;Agendadas;Canceladas;Faltas;H/A realizadas;H/A agendadas',
      );
      expect(lines[1]).toMatch(/^Xaviera Período Carla;.*;B;2;0;1;1;3;0$/);
      expect(lines[2]).toBe('Total;1 aluno(s);;;2;0;1;1;3;0');
    });
  });

  describe('lista de alunos por período', () => {
    it('lists the processes opened in the period with their stage, counted by stage', async () => {
      const reply = await call('GET', `${ALUNOS}?${MAIO}`, admin);
      expect(reply.statusCode, reply.body).toBe(200);
      const { dados } = reply.json();
      expect(dados.data).toMatchObject([
        {
          id_processo: carla.id_processo,
          aluno_nome: 'Xaviera Período Carla',
          aberto_em: '2019-05-03',
          status: 'aberto',
          etapa: 'em_formacao',
          horas_realizadas: 3,
        },
        { id_processo: davi.id_processo, aberto_em: '2019-05-20', etapa: 'apto', categoria: 'A' },
      ]);
      expect(dados.totais.processos).toBe(dados.data.length);
      const porEtapa = Object.values(dados.totais.etapas as Numeros).reduce((a, b) => a + b, 0);
      expect(porEtapa).toBe(dados.totais.processos);
      expect(dados.totais.etapas).toMatchObject({ em_formacao: 1, apto: 1, sem_aulas: 0 });

      const junho = (await call('GET', `${ALUNOS}?de=2019-06-01&ate=2019-06-30`, admin)).json().dados;
      expect(junho.data).toMatchObject([{ aluno_nome: 'Xaviera Período Eva', etapa: 'sem_aulas' }]);
      const outra = (await call('GET', `${ALUNOS}?${MAIO}`, modelo)).json().dados;
      expect(outra.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Xaviera Período Modelo',
      ]);
    });

    it('answers the current month and the two before it by default', async () => {
      const { periodo } = (await call('GET', ALUNOS, admin)).json().dados;
      const today = todayInSaoPaulo();
      expect(periodo.de).toBe(`${addMonths(today, -2).slice(0, 8)}01`);
      expect(periodo.ate.slice(0, 7)).toBe(today.slice(0, 7));
    });

    it('filters by stage and exports', async () => {
      const aptos = (await call('GET', `${ALUNOS}?${MAIO}&etapa=apto`, admin)).json().dados;
      expect(aptos.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Xaviera Período Davi',
      ]);
      expect(aptos.totais).toMatchObject({ processos: 1, etapas: { apto: 1, em_formacao: 0 } });
      expect((await call('GET', `${ALUNOS}?etapa=nenhuma`, admin)).statusCode).toBe(422);

      const csv = await call('GET', `${ALUNOS}/xlsx/-/-?${MAIO}&formato=csv`, admin);
      expect(csv.statusCode, csv.body).toBe(200);
      const lines = csv
        .json()
        .dados.replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('Aberto em;Aluno;CPF;Telefone;RENACH;Cat.;Tipo;H/A;Etapa');
      expect(lines[1]).toMatch(/^03\/05\/2019;Xaviera Período Carla;.*;B;1ª habilitação;3\/\d+;Em formação$/);
      expect(lines.at(-1)).toBe('Total;2 aluno(s);;;;;;;');
      const pdf = await call('GET', `${ALUNOS}/pdf/-/-?${MAIO}`, admin);
      expect(pdf.json().arquivo).toBe('relatorio-alunos-por-periodo.pdf');
    });
  });
});
