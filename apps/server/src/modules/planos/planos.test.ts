import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from '../processos/processos.fixtures.ts';

const engines = await testEngines();

describe.each(engines)('practical plans on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const { call, novoAluno, abrirProcesso, auditOf } = fixtures(() => platform);
  const novoPlano = async (body: object, session = admin) => {
    const reply = await call('POST', '/planos-praticos', session, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados;
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

  it('registers, lists, edits, deactivates and deletes a plan', async () => {
    const created = await call('POST', '/planos-praticos', admin, {
      nome: 'Pacote Teste 5 aulas',
      categoria: 'B',
      horas_aula: 5,
      preco_centavos: 45_000,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      mensagem: 'Plano cadastrado.',
      dados: {
        nome: 'Pacote Teste 5 aulas',
        categoria: 'B',
        horas_aula: 5,
        preco_centavos: 45_000,
        ativo: true,
      },
    });
    const id = created.json().dados.id_plano;
    await novoPlano({ nome: 'Pacote Teste 2 aulas', horas_aula: 2, preco_centavos: 19_990, categoria: '' });

    const list = (
      await call('GET', '/planos-praticos?filtro=pacote%20teste&sort=-preco_centavos', admin)
    ).json().dados;
    expect(list.data.map((p: { nome: string; categoria: string | null }) => [p.nome, p.categoria])).toEqual([
      ['Pacote Teste 5 aulas', 'B'],
      ['Pacote Teste 2 aulas', null],
    ]);
    const soB = (await call('GET', '/planos-praticos?filtro=pacote%20teste&categoria=B', admin)).json().dados;
    expect(soB.total).toBe(1);

    const edited = await call('PUT', `/planos-praticos/${id}`, admin, {
      nome: 'Pacote Teste Cinco',
      categoria: 'B',
      horas_aula: 5,
      preco_centavos: 47_500,
    });
    expect(edited.json().dados).toMatchObject({ nome: 'Pacote Teste Cinco', preco_centavos: 47_500 });

    expect(
      (await call('PATCH', `/planos-praticos/${id}/ativo`, admin, { ativo: false })).json().mensagem,
    ).toBe('Plano desativado.');
    const inativos = (
      await call('GET', '/planos-praticos?situacao=inativos&filtro=pacote%20teste', admin)
    ).json().dados;
    expect(inativos.data.map((p: { id_plano: number }) => p.id_plano)).toEqual([id]);

    expect((await call('DELETE', `/planos-praticos/${id}`, admin)).json()).toEqual({
      success: true,
      mensagem: 'Plano excluído.',
    });
    expect((await call('GET', `/planos-praticos/${id}`, admin)).statusCode).toBe(404);
    expect((await auditOf('plano_pratico', id)).map((row) => row.acao)).toEqual([
      'plano_pratico_criado',
      'plano_pratico_alterado',
      'plano_pratico_desativado',
      'plano_pratico_excluido',
    ]);

    const csv = await call('GET', '/planos-praticos/xlsx/-/pacote%20teste?formato=csv', admin);
    expect(csv.json().dados).toMatch(
      /^\uFEFFPlano;Categoria;Horas-aula;Preço;Situação\r?\nPacote Teste 2 aulas;Todas;2;R\$\s199,90;Ativo/,
    );
  });

  it('refuses bad input and a duplicate name in the school, allowing it in another school', async () => {
    const bad = await call('POST', '/planos-praticos', admin, {
      nome: ' ',
      categoria: 'Z',
      horas_aula: 0,
      preco_centavos: 10.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      nome: ['Informe o nome do plano.'],
      categoria: ['Categoria inválida.'],
      horas_aula: ['O plano deve ter ao menos 1 hora-aula.'],
      preco_centavos: ['O preço deve estar em centavos.'],
    });
    await novoPlano({ nome: 'Pacote Duplicado', horas_aula: 10, preco_centavos: 90_000 });
    const duplicate = await call('POST', '/planos-praticos', admin, {
      nome: 'Pacote Duplicado',
      horas_aula: 20,
      preco_centavos: 170_000,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ nome: ['Já existe um plano com este nome nesta autoescola.'] });
    await novoPlano({ nome: 'Pacote Duplicado', horas_aula: 20, preco_centavos: 170_000 }, modelo);
  });

  it('sells a plan for a process at the price of the day, and keeps it when the price changes', async () => {
    const processo = await abrirProcesso(admin, { aluno_id: await novoAluno(admin, 'Quixote Comprador') });
    const plano = await novoPlano({
      nome: 'Pacote Venda 10',
      categoria: 'B',
      horas_aula: 10,
      preco_centavos: 90_000,
    });

    const sold = await call('POST', `/processos/${processo.id_processo}/planos`, admin, {
      plano_id: plano.id_plano,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().dados).toMatchObject({
      processo_id: processo.id_processo,
      plano_id: plano.id_plano,
      plano_nome: 'Pacote Venda 10',
      horas_aula: 10,
      preco_centavos: 90_000,
    });
    await call('PUT', `/planos-praticos/${plano.id_plano}`, admin, {
      nome: 'Pacote Venda 10',
      categoria: 'B',
      horas_aula: 12,
      preco_centavos: 99_000,
    });
    await call('POST', `/processos/${processo.id_processo}/planos`, admin, { plano_id: plano.id_plano });
    const vendidos = (await call('GET', `/processos/${processo.id_processo}/planos`, admin)).json().dados;
    expect(
      vendidos.map((v: { horas_aula: number; preco_centavos: number }) => [v.horas_aula, v.preco_centavos]),
    ).toEqual([
      [10, 90_000],
      [12, 99_000],
    ]);
    const horas = (await call('GET', `/processos/${processo.id_processo}/horas`, admin)).json().dados;
    expect(horas.contratadas).toBe(22);
    const audit = await auditOf('processo_plano', sold.json().dados.id_processo_plano);
    expect(audit).toEqual([
      expect.objectContaining({
        acao: 'processo_plano_criado',
        dados: {
          processo_id: processo.id_processo,
          plano_id: plano.id_plano,
          horas_aula: 10,
          preco_centavos: 90_000,
        },
      }),
    ]);

    // A sold plan cannot go; the sale can be undone.
    expect((await call('DELETE', `/planos-praticos/${plano.id_plano}`, admin)).statusCode).toBe(409);
    const undo = await call(
      'DELETE',
      `/processos/${processo.id_processo}/planos/${vendidos[0].id_processo_plano}`,
      admin,
    );
    expect(undo.json().mensagem).toBe('Plano removido do processo.');
    expect((await call('GET', `/processos/${processo.id_processo}/planos`, admin)).json().dados).toHaveLength(
      1,
    );
  });

  it('refuses an inactive plan, another category, a closed process and other schools', async () => {
    const aluno = await novoAluno(admin, 'Quixote Recusas Plano');
    const processo = await abrirProcesso(admin, { aluno_id: aluno, categoria: 'A' });
    const sell = (planoId: number, session = admin, id = processo.id_processo) =>
      call('POST', `/processos/${id}/planos`, session, { plano_id: planoId });

    const carro = await novoPlano({ nome: 'Pacote Carro', categoria: 'B', horas_aula: 5, preco_centavos: 1 });
    expect((await sell(carro.id_plano)).json().errors).toEqual({
      plano_id: ['Este plano é da categoria B; o processo é da categoria A.'],
    });
    const livre = await novoPlano({ nome: 'Pacote Livre', horas_aula: 5, preco_centavos: 1 });
    await call('PATCH', `/planos-praticos/${livre.id_plano}/ativo`, admin, { ativo: false });
    expect((await sell(livre.id_plano)).json().errors).toEqual({ plano_id: ['Este plano está desativado.'] });
    await call('PATCH', `/planos-praticos/${livre.id_plano}/ativo`, admin, { ativo: true });
    await call('PUT', `/processos/${processo.id_processo}`, admin, { status: 'cancelado' });
    expect((await sell(livre.id_plano)).json().errors).toEqual({
      plano_id: ['Só é possível vender um plano para um processo aberto.'],
    });
    expect((await sell(999_999_999)).json().errors).toEqual({ plano_id: ['Plano não encontrado.'] });
    expect(
      (await call('POST', `/processos/${processo.id_processo}/planos`, admin, {})).json().errors,
    ).toEqual({
      plano_id: ['Selecione o plano.'],
    });

    // Another school sees neither the plan nor the process.
    const deModelo = await novoPlano({ nome: 'Pacote Modelo', horas_aula: 5, preco_centavos: 1 }, modelo);
    expect((await call('GET', `/planos-praticos/${livre.id_plano}`, modelo)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/planos-praticos/${livre.id_plano}/ativo`, modelo, { ativo: false })).statusCode,
    ).toBe(404);
    expect((await sell(livre.id_plano, modelo)).statusCode).toBe(404);
    expect((await call('GET', `/processos/${processo.id_processo}/planos`, modelo)).statusCode).toBe(404);
    const aberto = await abrirProcesso(admin, { aluno_id: aluno, categoria: 'B' });
    expect((await sell(deModelo.id_plano, admin, aberto.id_processo)).json().errors).toEqual({
      plano_id: ['Plano não encontrado.'],
    });
  });
});
