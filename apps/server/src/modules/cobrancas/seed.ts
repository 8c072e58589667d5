import { addDays, addMonths, todayInSaoPaulo } from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { FinanceiroConfig } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import * as repository from './repository.ts';
import { gravarCobranca } from './service.ts';

/**
 * The demo's extra charges (docs/finance.md, "Extra charges"): a catalogue of six items and three
 * open charges: Autoescola Demo's implementation in three instalments that join its monthly invoices,
 * a CFC Modelo camera with its own boleto and PIX, and an extended support joining Autoescola Demo's
 * next invoice. Payments are the finance core's demo. Runs in the seed's system transaction.
 */

const CATALOGO = [
  {
    nome: 'Taxa de implantação',
    tipo: 'servico',
    preco_centavos: 150_000,
    descricao: 'Configuração inicial da autoescola na plataforma.',
  },
  {
    nome: 'Treinamento presencial',
    tipo: 'servico',
    preco_centavos: 80_000,
    descricao: 'Uma manhã de treinamento da equipe na autoescola.',
  },
  {
    nome: 'Câmera IP adicional',
    tipo: 'produto',
    preco_centavos: 45_990,
    descricao: 'Câmera IP com instalação, para uma sala ou um veículo.',
  },
  {
    nome: 'Suporte estendido',
    tipo: 'servico',
    preco_centavos: 29_900,
    descricao: 'Atendimento aos sábados e feriados por um mês.',
  },
  { nome: 'Leitor biométrico', tipo: 'produto', preco_centavos: 38_000, descricao: null },
  {
    nome: 'Migração de dados',
    tipo: 'servico',
    preco_centavos: 60_000,
    descricao: 'Importação do cadastro de alunos de outro sistema.',
  },
] as const;

export async function seedCobrancas(
  trx: Transaction<DB>,
  escolas: { demo: number; modelo: number },
  financeiroDeps: FinanceiroConfig,
): Promise<void> {
  const ids = new Map<string, number>();
  for (const item of CATALOGO) ids.set(item.nome, await repository.insertProduto({ ...item }));
  const id = (nome: (typeof CATALOGO)[number]['nome']) => ids.get(nome) ?? 0;
  const preco = (nome: (typeof CATALOGO)[number]['nome']) =>
    CATALOGO.find((item) => item.nome === nome)?.preco_centavos ?? 0;

  const hoje = todayInSaoPaulo();
  const financeiroUser = await trx
    .selectFrom('usuarios')
    .select(['id', 'nome'])
    .where('email', '=', 'financeiro@demo.cfc')
    .executeTakeFirst();
  const autor = { usuarioId: financeiroUser?.id ?? null, nome: financeiroUser?.nome ?? null };
  const deps = { financeiro: financeiroDeps };
  const dia10 = (meses: number) => `${addMonths(`${hoje.slice(0, 7)}-10`, meses)}`;

  await gravarCobranca(deps, autor, escolas.demo, {
    autoescola: 'autoescolademo',
    itens: [
      {
        id_produto: id('Taxa de implantação'),
        quantidade: 1,
        valor_unitario_centavos: preco('Taxa de implantação'),
      },
      { id_produto: id('Treinamento presencial'), quantidade: 1, valor_unitario_centavos: 70_000 },
    ],
    parcelas: 3,
    primeiro_vencimento: dia10(1),
    faturamento: 'proxima_fatura',
    descricao: 'Implantação com desconto no treinamento',
  });
  await gravarCobranca(deps, autor, escolas.modelo, {
    autoescola: 'cfcmodelo',
    itens: [
      {
        id_produto: id('Câmera IP adicional'),
        quantidade: 2,
        valor_unitario_centavos: preco('Câmera IP adicional'),
      },
    ],
    parcelas: 1,
    primeiro_vencimento: addDays(hoje, 10),
    faturamento: 'boleto_proprio',
    descricao: null,
  });
  await gravarCobranca(deps, autor, escolas.demo, {
    autoescola: 'autoescolademo',
    itens: [
      {
        id_produto: id('Suporte estendido'),
        quantidade: 1,
        valor_unitario_centavos: preco('Suporte estendido'),
      },
    ],
    parcelas: 1,
    primeiro_vencimento: dia10(1),
    faturamento: 'proxima_fatura',
    descricao: 'Plantão do mês de provas',
  });
}
