import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from './server.ts';
import { cadastrosPara, cpf, envio, type SimClient, startTestSimulator } from './test-support.ts';

let sim: StartedSimulator;
let client: SimClient;
beforeEach(async () => {
  ({ sim, client } = await startTestSimulator());
});
afterEach(() => sim.close());

/** `minutes` after 20/11/2026 09:00 in São Paulo (12:00 UTC), as an ISO instant. */
const at = (minutes: number) =>
  new Date(Date.parse('2026-11-20T12:00:00.000Z') + minutes * 60_000).toISOString();

describe("a candidate's lessons", () => {
  it('lists what the authority holds, oldest first, in São Paulo dates and times', async () => {
    const candidato = cpf(1);
    const late = envio({
      cpf: candidato,
      inicio: '2026-11-21T23:10:00.000Z',
      fim: '2026-11-22T00:00:00.000Z',
    });
    const early = envio({ cpf: candidato, inicio: at(0), fim: at(50) });
    const old = envio({
      cpf: candidato,
      inicio: '2026-10-01T11:00:00.000Z',
      fim: '2026-10-01T11:50:00.000Z',
    });
    const rejected = envio({ cpf: candidato, inicio: at(120), fim: at(150) });
    const otherCandidate = envio({ cpf: cpf(2), instrutor: { cpf: cpf(3), nome: 'Ana' } });
    await client.cadastrar(cadastrosPara(late, early, old, rejected, otherCandidate));
    for (const lesson of [late, early, old, rejected, otherCandidate]) await client.send(lesson);
    await client.send(early, 'homologacao');

    expect(await client.aulasDoCandidato(candidato)).toEqual({
      status: 200,
      body: {
        aulas: [
          { dataAula: '2026-10-01', horaInicio: '08:00', horaFim: '08:50', status: 'Em análise' },
          { dataAula: '2026-11-20', horaInicio: '09:00', horaFim: '09:50', status: 'Aceito' },
          { dataAula: '2026-11-21', horaInicio: '20:10', horaFim: '21:00', status: 'Aceito' },
        ],
      },
    });
    expect((await client.aulasDoCandidato(candidato, 'homologacao')).body.aulas).toHaveLength(1);
    expect(await client.aulasDoCandidato(cpf(99))).toEqual({ status: 200, body: { aulas: [] } });
    expect((await client.aulasDoCandidato('123')).status).toBe(400);
  });

  it('refuses a lesson at a time the candidate already has one', async () => {
    const first = envio({ inicio: at(0), fim: at(50) });
    const overlapping = envio({ inicio: at(30), fim: at(80), instrutor: { cpf: cpf(7), nome: 'Outro' } });
    await client.cadastrar(cadastrosPara(first, overlapping));
    expect((await client.send(first)).body.status).toBe('Aceito');
    expect((await client.send(overlapping)).body).toMatchObject({
      status: 'Já existe aula neste horário',
      codigo: 'AULA_EXISTENTE_NO_HORARIO',
    });
  });

  it('holds a candidate of a process under CONTRAN 789/2020 to three lessons a day', async () => {
    const lessons = [0, 50, 150, 200].map((start) => envio({ inicio: at(start), fim: at(start + 50) }));
    const cadastros = cadastrosPara(...lessons);
    const { aula } = lessons[0] ?? envio();
    await client.cadastrar({ ...cadastros, processos: [{ ...aula, data_abertura: '2025-06-01' }] });
    const replies = [];
    for (const lesson of lessons) replies.push((await client.send(lesson)).body.status);
    expect(replies).toEqual([
      'Aceito',
      'Aceito',
      'Aceito',
      'Candidato não pode realizar mais de 3 horas-aula práticas por dia',
    ]);
  });
});

describe("an instructor's lessons with other candidates", () => {
  const instrutor = { cpf: cpf(500), nome: 'Carlos Lima' };

  it('stop at the daily limit of the state profile', async () => {
    // Thirteen candidates one after the other with the same instructor on the same day.
    const lessons = Array.from({ length: 13 }, (_, n) =>
      envio({ cpf: cpf(n), instrutor, inicio: at(n * 50), fim: at(n * 50 + 50) }),
    );
    await client.cadastrar(cadastrosPara(...lessons));
    const statuses = [];
    for (const lesson of lessons) statuses.push((await client.send(lesson)).body.status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill('Aceito'));
    expect(statuses[12]).toBe('Instrutor não pode ministrar mais de 12 horas-aula diárias');

    // Homologação keeps its own history: the same day is free there.
    const last = lessons[12] ?? envio();
    expect((await client.send(last, 'homologacao')).body.status).toBe('Aceito');
  });

  it('may not overlap, except for two motorcycle candidates at once', async () => {
    const car = envio({ cpf: cpf(1), instrutor, inicio: at(0), fim: at(50) });
    const carAtTheSameTime = envio({ cpf: cpf(2), instrutor, inicio: at(10), fim: at(60) });
    await client.send(car, 'homologacao');
    expect((await client.send(carAtTheSameTime, 'homologacao')).body).toMatchObject({
      status: 'Instrutor já possui aula neste horário',
      codigo: 'INSTRUTOR_HORARIO_OCUPADO',
    });

    const moto = (n: number) =>
      envio({ cpf: cpf(10 + n), categoria: 'A', instrutor, inicio: at(200), fim: at(250) });
    expect((await client.send(moto(1), 'homologacao')).body.status).toBe('Aceito');
    expect((await client.send(moto(2), 'homologacao')).body.status).toBe('Aceito');
    expect((await client.send(moto(3), 'homologacao')).body).toMatchObject({
      status: 'Instrutor só pode ministrar aula para 2 alunos ao mesmo tempo',
      codigo: 'INSTRUTOR_LIMITE_SIMULTANEO',
    });
  });

  it('do not count a rejected lesson', async () => {
    const tooShort = envio({ cpf: cpf(1), instrutor, inicio: at(0), fim: at(30) });
    const sameTime = envio({ cpf: cpf(2), instrutor, inicio: at(0), fim: at(50) });
    expect((await client.send(tooShort, 'homologacao')).status).toBe(422);
    expect((await client.send(sameTime, 'homologacao')).body.status).toBe('Aceito');
  });
});
