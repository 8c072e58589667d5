import {
  addDays,
  completeDocument,
  cpfDigits,
  isCnh,
  isCpf,
  isPlate,
  isRenavam,
  todayInSaoPaulo,
} from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { SecretBox } from '../platform/crypto/sealed.ts';
import type { DB } from '../platform/db/schema.ts';

/** Deterministic names: the same school always gets the same people. */
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcelo',
  'Natália',
  'Otávio',
  'Patrícia',
];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
  'Araújo',
  'Ferreira',
];

const personName = (i: number) =>
  `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 5 + 3) % LAST.length]}`;
const cpfFor = (seed: number) => completeDocument(String(100_000_000 + seed * 7_919).slice(0, 9), 2, isCpf);
const pad = (value: number) => String(value).padStart(2, '0');

const VEHICLES = [
  { marca: 'Volkswagen', modelo: 'Gol 1.0', categoria: 'B' },
  { marca: 'Fiat', modelo: 'Argo Drive', categoria: 'B' },
  { marca: 'Chevrolet', modelo: 'Onix LT', categoria: 'B' },
  { marca: 'Honda', modelo: 'CG 160 Start', categoria: 'A' },
  { marca: 'Yamaha', modelo: 'Factor 150', categoria: 'A' },
  { marca: 'Mercedes-Benz', modelo: 'Accelo 1016', categoria: 'C' },
] as const;

/**
 * Days from the seeding day to the end of each vehicle's yearly licensing: all valid, and the truck's
 * (no seeded lesson uses it) about to expire, so the list shows one to renew in every school.
 */
const LICENSING_DAYS = [330, 345, 360, 300, 315, 15];

const INSTRUCTOR_LICENCES = ['AB', 'AB', 'B', 'AD', 'AE', 'D'];

/**
 * The registries of a demo school: 30 students, 6 instructors, 6 vehicles (three cars, two
 * motorcycles, one truck), 2 rooms and 2 cameras. `accounts` links the demo student and
 * instructor logins (by CPF) to their records.
 */
export async function seedSchoolRegistries(
  trx: Transaction<DB>,
  school: { id: number; uf: string; index: number },
  accounts: { usuarioId: number; cpf: string; role: 3 | 4; nome: string }[],
  secrets: SecretBox,
): Promise<void> {
  const base = school.index * 1000;
  const student = accounts.find((account) => account.role === 4);
  const instructor = accounts.find((account) => account.role === 3);

  await trx
    .insertInto('alunos')
    .values(
      Array.from({ length: 30 }, (_, i) => {
        const own = i === 0 ? student : undefined;
        return {
          autoescola_id: school.id,
          nome: own?.nome ?? personName(base + i),
          cpf: own ? cpfDigits(own.cpf) : cpfFor(base + i),
          data_nascimento: `${1975 + (i % 30)}-${pad((i % 12) + 1)}-${pad((i % 27) + 1)}`,
          nome_mae: `${FIRST[(i + 4) % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
          telefone: `98${String(981_000_000 + base + i)}`.slice(0, 11),
          cidade: 'São Luís',
          uf: school.uf,
          renach: `${school.uf}${String(200_000_000 + base + i)}`,
          situacao:
            i % 10 === 9 ? ('concluido' as const) : i % 10 === 8 ? ('suspenso' as const) : ('ativo' as const),
          usuario_id: own?.usuarioId ?? null,
        };
      }),
    )
    .execute();
  await trx
    .insertInto('aluno_situacoes')
    .columns(['autoescola_id', 'aluno_id', 'situacao', 'motivo'])
    .expression((eb) =>
      eb
        .selectFrom('alunos')
        .select(['autoescola_id', 'id', 'situacao', eb.val('Cadastro do aluno.').as('motivo')])
        .where('autoescola_id', '=', school.id),
    )
    .execute();

  await trx
    .insertInto('instrutores')
    .values(
      INSTRUCTOR_LICENCES.map((categoria, i) => {
        const own = i === 0 ? instructor : undefined;
        return {
          autoescola_id: school.id,
          nome: own?.nome ?? personName(base + 500 + i),
          cpf: own ? cpfDigits(own.cpf) : cpfFor(base + 500 + i),
          cnh_numero: completeDocument(String(300_000_000 + base + i), 2, isCnh),
          cnh_categoria: categoria,
          cnh_validade: `${2028 + (i % 3)}-06-30`,
          credencial_numero: `${school.uf}-INS-${String(base + i + 1).padStart(5, '0')}`,
          credencial_validade: `${2027 + (i % 2)}-12-31`,
          usuario_id: own?.usuarioId ?? null,
        };
      }),
    )
    .execute();

  const today = todayInSaoPaulo();
  const veiculos = await trx
    .insertInto('veiculos')
    .values(
      VEHICLES.map((vehicle, i) => {
        const letters = String.fromCharCode(65 + school.index, 66 + i, 67 + ((i * 3) % 20));
        const plate = `${letters}${i}${String.fromCharCode(65 + i)}${pad(10 + school.index * 10 + i)}`;
        if (!isPlate(plate)) throw new Error(`placa de demonstração inválida: ${plate}`);
        return {
          autoescola_id: school.id,
          placa: plate,
          renavam: completeDocument(String(1_000_000_000 + base + i).slice(0, 10), 1, isRenavam),
          marca: vehicle.marca,
          modelo: vehicle.modelo,
          ano_fabricacao: 2019 + (i % 5),
          ano_modelo: 2020 + (i % 5),
          categoria: vehicle.categoria,
          hodometro: 12_000 + i * 8_350,
          licenciamento_validade: addDays(today, LICENSING_DAYS[i] ?? 365),
        };
      }),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('veiculo_vinculos')
    .values(
      veiculos.map((veiculo, i) => ({
        autoescola_id: school.id,
        veiculo_id: veiculo.id,
        inicio: `2024-0${(i % 9) + 1}-01`,
        fim: null,
      })),
    )
    .execute();

  const salas = await trx
    .insertInto('salas')
    .values([
      { autoescola_id: school.id, nome: 'Sala 1 - Legislação', capacidade: 40 },
      { autoescola_id: school.id, nome: 'Sala 2 - Direção Defensiva', capacidade: 30 },
    ])
    .returning('id')
    .execute();
  await trx
    .insertInto('cameras')
    .values(
      salas.map((sala, i) => ({
        autoescola_id: school.id,
        sala_id: sala.id,
        nome: `Câmera da sala ${i + 1}`,
        url_snapshot: `http://192.168.${10 + school.index}.${21 + i}/snapshot.jpg`,
        url_stream: `rtsp://192.168.${10 + school.index}.${21 + i}:554/stream1`,
        usuario: 'admin',
        senha_cifrada: secrets.seal(`camera-${school.index}${i}`),
      })),
    )
    .execute();
}
