import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { gerarBoleto, gerarPixCopiaECola } from '@cfc/domain/pagamentos';
import type { Transaction } from 'kysely';
import type { FinanceiroConfig } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import { mesAno, vencimentoDe } from './calculo.ts';

/**
 * The finance demo (docs/finance.md): a union, both demo schools' contracts, and four past months of
 * monthly invoices, so every finance screen has content on a fresh start: paid from a bank return,
 * written off by hand with a reason, a payment reversed, overdue and open ones. The past months bill
 * the registration of a few of each school's students (the demo's lessons are all of the last weeks,
 * left for the current month's run). Payments are written as the payments service keeps them.
 */

const MESES = 4;

interface Escola {
  id: number;
  contrato: {
    preco_aluno_cadastrado_centavos: number;
    preco_aula_pratica_centavos: number;
    preco_aula_teorica_centavos: number;
    franquia_aulas_praticas: number;
    franquia_aulas_teoricas: number;
    dia_vencimento: number;
    email_cobranca: string;
  };
  /** What happens to each past month's invoice, oldest first. */
  destinos: readonly Destino[];
}

type Destino = 'paga' | 'baixa_manual' | 'estornada' | 'aberta';

/** 'YYYY-MM' of `n` months before the one of `hoje`. */
function mesAntes(hoje: string, n: number): string {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const data = new Date(Date.UTC(ano, mes - 1 - n, 1));
  return data.toISOString().slice(0, 7);
}

export async function seedFaturamento(
  trx: Transaction<DB>,
  escolas: { demo: number; modelo: number },
  financeiro: FinanceiroConfig,
): Promise<void> {
  const [maranhao] = await trx
    .insertInto('sindicatos')
    .values([
      {
        nome: 'Sindicato das Autoescolas do Maranhão (SINDAUTO-MA)',
        cnpj: '11444777000161',
        uf: 'MA',
        repasse_pontos_base: 150,
      },
      { nome: 'Sindicato das Autoescolas do Piauí', cnpj: null, uf: 'PI', repasse_pontos_base: 300 },
    ])
    .returning('id')
    .execute();
  const piaui = await trx
    .selectFrom('sindicatos')
    .select('id')
    .where('uf', '=', 'PI')
    .executeTakeFirstOrThrow();

  const demo: Escola = {
    id: escolas.demo,
    contrato: {
      preco_aluno_cadastrado_centavos: 4500,
      preco_aula_pratica_centavos: 350,
      preco_aula_teorica_centavos: 120,
      franquia_aulas_praticas: 10,
      franquia_aulas_teoricas: 20,
      dia_vencimento: 10,
      email_cobranca: 'financeiro@autoescolademo.com.br',
    },
    destinos: ['paga', 'paga', 'estornada', 'aberta'],
  };
  const modelo: Escola = {
    id: escolas.modelo,
    contrato: {
      preco_aluno_cadastrado_centavos: 3900,
      preco_aula_pratica_centavos: 300,
      preco_aula_teorica_centavos: 100,
      franquia_aulas_praticas: 0,
      franquia_aulas_teoricas: 0,
      dia_vencimento: 20,
      email_cobranca: 'cobranca@cfcmodelo.com.br',
    },
    destinos: ['paga', 'baixa_manual', 'aberta', 'aberta'],
  };
  await trx
    .insertInto('faturamento_contratos')
    .values([
      { autoescola_id: demo.id, ...demo.contrato, sindicato_id: maranhao?.id ?? null },
      { autoescola_id: modelo.id, ...modelo.contrato, sindicato_id: piaui.id },
    ])
    .execute();

  const financeiroUser = await trx
    .selectFrom('usuarios')
    .select(['id', 'nome'])
    .where('email', '=', 'financeiro@demo.cfc')
    .executeTakeFirst();
  const hoje = todayInSaoPaulo();

  for (const escola of [demo, modelo]) {
    const alunos = await trx
      .selectFrom('alunos')
      .select(['id', 'nome'])
      .where('autoescola_id', '=', escola.id)
      .orderBy('id', 'desc')
      .limit(MESES * 4)
      .execute();
    for (const [k, destino] of escola.destinos.entries()) {
      const competencia = mesAntes(hoje, MESES - k);
      const vencimento = vencimentoDe(competencia, escola.contrato.dia_vencimento);
      const emitidaEm = new Date(`${mesAntes(hoje, MESES - k - 1)}-01T12:00:00Z`);
      const doMes = alunos.slice(k * 4, k * 4 + 3 + (k % 2));
      if (doMes.length === 0) continue;
      const preco = escola.contrato.preco_aluno_cadastrado_centavos;
      const fatura = await trx
        .insertInto('faturas')
        .values({
          autoescola_id: escola.id,
          tipo: 'mensal',
          competencia: `${competencia}-01`,
          descricao: `Faturamento ${mesAno(competencia)}`,
          emitida_em: emitidaEm,
          vencimento,
          valor_centavos: 0,
          enviada_em: emitidaEm,
          created_at: emitidaEm,
        })
        .returning(['id', 'nosso_numero'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('fatura_itens')
        .values(
          doMes.map((aluno) => ({
            autoescola_id: escola.id,
            fatura_id: fatura.id,
            tipo: 'aluno_cadastrado' as const,
            descricao: `Cadastro do aluno ${aluno.nome}`.slice(0, 300),
            quantidade: 1,
            valor_unitario_centavos: preco,
            valor_centavos: preco,
            aluno_id: aluno.id,
            created_at: emitidaEm,
          })),
        )
        .execute();
      const total = doMes.length * preco;
      const boleto = gerarBoleto({
        cedente: financeiro.cedente,
        nossoNumero: Number(fatura.nosso_numero),
        valorCentavos: total,
        vencimento,
      });
      const pagamento = (origem: 'retorno' | 'manual', pagoEm: string) => ({
        autoescola_id: escola.id,
        fatura_id: fatura.id,
        origem,
        valor_centavos: total,
        pago_em: pagoEm,
        created_at: new Date(`${pagoEm}T15:00:00Z`),
        ...(origem === 'manual'
          ? {
              motivo: 'Pagamento por transferência bancária, comprovante enviado pela autoescola.',
              usuario_id: financeiroUser?.id ?? null,
              usuario_nome: financeiroUser?.nome ?? null,
            }
          : {}),
      });
      const [pagoEm = hoje] = [addDays(vencimento, -2), hoje].sort();
      let pago: { valor: number; em: string | null } = { valor: 0, em: null };
      if (destino === 'paga' || destino === 'baixa_manual') {
        await trx
          .insertInto('pagamentos')
          .values(pagamento(destino === 'paga' ? 'retorno' : 'manual', pagoEm))
          .execute();
        pago = { valor: total, em: pagoEm };
      } else if (destino === 'estornada') {
        // A return line credited the wrong invoice: the payment was reversed and the invoice reopened.
        await trx
          .insertInto('pagamentos')
          .values({
            ...pagamento('retorno', pagoEm),
            estornado_em: new Date(`${addDays(pagoEm, 3)}T14:00:00Z`),
            estorno_motivo: 'Crédito do retorno pertencia a outro título; estornado.',
            estornado_por: financeiroUser?.id ?? null,
            estornado_por_nome: financeiroUser?.nome ?? null,
          })
          .execute();
      }
      await trx
        .updateTable('faturas')
        .set({
          valor_centavos: total,
          valor_pago_centavos: pago.valor,
          status: pago.em ? 'paga' : 'aberta',
          pago_em: pago.em,
          codigo_barras: boleto.codigoBarras,
          linha_digitavel: boleto.linhaDigitavel,
          pix_copia_e_cola: gerarPixCopiaECola({
            recebedor: financeiro.pix,
            valorCentavos: total,
            txid: `FAT${fatura.nosso_numero}`,
          }),
        })
        .where('autoescola_id', '=', escola.id)
        .where('id', '=', fatura.id)
        .execute();
    }
  }
}
