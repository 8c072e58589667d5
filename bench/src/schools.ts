import { completeDocument, isCnh, isCnpj, isCpf, isPlate, isRenavam, schoolSlug } from '@cfc/domain';
import {
  CARS,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  MOTORCYCLES,
  NEIGHBOURHOODS,
  SCHOOL_PREFIXES,
  TRUCKS,
} from './catalog.ts';
import type { Size } from './target.ts';

/**
 * The plan of the generated schools, made in JavaScript because it is small (hundreds of schools,
 * thousands of instructors and vehicles) and its documents need check digits: school sizes vary,
 * and each school's fleet and staff follow its number of students. The big tables (students,
 * processes, lessons and what hangs from them) are made by SQL from this plan.
 */

/** A deterministic pseudo-random sequence (mulberry32): the same data every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length) % list.length] as T;

/** Lesson slots of a day: 06:00 to 21:50, 50 minutes each. */
export const SLOTS_PER_DAY = 19;

export interface SchoolPlan {
  n: number;
  nome: string;
  razao: string;
  slug: string;
  cnpj: string;
  uf: string;
  cidade: string;
  bairro: string;
  ddd: string;
  cep: string;
  lat: number;
  lon: number;
  /** Students, and the global number of the first one (students are numbered 1..S across schools). */
  alunos: number;
  alunoDe: number;
  carros: number;
  motos: number;
  caminhoes: number;
  instrutores: number;
  /** Staff accounts: one administrator, the rest managers (gestores). */
  equipe: number;
  /** Multipliers that spread a day's lessons over the slot × vehicle grid (coprime with its size). */
  multB: number;
  multA: number;
}

function spreader(vehicles: number): number {
  const cells = SLOTS_PER_DAY * vehicles;
  return [7, 11, 13, 17, 23, 29, 31, 37].find((m) => gcd(m, cells) === 1) ?? 1;
}

export function planSchools(size: Size): SchoolPlan[] {
  const next = random(20_261_121);
  const weights = Array.from({ length: size.schools }, () => 0.4 + 1.2 * next());
  const total = weights.reduce((sum, w) => sum + w, 0);
  const counts = weights.map((w) => Math.floor((size.students * w) / total));
  let missing = size.students - counts.reduce((sum, c) => sum + c, 0);
  for (let i = 0; missing > 0; i = (i + 1) % counts.length, missing--) counts[i] = (counts[i] ?? 0) + 1;
  // A login pool of at least ~60 staff accounts, whatever the number of schools.
  const equipe = Math.max(3, Math.ceil(60 / size.schools));

  let alunoDe = 1;
  return counts.map((alunos, index) => {
    const n = index + 1;
    const city = pick(CITIES, next());
    const bairro = pick(NEIGHBOURHOODS, next());
    const prefix = pick(SCHOOL_PREFIXES, next());
    const nome = `${prefix} ${bairro} ${String(n).padStart(3, '0')}`;
    // Cars for the category B students (80%), motorcycles for the A ones, with room for the busy
    // days: Mondays carry Sunday's lessons too, so twice an average day, and students cluster.
    const carros = Math.max(3, Math.round(alunos / 90));
    const motos = Math.max(2, Math.ceil((alunos * 0.2 * 20 * 6) / 365 / SLOTS_PER_DAY));
    const caminhoes = next() < 0.3 ? 1 : 0;
    const plan: SchoolPlan = {
      n,
      nome,
      razao: `${nome.replace(/^CFC |^Autoescola |^Auto Escola /, '')} Formação de Condutores Ltda`,
      slug: schoolSlug(nome),
      cnpj: completeDocument(`${String(10_000_000 + n * 97).padStart(8, '0')}0001`, 2, isCnpj),
      uf: city.uf,
      cidade: city.cidade,
      bairro,
      ddd: city.ddd,
      cep: `${city.cep}${String(10_000 + n * 37).slice(-5)}`,
      lat: city.lat,
      lon: city.lon,
      alunos,
      alunoDe,
      carros,
      motos,
      caminhoes,
      instrutores: carros + motos + caminhoes + 1 + Math.floor(next() * 3),
      equipe,
      multB: spreader(carros),
      multA: spreader(motos),
    };
    alunoDe += alunos;
    return plan;
  });
}

const personName = (next: () => number) =>
  `${pick(FIRST_NAMES, next())} ${pick(LAST_NAMES, next())} ${pick(LAST_NAMES, next())}`;

export interface InstructorRow {
  autoescola_id: number;
  nome: string;
  cpf: string;
  email: string;
  telefone: string;
  cnh_numero: string;
  cnh_categoria: string;
  cnh_validade: string;
  credencial_numero: string;
  credencial_validade: string;
}

const LICENCES = ['AB', 'AB', 'AB', 'AD', 'AE'];

export function planInstructors(schools: readonly SchoolPlan[], ids: ReadonlyMap<string, number>) {
  const next = random(7_001);
  const rows: InstructorRow[] = [];
  let k = 0;
  for (const school of schools) {
    for (let i = 0; i < school.instrutores; i++, k++) {
      const nome = personName(next);
      const cpf = completeDocument(String(600_000_000 + k * 7), 2, isCpf);
      rows.push({
        autoescola_id: ids.get(school.slug) ?? 0,
        nome,
        cpf,
        email: `instrutor${i + 1}@${school.slug}.com.br`,
        telefone: `${school.ddd}9${String(80_000_000 + k * 13).slice(-8)}`,
        cnh_numero: completeDocument(String(300_000_000 + k * 31), 2, isCnh),
        cnh_categoria: pick(LICENCES, next()),
        cnh_validade: `${2028 + (k % 4)}-0${(k % 9) + 1}-15`,
        credencial_numero: `${school.uf}-INS-${String(k + 1).padStart(6, '0')}`,
        credencial_validade: `${2027 + (k % 2)}-12-31`,
      });
    }
  }
  return rows;
}

export interface VehicleRow {
  autoescola_id: number;
  placa: string;
  renavam: string;
  marca: string;
  modelo: string;
  ano_fabricacao: number;
  categoria: 'A' | 'B' | 'C';
  hodometro: number;
}

const letter = (value: number) => String.fromCharCode(65 + (value % 26));

/** A Mercosul plate that encodes the vehicle's number, so no two vehicles share one. */
function plate(v: number): string {
  const value = `${letter(Math.floor(v / 676))}${letter(Math.floor(v / 26))}${letter(v)}${Math.floor(v / 17_576) % 10}${letter(v * 7 + 3)}${String((v * 13) % 100).padStart(2, '0')}`;
  if (!isPlate(value)) throw new Error(`placa gerada inválida: ${value}`);
  return value;
}

export function planVehicles(schools: readonly SchoolPlan[], ids: ReadonlyMap<string, number>) {
  const next = random(9_001);
  const rows: VehicleRow[] = [];
  let v = 0;
  for (const school of schools) {
    const fleet: ['A' | 'B' | 'C', readonly string[][], number][] = [
      ['B', CARS, school.carros],
      ['A', MOTORCYCLES, school.motos],
      ['C', TRUCKS, school.caminhoes],
    ];
    for (const [categoria, models, count] of fleet) {
      for (let i = 0; i < count; i++, v++) {
        const [marca, modelo] = pick(models, next()) as [string, string];
        rows.push({
          autoescola_id: ids.get(school.slug) ?? 0,
          placa: plate(v),
          renavam: completeDocument(String(1_000_000_000 + v * 7_919).slice(0, 10), 1, isRenavam),
          marca,
          modelo,
          ano_fabricacao: 2016 + Math.floor(next() * 9),
          categoria,
          hodometro: 5_000 + Math.floor(next() * 60_000),
        });
      }
    }
  }
  return rows;
}

/** Lessons per student: around the size's average, varying by ±6, with the exact total of the size. */
export function lessonsPerStudent(size: Size): { base: number; cycle: number } {
  const base = size.lessons / size.students;
  if (!Number.isInteger(base) || base < 7) throw new Error('aulas por aluno deve ser um inteiro >= 7');
  // Students g in complete cycles of 13 get base + (g % 13) - 6 (sums to zero per cycle); the rest, base.
  return { base, cycle: Math.floor(size.students / 13) * 13 };
}
