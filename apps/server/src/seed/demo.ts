import { PERMISSION_FLAGS, type PermissionFlag, Role, type RoleId } from '@cfc/contract';
import { cpfDigits, OPERATOR_SLUG, schoolSlug } from '@cfc/domain';
import { type Kysely, sql } from 'kysely';
import { type FinanceiroConfig, loadConfig } from '../config.ts';
import { seedAlertas } from '../modules/alertas/seed.ts';
import { seedAulasPraticas } from '../modules/aulas-praticas/seed-aulas.ts';
import { seedCobrancas } from '../modules/cobrancas/seed.ts';
import { seedEad } from '../modules/ead/seed.ts';
import { seedEvidencias } from '../modules/evidencias/seed.ts';
import { seedFaturamento } from '../modules/faturamento/seed.ts';
import { seedArquivosDasFotos, seedFotosPraticas } from '../modules/fotos/seed.ts';
import { seedLogs } from '../modules/logs/seed.ts';
import { seedAulaEmAndamento, seedCamerasVerificadas } from '../modules/monitoramento/seed.ts';
import { seedNotificacoes } from '../modules/notificacoes/seed-notificacoes.ts';
import { seedPagamentos } from '../modules/pagamentos/seed.ts';
import { seedProcessos } from '../modules/processos/seed.ts';
import { seedRepasses } from '../modules/repasses/seed.ts';
import { seedTelegram } from '../modules/telegram/seed.ts';
import { seedTurmas } from '../modules/turmas/seed.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { SecretBox } from '../platform/crypto/sealed.ts';
import type { DB } from '../platform/db/schema.ts';
import { systemDb, withSystem } from '../platform/db/tenant.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { seedSchoolRegistries } from './demo-registries.ts';
import { seedLogo } from './logo.ts';

export const DEMO_PASSWORD = 'demo1234';

const SCHOOLS = [
  { nome_fantasia: 'CFC Plataforma', slug: OPERATOR_SLUG, uf: 'MA', operadora: true, cnpj: '11222333000181' },
  {
    nome_fantasia: 'Autoescola Demo',
    slug: schoolSlug('Autoescola Demo'),
    uf: 'MA',
    operadora: false,
    cnpj: '12ABC34501DE35',
  },
  { nome_fantasia: 'CFC Modelo', slug: schoolSlug('CFC Modelo'), uf: 'PI', operadora: false, cnpj: null },
] as const;

interface DemoUser {
  nome: string;
  login: string;
  role: RoleId;
  funcao: number | null;
  school: string | null;
  uf?: string;
  /** Operator staff see these schools besides their own. */
  grants?: string[];
  /** Permission flags other than the role's (staff roles get every flag). */
  permissoes?: PermissionFlag[];
}

/** The demo accounts of the README; every one logs in with DEMO_PASSWORD. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    nome: 'Ana Administradora',
    login: 'admin@demo.cfc',
    role: Role.ADMIN,
    funcao: 1,
    school: 'autoescolademo',
  },
  {
    nome: 'Marcos Monitoramento',
    login: 'monitor@demo.cfc',
    role: Role.MONITOR,
    funcao: 2,
    school: OPERATOR_SLUG,
    grants: ['autoescolademo', 'cfcmodelo'],
  },
  {
    nome: 'Gabriela Gestora',
    login: 'gestor@demo.cfc',
    role: Role.GESTOR,
    funcao: null,
    school: 'autoescolademo',
  },
  {
    nome: 'Fábio Financeiro',
    login: 'financeiro@demo.cfc',
    role: Role.FINANCEIRO,
    funcao: null,
    school: OPERATOR_SLUG,
    grants: ['autoescolademo', 'cfcmodelo'],
  },
  {
    nome: 'Sofia Suporte',
    login: 'suporte@demo.cfc',
    role: Role.SUPORTE,
    funcao: 7,
    school: OPERATOR_SLUG,
    grants: ['autoescolademo', 'cfcmodelo'],
  },
  {
    nome: 'Carlos Comercial',
    login: 'comercial@demo.cfc',
    role: Role.COMERCIAL,
    funcao: null,
    school: OPERATOR_SLUG,
    grants: ['autoescolademo', 'cfcmodelo'],
  },
  {
    nome: 'Diana DETRAN-MA',
    login: 'detran@demo.cfc',
    role: Role.DETRAN,
    funcao: null,
    school: null,
    uf: 'MA',
  },
  { nome: 'Mário Modelo', login: 'admin@modelo.cfc', role: Role.ADMIN, funcao: 1, school: 'cfcmodelo' },
  {
    nome: 'Ivo Instrutor',
    login: '111.444.777-35',
    role: Role.INSTRUTOR,
    funcao: null,
    school: 'autoescolademo',
  },
  { nome: 'Alice Aluna', login: '529.982.247-25', role: Role.ALUNO, funcao: null, school: 'autoescolademo' },
  // The operator's consultant (role 1 of the operator): only the commission report, no admin flags.
  {
    nome: 'Rita Consultora',
    login: 'consultor@demo.cfc',
    role: Role.ADMIN,
    funcao: 1,
    school: OPERATOR_SLUG,
    permissoes: [],
  },
];

const STAFF_ROLES: readonly RoleId[] = [Role.ADMIN, Role.MONITOR, Role.GESTOR];

/**
 * Seeds the demo data when the database has no school yet; does nothing otherwise, so a restart
 * never duplicates or overwrites anything. Deterministic: the same rows every time. `storage` holds
 * the demo's evidence photos of the theory classes (without it, the sessions have none).
 */
export async function seedDemo(
  db: Kysely<DB>,
  secrets: SecretBox,
  storage: Storage | null = null,
  /** The operator's collection account the demo invoices' boletos name (the defaults without it). */
  financeiro: FinanceiroConfig = loadConfig({}).financeiro,
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withSystem(db, async () => {
    const trx = systemDb();
    // Seeding is a start-up step (under the start-up lock, engine.ts): no request limit applies.
    await sql`select set_config('statement_timeout', '0', true)`.execute(trx);
    const existing = await trx.selectFrom('autoescolas').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    const schools = await trx
      .insertInto('autoescolas')
      .values([...SCHOOLS])
      .returning(['id', 'slug'])
      .execute();
    const schoolId = (slug: string | null) => schools.find((school) => school.slug === slug)?.id ?? null;

    const accounts: { usuarioId: number; cpf: string; role: 3 | 4; nome: string; school: string | null }[] =
      [];
    for (const user of DEMO_USERS) {
      const byCpf = !user.login.includes('@');
      const permissoes = user.permissoes ?? (STAFF_ROLES.includes(user.role) ? [...PERMISSION_FLAGS] : []);
      const { id } = await trx
        .insertInto('usuarios')
        .values({
          nome: user.nome,
          email: byCpf ? null : user.login,
          cpf: byCpf ? cpfDigits(user.login) : null,
          id_role: user.role,
          id_funcao_usuario: user.funcao,
          autoescola_id: schoolId(user.school),
          uf: user.uf ?? null,
          permissoes,
          id_permissao: null,
          senha_hash: passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const grants = (user.grants ?? []).map((slug) => ({
        usuario_id: id,
        autoescola_id: schoolId(slug) ?? 0,
      }));
      if (grants.length) await trx.insertInto('usuario_autoescolas').values(grants).execute();
      if (user.role === Role.ALUNO || user.role === Role.INSTRUTOR) {
        accounts.push({
          usuarioId: id,
          cpf: user.login,
          role: user.role,
          nome: user.nome,
          school: user.school,
        });
      }
    }
    for (const [index, school] of SCHOOLS.entries()) {
      if (school.operadora) continue;
      const own = accounts.filter((account) => account.school === school.slug);
      await seedSchoolRegistries(trx, { id: schoolId(school.slug) ?? 0, uf: school.uf, index }, own, secrets);
      await seedProcessos(trx, schoolId(school.slug) ?? 0);
      if (school.slug === 'autoescolademo') {
        await seedLogo(trx, schoolId(school.slug) ?? 0, 'AD', storage);
        await seedAulasPraticas(trx, schoolId(school.slug) ?? 0);
        await seedFotosPraticas(trx, schoolId(school.slug) ?? 0, storage);
        await seedEvidencias(trx, schoolId(school.slug) ?? 0, storage);
      }
      await seedTurmas(trx, schoolId(school.slug) ?? 0, storage);
      if (school.slug === 'autoescolademo') await seedEad(trx, schoolId(school.slug) ?? 0);
      if (school.slug === 'autoescolademo') await seedAulaEmAndamento(trx, schoolId(school.slug) ?? 0);
      await seedCamerasVerificadas(trx, schoolId(school.slug) ?? 0);
    }
    // Monitoring evidence of every kind of alert, evaluated at once (docs/monitoring.md).
    await seedAlertas(trx, { demo: schoolId('autoescolademo') ?? 0, modelo: schoolId('cfcmodelo') ?? 0 });
    await seedArquivosDasFotos(trx, storage);
    const monitor = await trx
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', 'monitor@demo.cfc')
      .executeTakeFirstOrThrow();
    await seedNotificacoes(trx, monitor.id);
    const demo = schoolId('autoescolademo') ?? 0;
    await seedLogs(trx, demo, schoolId(OPERATOR_SLUG) ?? 0);
    await seedTelegram(trx, demo);
    // A few months of invoices, paid, written off, reversed and overdue (docs/finance.md).
    await seedFaturamento(trx, { demo, modelo: schoolId('cfcmodelo') ?? 0 }, financeiro);
    // Open invoices for the bank files' demo, when the billing history has none (docs/finance.md).
    await seedPagamentos(trx, demo);
    // Finance's charges, union and consultant: after the finance core's contracts, which they upsert.
    const escolas = { demo, modelo: schoolId('cfcmodelo') ?? 0 };
    await seedCobrancas(trx, escolas, financeiro);
    await seedRepasses(trx, escolas);
    return true;
  });
}
