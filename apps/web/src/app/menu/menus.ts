import { type PermissionFlag, Role } from '@cfc/contract';
import {
  IconAlertTriangle,
  IconBell,
  IconBook,
  IconBroadcast,
  IconBuildingBank,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCar,
  IconChalkboard,
  IconChartBar,
  IconClockHour4,
  IconDeviceCctv,
  IconDoor,
  IconFileImport,
  IconFileInvoice,
  IconHistory,
  IconId,
  IconLayoutDashboard,
  IconListDetails,
  IconPackage,
  IconPhoto,
  IconReceipt,
  IconReportAnalytics,
  IconReportMoney,
  IconSend,
  IconSettings,
  IconSteeringWheel,
  IconTestPipe,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';
import type { RouteName } from '../../routing/routes.ts';
import type { MenuEntry, MenuLabel, MenuLink } from './menu-types.ts';

function link(route: RouteName, label: MenuLabel, options: Omit<MenuLink, 'kind' | 'route' | 'label'> = {}) {
  return { kind: 'link', route, label, ...options } as const satisfies MenuLink;
}

/** Every link of an admin group asks for the same flags. */
function flagged(anyOf: readonly PermissionFlag[], links: readonly MenuLink[]): MenuLink[] {
  return links.map((entry) => ({ ...entry, anyOf }));
}

const INVOICE_FLAGS: readonly PermissionFlag[] = ['faturas_teoricas', 'faturas_praticas'];

const noticesGroup = {
  kind: 'group',
  id: 'avisos',
  label: 'notices',
  icon: IconBell,
  children: [
    link('Avisos', 'newNotice'),
    link('TelegramDashboard', 'messagingPanel'),
    link('notifications', 'notificationCentre'),
  ],
} as const satisfies MenuEntry;

/** SPEC §2.4, admin menu: roles 1 and 5, and any role without a menu of its own. */
export const ADMIN_MENU: readonly MenuEntry[] = [
  link('dashboard', 'dashboard', { icon: IconLayoutDashboard }),
  {
    kind: 'group',
    id: 'alunos',
    label: 'students',
    icon: IconUsers,
    children: [
      link('novo-aluno-basic', 'newStudent', { anyOf: ['alunos_edit'] }),
      link('listagem-alunos', 'listStudents', { anyOf: ['alunos_list'] }),
    ],
  },
  {
    kind: 'group',
    id: 'praticas',
    label: 'practicalLessons',
    icon: IconSteeringWheel,
    children: [
      link('perimetro-index', 'perimeter', { anyOf: ['agendamento'] }),
      link('processo-agendamento', 'hoursQuery', { anyOf: ['aulas_list'] }),
      link('processo-index', 'search', { anyOf: ['aulas_list'] }),
      link('agendar-pratica', 'schedule', { anyOf: ['agendamento'] }),
    ],
  },
  {
    kind: 'group',
    id: 'teoricas',
    label: 'theory',
    icon: IconChalkboard,
    children: flagged(
      ['turmas_list'],
      [
        link('carga-horaria-teorica', 'hoursQuery'),
        link('listagem-turmas', 'listClasses'),
        link('aulas-presenciais', 'inPersonLessons'),
        link('ead-instrutor', 'remoteLessons'),
      ],
    ),
  },
  {
    kind: 'group',
    id: 'cfcs',
    label: 'cfcs',
    icon: IconBuildingCommunity,
    children: [
      link('cfc', 'list', { anyOf: ['cfcs'], operatorOnly: true }),
      link('cfc-novo', 'new', { anyOf: ['cfcs'], operatorOnly: true }),
    ],
  },
  {
    kind: 'group',
    id: 'faturas',
    label: 'invoices',
    icon: IconFileInvoice,
    children: flagged(INVOICE_FLAGS, [
      link('faturas-index', 'invoices'),
      link('importarFaturas', 'importInvoices', { operatorOnly: true }),
      link('buscar-cobranca-admin', 'searchCharges'),
    ]),
  },
  link('listagem-instrutores', 'instructors', { icon: IconId, anyOf: ['instrutor_list'] }),
  {
    kind: 'group',
    id: 'monitoramento',
    label: 'monitoring',
    icon: IconDeviceCctv,
    children: [
      link('monitoramento-virtual', 'monitorVirtual', { anyOf: ['monitoramento_teorica'] }),
      link('relatorio-monitoramento', 'reports', { anyOf: ['monitoramento_relatorios'] }),
      link('alertas', 'alerts', { anyOf: ['monitoramento_relatorios'] }),
      link('feed-alunos', 'photoFeed', { anyOf: ['alunos_list', 'aulas_list'] }),
      link('fotos-teoricas', 'theoryPhotos', { anyOf: ['turmas_list', 'alunos_list'] }),
    ],
  },
  {
    kind: 'group',
    id: 'relatorios',
    label: 'reports',
    icon: IconReportAnalytics,
    children: [
      link('geral', 'general', { anyOf: ['relatorios'] }),
      link('acoes-usuarios', 'userActions', { anyOf: ['relatorios'] }),
      link('relatorio-admin', 'staffReport', { anyOf: ['relatorios'] }),
      link('relatorio-aulas-por-aluno', 'lessonsPerStudent', { anyOf: ['relatorios'] }),
      link('relatorio-alunos-por-periodo', 'studentsByPeriod', { anyOf: ['relatorios'] }),
      link('relatorio-aulas-praticas-realizadas', 'completedLessons', { anyOf: ['relatorios'] }),
      link('carga-horaria-pratica', 'practicalHoursPerStudent', { anyOf: ['relatorios'] }),
      link('faturamento', 'billing', { anyOf: ['relatorios'], operatorOnly: true }),
    ],
  },
  {
    kind: 'group',
    id: 'usuarios',
    label: 'users',
    icon: IconUserCog,
    children: [
      link('novo-usuario', 'new', { anyOf: ['user_edit'] }),
      link('listagem-usuarios', 'list', { anyOf: ['user_list'] }),
      link('permissoes', 'permissions', { anyOf: ['permissoes'], operatorOnly: true }),
    ],
  },
  link('listagem-veiculos', 'vehicles', { icon: IconCar, anyOf: ['veiculo_list'] }),
  // The operator's consultants (role 1 of the operator) read their commissions (SPEC §2.3 /comissao).
  link('relatorio-consultor', 'commissions', { icon: IconReportMoney, operatorOnly: true }),
  noticesGroup,
];

/** SPEC §2.4, finance menu (role 6). */
export const FINANCE_MENU: readonly MenuEntry[] = [
  link('faturas_boletos', 'schoolBilling', { icon: IconFileInvoice }),
  link('faturas_cadastradas', 'billedStudents', { icon: IconReceipt }),
  link('Listar_alunos', 'registeredStudents', { icon: IconUsers }),
  link('relatorios', 'reports', { icon: IconReportAnalytics }),
  link('faturamento-panel', 'billingPanel', { icon: IconChartBar }),
  link('importarFaturas-financeiro', 'importInvoices', { icon: IconFileImport }),
  link('historico-baixa-manual', 'manualWriteOffs', { icon: IconHistory }),
  link('autoescolas', 'schools', { icon: IconBuildingCommunity }),
  link('sindicato-recebimentos', 'unionReceipts', { icon: IconBuildingBank }),
  {
    kind: 'group',
    id: 'cobrancas',
    label: 'extraCharges',
    icon: IconPackage,
    children: [
      link('produtos-servicos', 'productsServices'),
      link('criar-cobranca', 'createCharge'),
      link('buscar-cobranca', 'searchCharges'),
    ],
  },
];

/**
 * SPEC §2.4, monitoring menu (role 2), with the logs of SPEC §2.3 and the admin settings (open to
 * every monitoring user to read; editing asks for the 'admin access' function group).
 */
export const MONITORING_MENU: readonly MenuEntry[] = [
  link('DashboardMonitoramento', 'dashboard', { icon: IconLayoutDashboard }),
  link('ListarAlunos', 'students', { icon: IconUsers }),
  link('ListarAulasPraticas', 'practicalLessons', { icon: IconSteeringWheel }),
  link('FeedAlunos', 'photoFeed', { icon: IconPhoto }),
  link('agendar-pratica', 'schedulePractical', { icon: IconCalendarPlus }),
  link('MonEnvioAulasPraticas', 'lessonSending', { icon: IconSend }),
  link('alertas', 'alerts', { icon: IconAlertTriangle }),
  link('ListarTurmasTeoricas', 'theoryClasses', { icon: IconChalkboard }),
  link('ListarAulasVirtuais', 'monitorTheory', { icon: IconDeviceCctv }),
  {
    kind: 'group',
    id: 'carga-horaria',
    label: 'hours',
    icon: IconClockHour4,
    children: [link('carga-horaria-teorica', 'theoryHours'), link('carga-horaria-pratica', 'practicalHours')],
  },
  link('ListarInstrutores', 'instructors', { icon: IconId }),
  link('ListarVeiculos', 'vehicles', { icon: IconCar }),
  noticesGroup,
  link('ListarRelatorios', 'reports', { icon: IconReportAnalytics }),
  link('ListarSalas', 'rooms', { icon: IconDoor }),
  {
    kind: 'group',
    id: 'logs',
    label: 'logs',
    icon: IconListDetails,
    children: [
      link('LogMinimizacao', 'minimisationLog'),
      link('LogAgendamento', 'schedulingLog'),
      link('LogApiCandidatoPratico', 'candidateApiLog'),
      link('LogAcessosAutoridade', 'authorityReads'),
    ],
  },
  link('ConfiguracaoAdm', 'adminSettings', { icon: IconSettings }),
];

/** Role 7: the lesson-sending entry of the monitoring menu, on the support area's own screens. */
export const SUPPORT_MENU: readonly MenuEntry[] = [
  link('EnvioAulasPraticas', 'lessonSending', { icon: IconSend }),
  link('EnvioAulasPraticasTeste', 'lessonSendingTest', { icon: IconTestPipe }),
];

export const STUDENT_MENU: readonly MenuEntry[] = [
  link('aulas-teoricas', 'theoryLessons', { icon: IconBook }),
  link('aulas-praticas', 'practicalLessons', { icon: IconSteeringWheel }),
];

export const COMMERCIAL_MENU: readonly MenuEntry[] = [
  link('lista-autoescolas', 'schoolList', { icon: IconBuildingCommunity }),
  link('ListaAlunos', 'students', { icon: IconUsers }),
  link('RelatorioFinanceiro', 'financialReport', { icon: IconReportMoney }),
  link('RelatorioMonitoramento', 'monitoringReport', { icon: IconReportAnalytics }),
];

export const DETRAN_MENU: readonly MenuEntry[] = [
  link('Getran-listarAlunos', 'students', { icon: IconUsers }),
  link('Getran-ListarAulasPraticas', 'practicalLessons', { icon: IconSteeringWheel }),
  link('Getran-ListarTurmasTeoricas', 'theoryClasses', { icon: IconChalkboard }),
  link('Getran-ListarAlertas', 'alerts', { icon: IconAlertTriangle }),
  link('Getran-ListarInstrutores', 'instructors', { icon: IconId }),
  link('Getran-ListarVeiculos', 'vehicles', { icon: IconCar }),
];

/** The instructor has no sidebar: large tabs on a phone-first layout. */
export const INSTRUCTOR_MENU: readonly MenuLink[] = [
  link('aulasInstrutor', 'myLessons', { icon: IconCalendarEvent }),
  link('listagem-turmas', 'classes', { icon: IconChalkboard }),
  link('ead-instrutor', 'liveLessons', { icon: IconBroadcast }),
];

const MENU_BY_ROLE: Readonly<Record<number, readonly MenuEntry[]>> = {
  [Role.MONITOR]: MONITORING_MENU,
  [Role.INSTRUTOR]: INSTRUCTOR_MENU,
  [Role.ALUNO]: STUDENT_MENU,
  [Role.FINANCEIRO]: FINANCE_MENU,
  [Role.SUPORTE]: SUPPORT_MENU,
  [Role.COMERCIAL]: COMMERCIAL_MENU,
  [Role.DETRAN]: DETRAN_MENU,
};

export function menuOf(roleId: number): readonly MenuEntry[] {
  return MENU_BY_ROLE[roleId] ?? ADMIN_MENU;
}
