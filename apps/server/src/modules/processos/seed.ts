import {
  addDays,
  type CnhCategory,
  CONTRAN_1020_FROM,
  regimeForOpening,
  type TipoProcesso,
  todayInSaoPaulo,
} from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { addMonths } from './service.ts';

/** Two areas of a few kilometres in São Luís - MA, as [longitude, latitude] polygons. */
const PERIMETROS: { nome: string; pontos: [number, number][] }[] = [
  {
    nome: 'Centro - São Luís',
    pontos: [
      [-44.312, -2.545],
      [-44.285, -2.545],
      [-44.28, -2.525],
      [-44.3, -2.515],
      [-44.315, -2.525],
    ],
  },
  {
    nome: 'Cohama / Turu - São Luís',
    pontos: [
      [-44.255, -2.515],
      [-44.22, -2.515],
      [-44.215, -2.49],
      [-44.24, -2.48],
      [-44.26, -2.495],
    ],
  },
];

const PLANOS = [
  { nome: '10 aulas', horas_aula: 10, preco_centavos: 90_000 },
  { nome: '20 aulas', horas_aula: 20, preco_centavos: 170_000 },
];

/**
 * The demo processes, plans and perimeters of a school (deterministic): a category B process for
 * each of the first 20 students, half opened in late 2025 under CONTRAN 789/2020 and half in the
 * three months before `today` under 1.020/2025 (never before 09/12/2025); a category A process for the next 5; the two plans, sold to some of
 * them; two perimeters in São Luís. Runs in the seed's system transaction.
 */
export async function seedProcessos(
  trx: Transaction<DB>,
  schoolId: number,
  today = todayInSaoPaulo(),
): Promise<void> {
  // The 1.020/2025 processes are opened relative to the seed day (within its last three months),
  // so their LADV (12 months) is valid for months ahead and the demo lessons can use them today.
  const recent = (daysAgo: number) => {
    const day = addDays(today, -daysAgo);
    return [day, CONTRAN_1020_FROM].sort().at(-1) ?? day;
  };
  const alunos = await trx
    .selectFrom('alunos')
    .select(['id', 'renach', 'uf'])
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .limit(25)
    .execute();

  const planos = await trx
    .insertInto('planos_praticos')
    .values(PLANOS.map((plano) => ({ ...plano, autoescola_id: schoolId })))
    .returning(['id', 'horas_aula', 'preco_centavos'])
    .execute();

  const processos = alunos.map((aluno, i) => {
    const categoria: CnhCategory = i < 20 ? 'B' : 'A';
    const tipo: TipoProcesso = i >= 20 && i % 2 === 1 ? 'adicao' : 'primeira_habilitacao';
    const abertoEm =
      i < 10 ? addDays('2025-09-15', i * 9) : i < 20 ? recent(90 - (i - 10) * 7) : recent(75 - (i - 20) * 7);
    const regime = regimeForOpening(abertoEm);
    return {
      autoescola_id: schoolId,
      aluno_id: aluno.id,
      renach: aluno.renach ?? `${aluno.uf ?? 'MA'}${String(700_000_000 + aluno.id).slice(0, 9)}`,
      categoria,
      tipo,
      regime: regime.id,
      aberto_em: abertoEm,
      ladv_numero: String(5_000_000 + schoolId * 1_000 + i),
      ladv_validade: addMonths(abertoEm, 12),
      horas_requeridas: regime.cargaMinima(categoria, tipo),
      noturnas_requeridas: regime.noturnasMinimas(categoria),
    };
  });
  if (processos.length === 0) return;
  const criados = await trx.insertInto('processos').values(processos).returning(['id', 'regime']).execute();

  // Under 789/2020 the students bought the 20-lesson pack; under 1.020/2025 some bought 10 lessons.
  const [dez, vinte] = planos;
  const vendas = criados.flatMap((processo, i) => {
    const plano = processo.regime === 'CONTRAN_789_2020' ? vinte : i % 2 === 0 ? dez : undefined;
    if (!plano) return [];
    return [
      {
        autoescola_id: schoolId,
        processo_id: processo.id,
        plano_id: plano.id,
        horas_aula: plano.horas_aula,
        preco_centavos: plano.preco_centavos,
      },
    ];
  });
  if (vendas.length) await trx.insertInto('processo_planos').values(vendas).execute();

  await trx
    .insertInto('perimetros')
    .values(
      PERIMETROS.map((perimetro) => ({
        autoescola_id: schoolId,
        nome: perimetro.nome,
        pontos: JSON.stringify(perimetro.pontos),
      })),
    )
    .execute();
}
