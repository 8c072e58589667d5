import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { type DemoSchool, demoSchool } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { multipart, PNG } from '../alunos/alunos.fixtures.ts';
import { DIA, turmasFixtures } from './turmas.fixtures.ts';

const engines = await testEngines();

describe.each(engines)('theory classes on $name', (engine) => {
  let platform: Platform;
  let school: DemoSchool;
  let admin: Session;
  let modelo: Session;
  let instrutor: Session;
  let aluna: Session;
  const fx = turmasFixtures(
    () => platform,
    () => school,
  );
  const { call } = fx;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    school = await demoSchool(platform, 'autoescolademo');
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    instrutor = await sessionFor(platform, '111.444.777-35');
    aluna = await sessionFor(platform, '529.982.247-25');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('gives the courses of each regime with subjects, minimums and norms', async () => {
    const reply = await call('GET', '/turmas/cursos', admin);
    expect(reply.statusCode).toBe(200);
    const [r789, r1020] = reply.json().dados;
    expect(r789.regime).toBe('CONTRAN_789_2020');
    const primeira = r789.cursos.find((curso: { id: string }) => curso.id === 'primeira_habilitacao');
    expect(primeira).toMatchObject({
      carga_minima: 45,
      tem_aulas: true,
      modalidades: ['presencial', 'remota_ao_vivo'],
    });
    expect(primeira.disciplinas[0]).toEqual({
      disciplina: 'legislacao',
      nome: 'Legislação de trânsito',
      horas_aula: 18,
    });
    expect(
      r1020.cursos.find((curso: { id: string }) => curso.id === 'primeira_habilitacao').carga_minima,
    ).toBe(0);
  });

  it('registers a class with instructors per subject, lists, edits and deletes it', async () => {
    const salaId = await fx.sala(admin, 25);
    const body = {
      nome: 'Turma Manhã',
      curso: 'primeira_habilitacao',
      sala_id: salaId,
      data_inicio: DIA,
      data_fim: addDays(DIA, 30),
      instrutores: [{ disciplina: 'legislacao', instrutor_id: fx.instrutor(1) }],
    };
    const created = await call('POST', '/turmas', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      mensagem: 'Turma cadastrada.',
      dados: {
        nome: 'Turma Manhã',
        curso_nome: 'Curso teórico-técnico (primeira habilitação)',
        capacidade: 25,
        vagas: 25,
        matriculados: 0,
        status: 'planejada',
        instrutores: [{ disciplina: 'legislacao', disciplina_nome: 'Legislação de trânsito' }],
      },
    });
    const id = created.json().dados.id_turma;
    const list = await call('GET', '/turmas?filtro=manha&status=planejada', admin);
    expect(list.json().dados).toMatchObject({ total: 1, data: [{ id_turma: id }] });

    const edited = await call('PUT', `/turmas/${id}`, admin, {
      ...body,
      status: 'cancelada',
      instrutores: [],
    });
    expect(edited.json()).toMatchObject({
      mensagem: 'Turma alterada.',
      dados: { status: 'cancelada', instrutores: [] },
    });
    expect(
      (
        await call('POST', `/turmas/${id}/aulas`, admin, {
          disciplina: 'legislacao',
          instrutor_id: fx.instrutor(1),
          data: DIA,
          hora_inicio: '08:00',
          hora_fim: '09:40',
        })
      ).json(),
    ).toMatchObject({ mensagem: 'A turma está concluída ou cancelada.' });

    const duplicate = await call('POST', '/turmas', admin, body);
    expect(duplicate.json().errors).toEqual({
      nome: ['Já existe uma turma com este nome nesta autoescola.'],
    });

    expect((await call('DELETE', `/turmas/${id}`, admin)).json()).toEqual({
      success: true,
      mensagem: 'Turma excluída.',
    });
    expect((await call('GET', `/turmas/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a class that does not fit, with Portuguese field messages and the norm of the rule', async () => {
    const bad = await call('POST', '/turmas', admin, {
      nome: '',
      curso: 'adicao_mudanca',
      sala_id: 0,
      data_inicio: DIA,
      data_fim: addDays(DIA, -1),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      nome: ['Informe o nome da turma.'],
      curso: ['Escolha um curso teórico.'],
      sala_id: ['Selecione a sala.'],
    });
    const periodo = await call('POST', '/turmas', admin, {
      nome: 'Período Invertido',
      curso: 'primeira_habilitacao',
      sala_id: await fx.sala(admin),
      data_inicio: DIA,
      data_fim: addDays(DIA, -1),
    });
    expect(periodo.json().errors).toEqual({ data_fim: ['O fim do período não pode ser antes do início.'] });
    const fora = await call('POST', '/turmas', admin, {
      nome: 'Disciplina Alheia',
      curso: 'primeira_habilitacao',
      sala_id: await fx.sala(admin),
      data_inicio: DIA,
      data_fim: DIA,
      instrutores: [{ disciplina: 'relacionamento_interpessoal', instrutor_id: fx.instrutor(1) }],
    });
    expect(fora.json().errors).toEqual({
      instrutores: [
        'A disciplina não faz parte do curso da turma — Resolução CONTRAN nº 789/2020, Anexo II, Curso Teórico-Técnico (conteúdo do curso)',
      ],
    });
  });

  it('schedules sessions within the class period, the subject, the state limit per day, and no instructor or room twice', async () => {
    const turma = await fx.turma(admin);
    const primeira = await fx.aula(admin, turma.id_turma);
    const detalhe = await call('GET', `/aulas-teoricas/${primeira.id_aula_teorica}`, admin);
    expect(detalhe.json().dados).toMatchObject({
      data: DIA,
      hora_inicio: '19:00',
      hora_fim: '20:40',
      horas_aula: 2,
      status: 'agendada',
      disciplina_nome: 'Legislação de trânsito',
      tolerancia_minutos: 15,
      pode_conduzir: true,
    });
    const refuse = (body: Record<string, unknown>) =>
      call('POST', `/turmas/${turma.id_turma}/aulas`, admin, {
        disciplina: 'legislacao',
        instrutor_id: fx.instrutor(1),
        data: DIA,
        hora_inicio: '08:00',
        hora_fim: '09:40',
        ...body,
      });
    expect((await refuse({ data: addDays(DIA, 11) })).json().errors).toEqual({
      data: [
        `A aula teórica deve estar dentro do período da turma (${addDays(DIA, -10).split('-').reverse().join('/')} a ${addDays(DIA, 10).split('-').reverse().join('/')}) — Resolução CONTRAN nº 789/2020, Anexo II, Curso Teórico-Técnico (período do curso)`,
      ],
    });
    expect((await refuse({ instrutor_id: fx.instrutor(2) })).json().errors).toEqual({
      instrutor_id: ['O instrutor não leciona esta disciplina nesta turma.'],
    });
    expect((await refuse({ hora_fim: '08:30' })).json().errors).toEqual({
      hora_fim: [
        'A aula teórica deve durar ao menos uma hora-aula (50 minutos) — Resolução CONTRAN nº 789/2020, Anexo II, Curso Teórico-Técnico (hora-aula de 50 minutos)',
      ],
    });
    expect((await refuse({ hora_fim: '07:00' })).json().errors).toEqual({
      hora_fim: ['O fim da aula deve ser depois do início.'],
    });
    expect(
      (await refuse({ disciplina: 'relacionamento_interpessoal' })).json().errors.disciplina,
    ).toHaveLength(1);
    // 2 h/a at 19:00 and 4 more make 6, beyond the state's 5 a day.
    expect((await refuse({ hora_inicio: '13:00', hora_fim: '16:20' })).json().errors).toEqual({
      data: [
        'A turma não pode ter mais de 5 horas-aula teóricas no mesmo dia — Norma do DETRAN do estado, perfil estadual: horas-aula teóricas por dia',
      ],
    });
    expect((await refuse({ hora_inicio: '13:00', hora_fim: '15:30' })).statusCode).toBe(201);

    // The same instructor in another class at the same time; another class in the same room.
    const outra = await fx.turma(admin);
    const instrutorOcupado = await call('POST', `/turmas/${outra.id_turma}/aulas`, admin, {
      disciplina: 'legislacao',
      instrutor_id: fx.instrutor(1),
      data: DIA,
      hora_inicio: '19:30',
      hora_fim: '20:20',
    });
    expect(instrutorOcupado.json().errors).toEqual({
      instrutor_id: ['O instrutor já tem aula teórica neste horário.'],
    });
    const mesmaSala = await fx.turma(admin, { sala_id: turma.id_sala });
    const salaOcupada = await call('POST', `/turmas/${mesmaSala.id_turma}/aulas`, admin, {
      disciplina: 'direcao_defensiva',
      instrutor_id: fx.instrutor(2),
      data: DIA,
      hora_inicio: '20:00',
      hora_fim: '20:50',
    });
    expect(salaOcupada.json().errors).toEqual({ hora_inicio: ['A sala já está ocupada neste horário.'] });

    const moved = await call('PUT', `/aulas-teoricas/${primeira.id_aula_teorica}`, admin, {
      disciplina: 'direcao_defensiva',
      instrutor_id: fx.instrutor(2),
      data: addDays(DIA, 1),
      hora_inicio: '19:00',
      hora_fim: '19:50',
    });
    expect(moved.json()).toMatchObject({
      mensagem: 'Aula teórica alterada.',
      dados: { horas_aula: 1, data: addDays(DIA, 1) },
    });
    const calendario = await call(
      'GET',
      `/aulas-teoricas?de=${DIA}&ate=${addDays(DIA, 1)}&id_turma=${turma.id_turma}`,
      admin,
    );
    expect(calendario.json().dados.map((aula: { hora_inicio: string }) => aula.hora_inicio)).toEqual([
      '13:00',
      '19:00',
    ]);
    expect(
      (await call('GET', `/aulas-teoricas?de=${DIA}&ate=${addDays(DIA, 90)}`, admin)).json().errors,
    ).toEqual({
      ate: ['Escolha um período de até 62 dias.'],
    });
    expect((await call('DELETE', `/aulas-teoricas/${primeira.id_aula_teorica}`, admin)).json().mensagem).toBe(
      'Aula teórica excluída.',
    );
  });

  it('enrols processes within the room, once, in one class of the course, and only of the course', async () => {
    const turma = await fx.turma(admin, { sala_id: await fx.sala(admin, 2) });
    await fx.aula(admin, turma.id_turma, { instrutor_id: fx.instrutor(0), data: addDays(DIA, -9) });
    const p1 = await fx.processo(25);
    const p2 = await fx.processo(26, 'CONTRAN_1020_2025');
    const p3 = await fx.processo(27);
    const enrolled = await call('POST', `/turmas/${turma.id_turma}/matriculas`, admin, { processo_id: p1 });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json()).toMatchObject({
      mensagem: 'Aluno matriculado.',
      dados: {
        id_processo: p1,
        status: 'ativa',
        faltas: 0,
        carga: { requeridas: 45, realizadas: 0, faltam: 45, completo: false, regime: 'CONTRAN_789_2020' },
      },
    });
    expect(
      (await call('POST', `/turmas/${turma.id_turma}/matriculas`, admin, { processo_id: p1 })).json().errors,
    ).toEqual({
      processo_id: ['O aluno já está matriculado nesta turma.'],
    });
    const segunda = await fx.matricula(admin, turma.id_turma, p2);
    const lotada = await call('POST', `/turmas/${turma.id_turma}/matriculas`, admin, { processo_id: p3 });
    expect(lotada.json().errors).toEqual({ processo_id: ['Turma lotada: a sala comporta 2 alunos.'] });

    // The session already on the calendar has both on its list.
    const [aula] = (await call('GET', `/turmas/${turma.id_turma}/aulas`, admin)).json().dados;
    expect(aula).toMatchObject({ alunos: 2, capacidade: 2 });

    const outra = await fx.turma(admin);
    expect(
      (await call('POST', `/turmas/${outra.id_turma}/matriculas`, admin, { processo_id: p1 })).json().errors,
    ).toEqual({
      processo_id: [`O processo já está matriculado na turma ${turma.nome}, do mesmo curso.`],
    });
    const adicao = await platform.database.db
      .selectFrom('processos')
      .select('id')
      .where('autoescola_id', '=', school.id)
      .where('tipo', '=', 'adicao')
      .executeTakeFirstOrThrow();
    expect(
      (await call('POST', `/turmas/${outra.id_turma}/matriculas`, admin, { processo_id: adicao.id })).json()
        .errors,
    ).toEqual({
      processo_id: [
        'O processo do aluno não pede este curso teórico — Resolução CONTRAN nº 789/2020, Anexo II, Curso Teórico-Técnico',
      ],
    });

    expect(
      (await call('DELETE', `/turmas/${turma.id_turma}/matriculas/${segunda.id_matricula}`, admin)).json()
        .mensagem,
    ).toBe('Matrícula cancelada.');
    const list = (await call('GET', `/turmas/${turma.id_turma}/matriculas`, admin)).json().dados;
    expect(list.map((m: { status: string }) => m.status)).toEqual(['ativa', 'cancelada']);
    expect(
      (await call('POST', `/turmas/${turma.id_turma}/matriculas`, admin, { processo_id: p3 })).statusCode,
    ).toBe(201);
    // A smaller room than the enrolled students is refused.
    const menor = await call('PUT', `/turmas/${turma.id_turma}`, admin, {
      nome: turma.nome,
      curso: 'primeira_habilitacao',
      sala_id: await fx.sala(admin, 1),
      data_inicio: addDays(DIA, -10),
      data_fim: addDays(DIA, 10),
    });
    expect(menor.json().errors).toEqual({
      sala_id: ['A sala comporta 1 alunos e a turma tem 2 matriculados.'],
    });
    expect((await call('DELETE', `/turmas/${turma.id_turma}`, admin)).json().mensagem).toBe(
      'A turma tem alunos matriculados ou aulas dadas: cancele-a em vez de excluí-la.',
    );
  });

  it('gives the last place of a room to one of two enrolments made at once', async () => {
    const turma = await fx.turma(admin, { sala_id: await fx.sala(admin, 1) });
    const [a, b] = [await fx.processo(28), await fx.processo(29)];
    const replies = await Promise.all(
      [a, b].map((processo_id) =>
        call('POST', `/turmas/${turma.id_turma}/matriculas`, admin, { processo_id }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 422]);
  });

  it('runs a session: opened from the tolerance before its start, presence only after it, hours counted at the close', async () => {
    const turma = await fx.turma(admin);
    const aula = await fx.aula(admin, turma.id_turma, {
      instrutor_id: fx.instrutor(0),
      data: addDays(DIA, -8),
    });
    const id = aula.id_aula_teorica;
    const [pa, pb, pc] = [await fx.processo(0), await fx.processo(13), await fx.processo(14)];
    const ma = await fx.matricula(admin, turma.id_turma, pa);
    const mb = await fx.matricula(admin, turma.id_turma, pb);
    await fx.matricula(admin, turma.id_turma, pc);

    const cedo = await call('POST', `/aulas-teoricas/${id}/abrir`, instrutor);
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().mensagem).toMatch(
      /^A aula ainda não começou: pode ser aberta a partir de \d\d:\d\d\.$/,
    );
    expect(
      (
        await call('POST', `/aulas-teoricas/${id}/presencas`, instrutor, {
          id_aluno: ma.id_aluno,
          evento: 'entrada',
        })
      ).json(),
    ).toMatchObject({
      mensagem: 'A aula não está aberta.',
    });

    // Five minutes before its start it opens (tolerance 15), but presence waits for the start.
    await fx.mover(id, 5, 105);
    const aberta = await call('POST', `/aulas-teoricas/${id}/abrir`, instrutor);
    expect(aberta.statusCode, aberta.body).toBe(200);
    expect(aberta.json()).toMatchObject({
      mensagem: 'Aula aberta.',
      dados: { status: 'aberta', alunos: 3, pode_conduzir: true },
    });
    const antes = await call('POST', `/aulas-teoricas/${id}/presencas`, instrutor, {
      id_aluno: ma.id_aluno,
      evento: 'entrada',
    });
    expect(antes.statusCode).toBe(409);
    expect(antes.json().mensagem).toMatch(
      /^A presença só pode ser marcada depois do início da aula, às \d\d:\d\d\.$/,
    );

    await fx.mover(id, -1, 99);
    const entrada = await call('POST', `/aulas-teoricas/${id}/presencas`, instrutor, {
      id_aluno: ma.id_aluno,
      evento: 'entrada',
    });
    expect(entrada.json()).toMatchObject({
      mensagem: 'Entrada registrada.',
      dados: { presente: true, saida: null },
    });
    expect(
      (
        await call('POST', `/aulas-teoricas/${id}/presencas`, instrutor, {
          id_aluno: mb.id_aluno,
          evento: 'saida',
        })
      ).json().errors,
    ).toEqual({
      evento: ['Marque a entrada do aluno antes da saída.'],
    });
    expect(
      (
        await call('POST', `/aulas-teoricas/${id}/presencas`, instrutor, {
          id_aluno: school.alunos[20]?.id,
          evento: 'entrada',
        })
      ).json().errors,
    ).toEqual({
      id_aluno: ['O aluno não está na lista desta aula.'],
    });
    const foto = multipart(PNG);
    const upload = await call(
      'PUT',
      `/aulas-teoricas/${id}/presencas/${ma.id_aluno}/foto`,
      instrutor,
      foto.payload,
      foto.headers,
    );
    expect(upload.json()).toMatchObject({
      mensagem: 'Foto registrada.',
      dados: { tipo: 'aluno', id_aluno: ma.id_aluno, tem_arquivo: true },
    });
    const evidencias = (await call('GET', `/aulas-teoricas/${id}/evidencias`, admin)).json().dados;
    const imagem = await call('GET', `/aulas-teoricas/${id}/evidencias/${evidencias[0].id_evidencia}`, admin);
    expect(imagem.headers['content-type']).toBe('image/png');
    expect(imagem.rawPayload.equals(PNG)).toBe(true);

    // The session ended ten minutes ago: A arrived 5 minutes late (within the tolerance), B 20
    // minutes late (beyond it), C never came.
    await call('POST', `/aulas-teoricas/${id}/presencas`, instrutor, {
      id_aluno: mb.id_aluno,
      evento: 'entrada',
    });
    await fx.mover(id, -110, -10);
    await fx.chegou(id, ma.id_aluno, 5);
    await fx.chegou(id, mb.id_aluno, 20);
    const encerrada = await call('POST', `/aulas-teoricas/${id}/encerrar`, instrutor);
    expect(encerrada.statusCode, encerrada.body).toBe(200);
    const presencas = encerrada.json().dados.presencas as {
      id_aluno: number;
      minutos: number;
      horas_aula: number;
      presente: boolean;
      foto: boolean;
    }[];
    const of = (alunoId: number) => presencas.find((p) => p.id_aluno === alunoId);
    expect(of(ma.id_aluno)).toMatchObject({ minutos: 100, horas_aula: 2, foto: true });
    expect(of(mb.id_aluno)).toMatchObject({ minutos: 80, horas_aula: 1 });
    expect(presencas.filter((p) => !p.presente)).toHaveLength(1);
    expect(encerrada.json().dados).toMatchObject({ status: 'encerrada', presentes: 2 });
    expect(
      (
        await call('POST', `/aulas-teoricas/${id}/presencas`, instrutor, {
          id_aluno: ma.id_aluno,
          evento: 'saida',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('PUT', `/aulas-teoricas/${id}`, admin, {
          disciplina: 'legislacao',
          instrutor_id: fx.instrutor(0),
          data: addDays(DIA, -8),
          hora_inicio: '19:00',
          hora_fim: '20:40',
        })
      ).json().mensagem,
    ).toBe('A aula já foi aberta: não pode mais ser alterada nem excluída.');

    // The student (the demo's Alice, process A) sees the session attended and her hours move.
    const area = (await call('GET', '/candidato/aulas-teoricas?status=realizadas', aluna)).json().dados;
    expect(area.aulas).toContainEqual(
      expect.objectContaining({
        id_aula_teorica: id,
        situacao: 'realizada',
        horas_aula_contadas: 2,
        disciplina_nome: 'Legislação de trânsito',
      }),
    );
    const progresso = area.progresso.find((p: { id_processo: number }) => p.id_processo === pa);
    expect(progresso).toMatchObject({
      requeridas: 45,
      realizadas: 2,
      faltam: 43,
      completo: false,
      turmas: [turma.nome],
      aptidao: {
        apto: false,
        apto_desde: null,
        pendencias: [
          {
            code: 'TEORICA_CARGA_PENDENTE',
            mensagem: 'Faltam 43 das 45 horas-aula do curso teórico',
            fundamento: 'Resolução CONTRAN nº 789/2020, Anexo II, Curso Teórico-Técnico (45 h/a)',
          },
        ],
      },
    });
    expect(progresso.disciplinas[0]).toMatchObject({
      disciplina: 'legislacao',
      requeridas: 18,
      realizadas: 2,
      faltam: 16,
    });

    // The class's attendance sheet, and the hours report.
    const pdf = await call('GET', `/turmas/pdf/${turma.id_turma}`, admin);
    expect(pdf.json()).toMatchObject({
      success: true,
      arquivo: `folha-presenca-turma-${turma.id_turma}.pdf`,
      formato: 'pdf',
    });
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await call('GET', `/turmas/xlsx/${turma.id_turma}`, instrutor);
    expect(Buffer.from(xlsx.json().dados, 'base64').subarray(0, 2).toString()).toBe('PK');
    const report = (
      await call('GET', `/relatorios/carga-horaria-teorica?id_turma=${turma.id_turma}&sort=aluno`, admin)
    ).json().dados;
    expect(report.total).toBe(3);
    expect(report.data.map((row: { realizadas: number }) => row.realizadas).sort()).toEqual([0, 1, 2]);
    const csv = await call(
      'GET',
      `/relatorios/carga-horaria-teorica/xlsx/-/-?formato=csv&id_turma=${turma.id_turma}`,
      admin,
    );
    expect(csv.json().dados).toMatch(
      /^\uFEFFAluno;RENACH;Turma;Curso;Exigidas;Realizadas;Faltam;Por disciplina/,
    );
  });

  it('counts every place of the list at once when a session closes, as each presence counts on its own', async () => {
    const turma = await fx.turma(admin);
    // First aid, whose instructor no other session of these tests or of the demo gives around now.
    const { id_aula_teorica: id } = await fx.aula(admin, turma.id_turma, {
      disciplina: 'primeiros_socorros',
      instrutor_id: fx.instrutor(3),
      data: addDays(DIA, -6),
    });
    const alunos = [];
    for (const index of [16, 17, 18, 19]) {
      alunos.push((await fx.matricula(admin, turma.id_turma, await fx.processo(index))).id_aluno);
    }
    const [a, b, c, d] = alunos as [number, number, number, number];
    // A 100-minute session in its last 5 minutes, closed now.
    await fx.mover(id, -95, 5);
    expect((await call('POST', `/aulas-teoricas/${id}/abrir`, admin)).statusCode).toBe(200);
    // A came on time and is still in; B came on time and left after 30 minutes; C came 20 minutes
    // late (beyond the tolerance) and is still in; D never came.
    await fx.chegou(id, a, 0);
    await fx.chegou(id, b, 0);
    await fx.saiu(id, b, 30);
    await fx.chegou(id, c, 20);
    const encerrada = await call('POST', `/aulas-teoricas/${id}/encerrar`, admin);
    expect(encerrada.statusCode, encerrada.body).toBe(200);
    const dados = encerrada.json().dados;
    const of = (alunoId: number) => dados.presencas.find((p: { id_aluno: number }) => p.id_aluno === alunoId);
    const minutos = (instante: string) =>
      Math.round((Date.parse(instante) - Date.parse(dados.inicio)) / 60_000);
    // Whoever is still in leaves at the close, 5 minutes before the end: within the tolerance.
    expect(of(a)).toMatchObject({ presente: true, minutos: 100, horas_aula: 2 });
    expect(minutos(of(a).saida)).toBe(95);
    expect(of(b)).toMatchObject({ presente: true, minutos: 30, horas_aula: 0 });
    expect(minutos(of(b).saida)).toBe(30);
    expect(of(c)).toMatchObject({ presente: true, minutos: 80, horas_aula: 1 });
    expect(minutos(of(c).entrada)).toBe(20);
    expect(of(d)).toMatchObject({ presente: false, entrada: null, saida: null, minutos: 0, horas_aula: 0 });
    expect(dados).toMatchObject({ status: 'encerrada', alunos: 4, presentes: 3 });
  });

  it('makes up a missed subject in another class, and only what was missed', async () => {
    const origem = await fx.turma(admin);
    const perdida = await fx.aula(admin, origem.id_turma, {
      instrutor_id: fx.instrutor(1),
      data: addDays(DIA, -7),
      hora_inicio: '08:00',
      hora_fim: '09:40',
    });
    const m = await fx.matricula(admin, origem.id_turma, await fx.processo(15));
    await fx.mover(perdida.id_aula_teorica, -120, -20);
    await call('POST', `/aulas-teoricas/${perdida.id_aula_teorica}/abrir`, admin).then(async (reply) => {
      // Opened after its end is refused: staff open it in time in real life; here the clock moves back.
      expect(reply.json().mensagem).toBe('O horário desta aula já terminou.');
      await fx.semNinguem(admin, perdida.id_aula_teorica);
    });
    const destino = await fx.turma(admin);
    const legislacao = await fx.aula(admin, destino.id_turma, {
      instrutor_id: fx.instrutor(1),
      data: addDays(DIA, 2),
      hora_inicio: '08:00',
      hora_fim: '09:40',
    });
    const direcao = await fx.aula(admin, destino.id_turma, {
      disciplina: 'direcao_defensiva',
      instrutor_id: fx.instrutor(2),
      data: addDays(DIA, 3),
      hora_inicio: '08:00',
      hora_fim: '09:40',
    });

    const opcoes = (await call('GET', `/turmas/matriculas/${m.id_matricula}/reposicao`, admin)).json().dados;
    expect(opcoes.faltas.map((falta: { id_aula_teorica: number }) => falta.id_aula_teorica)).toEqual([
      perdida.id_aula_teorica,
    ]);
    expect(opcoes.opcoes.map((aula: { id_aula_teorica: number }) => aula.id_aula_teorica)).toContain(
      legislacao.id_aula_teorica,
    );
    expect(opcoes.opcoes.map((aula: { id_aula_teorica: number }) => aula.id_aula_teorica)).not.toContain(
      direcao.id_aula_teorica,
    );

    const repor = (id_aula_teorica: number) =>
      call('POST', '/turmas/reposicoes', admin, { id_matricula: m.id_matricula, id_aula_teorica });
    expect((await repor(direcao.id_aula_teorica)).json().errors).toEqual({
      id_aula_teorica: ['O aluno não tem falta em Direção defensiva para repor.'],
    });
    expect((await repor(perdida.id_aula_teorica)).json().errors).toEqual({
      id_aula_teorica: ['A reposição é feita em aula de outra turma.'],
    });
    const marcada = await repor(legislacao.id_aula_teorica);
    expect(marcada.statusCode, marcada.body).toBe(201);
    expect(marcada.json()).toMatchObject({
      mensagem: 'Reposição marcada.',
      dados: { origem: 'reposicao', id_matricula: m.id_matricula },
    });
    expect((await repor(legislacao.id_aula_teorica)).json().errors).toEqual({
      id_aula_teorica: ['O aluno já está na lista desta aula.'],
    });
    const lista = (await call('GET', `/aulas-teoricas/${legislacao.id_aula_teorica}`, admin)).json().dados
      .presencas;
    expect(lista).toEqual([expect.objectContaining({ id_aluno: m.id_aluno, origem: 'reposicao' })]);
    expect(
      (
        await call('DELETE', `/aulas-teoricas/${legislacao.id_aula_teorica}/reposicoes/${m.id_aluno}`, admin)
      ).json().mensagem,
    ).toBe('Reposição desfeita.');
  });

  it("holds a student to the state's theory h/a of a day across their class and make-ups", async () => {
    const [x, y, z] = [addDays(DIA, 6), addDays(DIA, 7), addDays(DIA, 8)];
    const origem = await fx.turma(admin);
    // A defensive driving session missed (given now, closed with nobody in), to make up.
    const perdida = await fx.aula(admin, origem.id_turma, {
      disciplina: 'direcao_defensiva',
      instrutor_id: fx.instrutor(2),
      data: addDays(DIA, -5),
    });
    const m = await fx.matricula(admin, origem.id_turma, await fx.processo(20));
    await fx.semNinguem(admin, perdida.id_aula_teorica);
    // Her class gives 4 h/a on day X.
    await fx.aula(admin, origem.id_turma, { data: x, hora_inicio: '13:00', hora_fim: '16:20' });

    const destino = await fx.turma(admin);
    const direcao = (data: string, hora_inicio: string, hora_fim: string) =>
      fx.aula(admin, destino.id_turma, {
        disciplina: 'direcao_defensiva',
        instrutor_id: fx.instrutor(2),
        data,
        hora_inicio,
        hora_fim,
      });
    const noiteX = await direcao(x, '19:00', '20:40');
    const cedoX = await direcao(x, '08:00', '08:50');
    const noiteY = await direcao(y, '19:00', '20:40');
    const repor = (aula: { id_aula_teorica: number }) =>
      call('POST', '/turmas/reposicoes', admin, {
        id_matricula: m.id_matricula,
        id_aula_teorica: aula.id_aula_teorica,
      });
    const limite = (horas: number, data: string) =>
      `O aluno ${m.aluno_nome} não pode ter mais de 5 horas-aula teóricas no mesmo dia, somadas as aulas da turma e as reposições (teria ${horas} em ${data.split('-').reverse().join('/')}) — Norma do DETRAN do estado, perfil estadual: horas-aula teóricas por dia`;

    // 4 h/a of her class and 2 of the make-up make 6 on day X: refused; 1 more makes 5: placed.
    const recusada = await repor(noiteX);
    expect(recusada.statusCode).toBe(422);
    expect(recusada.json().errors).toEqual({ id_aula_teorica: [limite(6, x)] });
    expect((await repor(cedoX)).statusCode).toBe(201);
    // Day Y has nothing of hers: the 2 h/a make-up is placed.
    expect((await repor(noiteY)).statusCode).toBe(201);

    // Her class then schedules 4 h/a on day Y, where her make-up gives 2: saved, with a warning
    // naming her, since the class's calendar is not held to one student's make-up.
    const sessao = {
      disciplina: 'legislacao',
      instrutor_id: fx.instrutor(1),
      hora_inicio: '13:00',
      hora_fim: '16:20',
    };
    const agendada = await call('POST', `/turmas/${origem.id_turma}/aulas`, admin, { ...sessao, data: y });
    expect(agendada.statusCode, agendada.body).toBe(201);
    expect(agendada.json().mensagem).toBe(`Aula teórica agendada. Atenção: ${limite(6, y)}.`);
    const id = agendada.json().dados.id_aula_teorica;
    // Moved to a free day, it warns of nothing; moved back, it warns again.
    const livre = await call('PUT', `/aulas-teoricas/${id}`, admin, { ...sessao, data: z });
    expect(livre.json().mensagem).toBe('Aula teórica alterada.');
    const devolvida = await call('PUT', `/aulas-teoricas/${id}`, admin, { ...sessao, data: y });
    expect(devolvida.statusCode).toBe(200);
    expect(devolvida.json().mensagem).toBe(`Aula teórica alterada. Atenção: ${limite(6, y)}.`);
    // Undoing the make-up clears the day.
    expect(
      (await call('DELETE', `/aulas-teoricas/${noiteY.id_aula_teorica}/reposicoes/${m.id_aluno}`, admin))
        .statusCode,
    ).toBe(200);
    const semAviso = await call('PUT', `/aulas-teoricas/${id}`, admin, { ...sessao, data: y });
    expect(semAviso.json().mensagem).toBe('Aula teórica alterada.');
  });

  it("keeps each school's classes to itself, the instructor to the classes they teach and the student to their own", async () => {
    const turma = await fx.turma(admin, {
      instrutores: [{ disciplina: 'legislacao', instrutor_id: fx.instrutor(1) }],
    });
    const aula = await fx.aula(admin, turma.id_turma, { data: addDays(DIA, 4) });
    expect((await call('GET', `/turmas/${turma.id_turma}`, modelo)).statusCode).toBe(404);
    expect((await call('GET', `/aulas-teoricas/${aula.id_aula_teorica}`, modelo)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/turmas/${turma.id_turma}/aulas`, modelo, {
          disciplina: 'legislacao',
          instrutor_id: fx.instrutor(1),
          data: DIA,
          hora_inicio: '06:00',
          hora_fim: '06:50',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/turmas/${turma.id_turma}/matriculas`, modelo, { processo_id: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/turmas?per_page=100', modelo))
        .json()
        .dados.data.map((t: { nome: string }) => t.nome),
    ).not.toContain(turma.nome);
    expect((await call('GET', `/turmas/pdf/${turma.id_turma}`, modelo)).statusCode).toBe(404);
    // A process of another school is never enrolled.
    const alheio = await platform.database.db
      .selectFrom('processos')
      .innerJoin('autoescolas', 'autoescolas.id', 'processos.autoescola_id')
      .select('processos.id')
      .where('autoescolas.slug', '=', 'cfcmodelo')
      .executeTakeFirstOrThrow();
    expect(
      (await call('POST', `/turmas/${turma.id_turma}/matriculas`, admin, { processo_id: alheio.id })).json()
        .errors,
    ).toEqual({
      processo_id: ['Processo não encontrado.'],
    });

    // The hours report finds a student by CPF in the caller's school only.
    const { cpf } = await platform.database.db
      .selectFrom('alunos')
      .select('cpf')
      .where('id', '=', school.alunos[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    const porCpf = `/relatorios/carga-horaria-teorica?filtro=${cpf}`;
    expect((await call('GET', porCpf, admin)).json().dados.total).toBeGreaterThan(0);
    expect((await call('GET', porCpf, modelo)).json().dados.total).toBe(0);

    // The demo instructor (instructor 0) does not teach this class: not in their list, not theirs to run.
    expect((await call('GET', `/turmas/${turma.id_turma}`, instrutor)).statusCode).toBe(404);
    const mine = (await call('GET', '/turmas?per_page=100', instrutor))
      .json()
      .dados.data.map((t: { id_turma: number }) => t.id_turma);
    expect(mine).not.toContain(turma.id_turma);
    expect(mine.length).toBeGreaterThan(0); // the demo's class, whose legislation they teach
    expect((await call('POST', `/aulas-teoricas/${aula.id_aula_teorica}/abrir`, instrutor)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/turmas', instrutor, {})).statusCode).toBe(403);
    const dosOutros = await fx.turma(admin); // instructor 0 teaches legislation here, but not this session
    const sessao = await fx.aula(admin, dosOutros.id_turma, { data: addDays(DIA, 5) });
    // The calendar shows an instructor the sessions of the classes they teach, other instructors' too.
    const calendario = await call(
      'GET',
      `/aulas-teoricas?de=${addDays(DIA, 5)}&ate=${addDays(DIA, 5)}`,
      instrutor,
    );
    expect(calendario.statusCode, calendario.body).toBe(200);
    const doDia = calendario.json().dados.map((a: { id_aula_teorica: number }) => a.id_aula_teorica);
    expect(doDia).toContain(sessao.id_aula_teorica);
    const recusada = await call('POST', `/aulas-teoricas/${sessao.id_aula_teorica}/abrir`, instrutor);
    expect(recusada.statusCode).toBe(403);
    expect(recusada.json().mensagem).toBe(
      'Só o instrutor da aula ou a equipe com permissão conduz esta aula.',
    );

    expect((await call('GET', '/turmas', aluna)).statusCode).toBe(403);
    expect((await call('GET', '/candidato/aulas-teoricas', admin)).statusCode).toBe(403);
  });

  it("shows the demo's running class: past sessions closed with attendance and photos, the student's hours", async () => {
    const list = (await call('GET', '/turmas?filtro=noturna', admin)).json().dados;
    expect(list.total).toBe(1);
    const demo = list.data[0];
    expect(demo).toMatchObject({ status: 'em_andamento', matriculados: 12, curso: 'primeira_habilitacao' });
    expect(demo.aulas_encerradas).toBeGreaterThan(5);
    const aulas = (await call('GET', `/turmas/${demo.id_turma}/aulas`, admin)).json().dados;
    const passada = aulas.find((aula: { status: string }) => aula.status === 'encerrada');
    expect(passada.fotos).toBe(3);
    const evidencias = (
      await call('GET', `/aulas-teoricas/${passada.id_aula_teorica}/evidencias`, admin)
    ).json().dados;
    expect(evidencias.map((e: { tipo: string }) => e.tipo)).toEqual(['inicio', 'aleatoria', 'fim']);
    const foto = await call(
      'GET',
      `/aulas-teoricas/${passada.id_aula_teorica}/evidencias/${evidencias[0].id_evidencia}`,
      admin,
    );
    expect(foto.headers['content-type']).toBe('image/png');
    const area = (await call('GET', '/candidato/aulas-teoricas', aluna)).json().dados;
    expect(area.aulas.some((aula: { situacao: string }) => aula.situacao === 'realizada')).toBe(true);
    expect(area.proxima_aula).not.toBeNull();
    const hoje = todayInSaoPaulo();
    expect(
      area.aulas
        .filter((aula: { situacao: string; data: string }) => aula.situacao === 'proxima')
        .every((aula: { data: string }) => aula.data >= hoje),
    ).toBe(true);
    expect(area.progresso[0].realizadas).toBeGreaterThan(0);
  });
});
