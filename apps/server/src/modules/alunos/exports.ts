import { ADMIN_AREA_ROLES } from '@cfc/contract';
import { formatCpf, formatDateBR } from '@cfc/domain';
import type { FastifyInstance } from 'fastify';
import { registerExports } from '../../platform/documents/routes.ts';
import type * as repository from './repository.ts';
import { exportAlunos } from './service.ts';

const SITUACAO_LABEL: Record<repository.Situacao, string> = {
  ativo: 'Ativo',
  suspenso: 'Suspenso',
  concluido: 'Concluído',
};

/** (99) 9999-9999 or (99) 99999-9999; anything else as stored. */
function formatTelefone(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(value);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}

/** GET /alunos/pdf/... and /alunos/xlsx/... (SPEC §7): the students list; without `/true`, the active ones. */
export function registerAlunosExports(app: FastifyInstance): void {
  registerExports<repository.AlunoRegistro>(app, {
    modulo: 'alunos',
    titulo: 'Alunos',
    access: { roles: ADMIN_AREA_ROLES, permissions: ['alunos_list'] },
    columns: [
      { header: 'Nome', value: (aluno) => aluno.nome, width: '*' },
      { header: 'CPF', value: (aluno) => formatCpf(aluno.cpf), width: 80 },
      { header: 'RENACH', value: (aluno) => aluno.renach, width: 75 },
      { header: 'Telefone', value: (aluno) => formatTelefone(aluno.telefone), width: 85 },
      { header: 'Situação', value: (aluno) => SITUACAO_LABEL[aluno.situacao], width: 60 },
      {
        header: 'Cadastrado em',
        value: (aluno) => formatDateBR(aluno.created_at, { dateOnly: true }),
        width: 70,
      },
    ],
    load: (_ctx, filter) => exportAlunos(filter),
  });
}
