import {
  type MonitoramentoAluno,
  type MonitoramentoAulaPresencial,
  type MonitoramentoInstrutor,
  type MonitoramentoSala,
  type MonitoramentoTurma,
  type MonitoramentoVeiculo,
  monitoramentoApi,
} from '@cfc/contract';
import { Badge } from '@mantine/core';
import { IconDeviceCctv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../routing/routes.ts';
import { displayCpf, displayDate, displayPhone } from '../../ui/format.ts';
import { ListaMonitoramento } from './components/ListaMonitoramento.tsx';

const L = 'monitoramento.listas';

function Ativo({ ativo }: { readonly ativo: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={ativo ? 'brand' : 'gray'} variant="light">
      {t(ativo ? `${L}.ativo` : `${L}.inativo`)}
    </Badge>
  );
}

/** ListarAlunos (/monitoramento/alunos). */
export function ListarAlunosPage() {
  const { t } = useTranslation();
  return (
    <ListaMonitoramento<MonitoramentoAluno>
      endpoint={monitoramentoApi.listAlunos}
      textos="alunos"
      defaultSort="nome"
      rowKey={(row) => row.id_aluno}
      nome={(row) => row.nome}
      columns={[
        { key: 'nome', header: t(`${L}.alunos.nome`), sortField: 'nome', render: (row) => row.nome },
        { key: 'cpf', header: t(`${L}.alunos.cpf`), sortField: 'cpf', render: (row) => displayCpf(row.cpf) },
        { key: 'renach', header: t(`${L}.alunos.renach`), render: (row) => row.renach ?? '-' },
        {
          key: 'situacao',
          header: t(`${L}.alunos.situacao`),
          sortField: 'situacao',
          render: (row) => t(`${L}.situacoes.${row.situacao}`),
        },
      ]}
      detalhes={(row) => [
        { label: t(`${L}.alunos.cpf`), value: displayCpf(row.cpf) },
        { label: t(`${L}.alunos.renach`), value: row.renach ?? '-' },
        { label: t(`${L}.alunos.situacao`), value: t(`${L}.situacoes.${row.situacao}`) },
        { label: t(`${L}.alunos.telefone`), value: displayPhone(row.telefone) || '-' },
      ]}
    />
  );
}

/** ListarInstrutores (/monitoramento/instrutores). */
export function ListarInstrutoresPage() {
  const { t } = useTranslation();
  return (
    <ListaMonitoramento<MonitoramentoInstrutor>
      endpoint={monitoramentoApi.listInstrutores}
      textos="instrutores"
      defaultSort="nome"
      rowKey={(row) => row.id_instrutor}
      nome={(row) => row.nome}
      columns={[
        { key: 'nome', header: t(`${L}.instrutores.nome`), sortField: 'nome', render: (row) => row.nome },
        { key: 'cpf', header: t(`${L}.instrutores.cpf`), render: (row) => displayCpf(row.cpf) },
        { key: 'categoria', header: t(`${L}.instrutores.categoria`), render: (row) => row.cnh_categoria },
        {
          key: 'credencial',
          header: t(`${L}.instrutores.credencial`),
          sortField: 'credencial_validade',
          render: (row) => displayDate(row.credencial_validade, true),
        },
        {
          key: 'situacao',
          header: t(`${L}.instrutores.situacao`),
          render: (row) => <Ativo ativo={row.ativo} />,
        },
      ]}
      detalhes={(row) => [
        { label: t(`${L}.instrutores.cpf`), value: displayCpf(row.cpf) },
        { label: t(`${L}.instrutores.categoria`), value: row.cnh_categoria },
        { label: t(`${L}.instrutores.credencial`), value: displayDate(row.credencial_validade, true) },
      ]}
    />
  );
}

/** ListarVeiculos (/monitoramento/veiculos). */
export function ListarVeiculosPage() {
  const { t } = useTranslation();
  return (
    <ListaMonitoramento<MonitoramentoVeiculo>
      endpoint={monitoramentoApi.listVeiculos}
      textos="veiculos"
      defaultSort="placa"
      rowKey={(row) => row.id_veiculo}
      nome={(row) => row.placa}
      columns={[
        { key: 'placa', header: t(`${L}.veiculos.placa`), sortField: 'placa', render: (row) => row.placa },
        {
          key: 'modelo',
          header: t(`${L}.veiculos.modelo`),
          sortField: 'modelo',
          render: (row) => `${row.marca} ${row.modelo}`,
        },
        {
          key: 'categoria',
          header: t(`${L}.veiculos.categoria`),
          sortField: 'categoria',
          render: (row) => row.categoria,
        },
        {
          key: 'situacao',
          header: t(`${L}.veiculos.situacao`),
          render: (row) => <Ativo ativo={row.ativo} />,
        },
      ]}
      detalhes={(row) => [
        { label: t(`${L}.veiculos.modelo`), value: `${row.marca} ${row.modelo}` },
        { label: t(`${L}.veiculos.categoria`), value: row.categoria },
      ]}
    />
  );
}

/** ListarSalas (/monitoramento/salas): each room opens its camera view (SalaPresencial). */
export function ListarSalasPage() {
  const { t } = useTranslation();
  return (
    <ListaMonitoramento<MonitoramentoSala>
      endpoint={monitoramentoApi.listSalas}
      textos="salas"
      defaultSort="nome"
      rowKey={(row) => row.id_sala}
      nome={(row) => row.nome}
      columns={[
        { key: 'nome', header: t(`${L}.salas.nome`), sortField: 'nome', render: (row) => row.nome },
        {
          key: 'capacidade',
          header: t(`${L}.salas.capacidade`),
          align: 'right',
          render: (row) => row.capacidade,
        },
        { key: 'cameras', header: t(`${L}.salas.cameras`), align: 'right', render: (row) => row.cameras },
        {
          key: 'offline',
          header: t(`${L}.salas.offline`),
          align: 'right',
          render: (row) =>
            row.cameras_offline > 0 ? <Badge color="danger">{row.cameras_offline}</Badge> : 0,
        },
      ]}
      detalhes={(row) => [
        { label: t(`${L}.salas.capacidade`), value: String(row.capacidade) },
        { label: t(`${L}.salas.cameras`), value: String(row.cameras) },
      ]}
      rowActions={(row) => [
        {
          key: 'monitorar',
          label: t(`${L}.salas.monitorar`, { nome: row.nome }),
          icon: <IconDeviceCctv size={18} aria-hidden />,
          to: buildPath('SalaPresencial', { schema: row.autoescola, id: row.id_sala }),
        },
      ]}
    />
  );
}

/** ListarTurmasTeoricas (/monitoramento/turmas-teoricas). */
export function ListarTurmasTeoricasPage() {
  const { t } = useTranslation();
  const periodo = (row: MonitoramentoTurma) =>
    `${displayDate(row.data_inicio, true)} – ${displayDate(row.data_fim, true)}`;
  return (
    <ListaMonitoramento<MonitoramentoTurma>
      endpoint={monitoramentoApi.listTurmas}
      textos="turmas"
      defaultSort="-data_inicio"
      rowKey={(row) => row.id_turma}
      nome={(row) => row.nome}
      columns={[
        { key: 'nome', header: t(`${L}.turmas.nome`), sortField: 'nome', render: (row) => row.nome },
        { key: 'sala', header: t(`${L}.turmas.sala`), render: (row) => row.sala_nome },
        { key: 'periodo', header: t(`${L}.turmas.periodo`), sortField: 'data_inicio', render: periodo },
        {
          key: 'status',
          header: t(`${L}.turmas.status`),
          sortField: 'status',
          render: (row) => t(`${L}.statusTurma.${row.status}`),
        },
        { key: 'alunos', header: t(`${L}.turmas.alunos`), align: 'right', render: (row) => row.alunos },
      ]}
      detalhes={(row) => [
        { label: t(`${L}.turmas.curso`), value: row.curso },
        { label: t(`${L}.turmas.sala`), value: row.sala_nome },
        { label: t(`${L}.turmas.periodo`), value: periodo(row) },
        { label: t(`${L}.turmas.alunos`), value: String(row.alunos) },
      ]}
    />
  );
}

/** ListarAulasPresenciais (/monitoramento/aulas-presenciais): each session opens its room. */
export function ListarAulasPresenciaisPage() {
  const { t } = useTranslation();
  return (
    <ListaMonitoramento<MonitoramentoAulaPresencial>
      endpoint={monitoramentoApi.listAulasPresenciais}
      textos="presenciais"
      defaultSort="-inicio"
      rowKey={(row) => row.id_aula_teorica}
      nome={(row) => `${row.turma_nome} · ${row.disciplina}`}
      columns={[
        {
          key: 'inicio',
          header: t(`${L}.presenciais.inicio`),
          sortField: 'inicio',
          render: (row) => displayDate(row.inicio),
        },
        {
          key: 'turma',
          header: t(`${L}.presenciais.turma`),
          sortField: 'turma',
          render: (row) => row.turma_nome,
        },
        { key: 'instrutor', header: t(`${L}.presenciais.instrutor`), render: (row) => row.instrutor_nome },
        { key: 'sala', header: t(`${L}.presenciais.sala`), render: (row) => row.sala_nome },
        {
          key: 'status',
          header: t(`${L}.presenciais.status`),
          sortField: 'status',
          render: (row) => t(`${L}.statusAula.${row.status}`),
        },
        {
          key: 'presentes',
          header: t(`${L}.presenciais.presentes`),
          align: 'right',
          render: (row) => row.presentes,
        },
      ]}
      detalhes={(row) => [
        { label: t(`${L}.presenciais.disciplina`), value: row.disciplina },
        { label: t(`${L}.presenciais.instrutor`), value: row.instrutor_nome },
        { label: t(`${L}.presenciais.sala`), value: row.sala_nome },
        { label: t(`${L}.presenciais.presentes`), value: String(row.presentes) },
      ]}
      rowActions={(row) => [
        {
          key: 'sala',
          label: t('monitoramento.teorica.verSala', { sala: row.sala_nome }),
          icon: <IconDeviceCctv size={18} aria-hidden />,
          to: buildPath('SalaPresencial', { schema: row.autoescola, id: row.id_sala }),
        },
      ]}
    />
  );
}
