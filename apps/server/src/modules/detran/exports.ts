import type {
  DetranAluno,
  DetranAulaPratica,
  DetranInstrutor,
  DetranTurma,
  DetranVeiculo,
} from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { Access } from '../../platform/auth/access.ts';
import { type ExportFilters, registerExports } from '../../platform/documents/routes.ts';
import type { App } from '../../platform/http/route.ts';
import * as cadastros from './cadastros-repository.ts';
import * as repository from './repository.ts';
import {
  alunoListado,
  aulaListada,
  filterOf,
  instrutorListado,
  turmaListada,
  veiculoListado,
} from './service.ts';

/**
 * The PDF and spreadsheet of each list of the authority's area, with the list's text filter and
 * the CPFs masked as on screen; `/true` changes nothing (the area lists every record).
 */

const filtered = ({ filtro }: ExportFilters) => filterOf({ filtro: filtro ?? null });
const when = (value: string | null) => (value ? formatDateBR(value) : '');
const date = (value: string | null) => (value ? formatDateBR(value, { dateOnly: true }) : '');

export function registerDetranExports(app: App, access: Access): void {
  registerExports<DetranAluno>(app, {
    modulo: 'detran-alunos',
    path: '/detran/alunos',
    titulo: 'Alunos',
    access,
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola },
      { header: 'Nome', value: (row) => row.nome, width: '*' },
      { header: 'CPF', value: (row) => row.cpf },
      { header: 'RENACH', value: (row) => row.renach },
      { header: 'Situação', value: (row) => row.situacao },
      { header: 'Aulas realizadas', value: (row) => row.aulas_realizadas },
    ],
    load: async (_ctx, filters) =>
      (await repository.alunos(filtered(filters)).orderBy('al.nome').orderBy('al.id').execute()).map(
        alunoListado,
      ),
  });
  registerExports<DetranAulaPratica>(app, {
    modulo: 'detran-aulas-praticas',
    path: '/detran/aulas-praticas',
    titulo: 'Aulas práticas',
    access,
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola },
      { header: 'Aluno', value: (row) => row.aluno, width: '*' },
      { header: 'CPF', value: (row) => row.cpf },
      { header: 'Instrutor', value: (row) => row.instrutor },
      { header: 'Veículo', value: (row) => row.placa },
      { header: 'Início', value: (row) => when(row.inicio) },
      { header: 'Situação', value: (row) => row.status },
      { header: 'GETRAN', value: (row) => row.getran_status ?? 'PENDENTE' },
    ],
    load: async (_ctx, filters) =>
      (
        await repository
          .aulasPraticas(filtered(filters))
          .orderBy('a.inicio', 'desc')
          .orderBy('a.id')
          .execute()
      ).map(aulaListada),
  });
  registerExports<DetranTurma>(app, {
    modulo: 'detran-turmas-teoricas',
    path: '/detran/turmas-teoricas',
    titulo: 'Turmas teóricas',
    access,
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola },
      { header: 'Turma', value: (row) => row.nome, width: '*' },
      { header: 'Início', value: (row) => date(row.data_inicio) },
      { header: 'Fim', value: (row) => date(row.data_fim) },
      { header: 'Situação', value: (row) => row.status },
      { header: 'Alunos', value: (row) => row.alunos },
      { header: 'Aulas', value: (row) => row.aulas },
    ],
    load: async (_ctx, filters) =>
      (
        await repository.turmas(filtered(filters)).orderBy('t.data_inicio', 'desc').orderBy('t.id').execute()
      ).map(turmaListada),
  });
  registerExports<DetranInstrutor>(app, {
    modulo: 'detran-instrutores',
    path: '/detran/instrutores',
    titulo: 'Instrutores',
    access,
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola },
      { header: 'Nome', value: (row) => row.nome, width: '*' },
      { header: 'CPF', value: (row) => row.cpf },
      { header: 'CNH', value: (row) => row.cnh_categoria },
      { header: 'Credencial até', value: (row) => date(row.credencial_validade) },
      { header: 'Ativo', value: (row) => (row.ativo ? 'Sim' : 'Não') },
      { header: 'Aulas (30 dias)', value: (row) => row.aulas_30_dias },
    ],
    load: async (_ctx, filters) =>
      (await cadastros.instrutores(filtered(filters)).orderBy('i.nome').orderBy('i.id').execute()).map(
        instrutorListado,
      ),
  });
  registerExports<DetranVeiculo>(app, {
    modulo: 'detran-veiculos',
    path: '/detran/veiculos',
    titulo: 'Veículos',
    access,
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola },
      { header: 'Placa', value: (row) => row.placa },
      { header: 'Veículo', value: (row) => `${row.marca} ${row.modelo}`, width: '*' },
      { header: 'Ano', value: (row) => row.ano_fabricacao },
      { header: 'Categoria', value: (row) => row.categoria },
      { header: 'Licenciamento', value: (row) => date(row.licenciamento_validade) },
      { header: 'Ativo', value: (row) => (row.ativo ? 'Sim' : 'Não') },
    ],
    load: async (_ctx, filters) =>
      (await cadastros.veiculos(filtered(filters)).orderBy('v.placa').orderBy('v.id').execute()).map(
        veiculoListado,
      ),
  });
}
