import type {
  DetranAluno,
  DetranAulaPratica,
  DetranInstrutor,
  DetranTurma,
  DetranVeiculo,
  detranAlunoDetalhe,
  detranAulaPraticaDetalhe,
  detranInstrutorDetalhe,
  detranTurmaDetalhe,
  detranVeiculoDetalhe,
} from '@cfc/contract';
import { Anchor, Badge, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { buildPath } from '../../routing/routes.ts';
import { DescriptionItem } from '../../ui/DescriptionItem.tsx';
import { displayDate } from '../../ui/format.ts';
import { DetranListPage } from './components/DetranListPage.tsx';
import { Cpf, Dados, dash, labelsOf, Secao } from './components/detalhe.tsx';

/** The screens of the traffic authority's area (SPEC §2.3 /detran, §2.4 its menu), read only. */

export function DetranAlunosPage() {
  const { t } = useTranslation();
  const situacao = labelsOf(t('detran.situacaoAluno', { returnObjects: true }));
  return (
    <DetranListPage<DetranAluno>
      lista="alunos"
      defaultSort="nome"
      rowKey={(row) => row.id_aluno}
      rowName={(row) => row.nome}
      status={situacao.options}
      columns={[
        { key: 'nome', header: t('detran.col.nome'), sortField: 'nome', render: (row) => row.nome },
        { key: 'cpf', header: t('detran.col.cpf'), render: (row) => <Cpf value={row.cpf} /> },
        { key: 'renach', header: t('detran.col.renach'), render: (row) => dash(row.renach) },
        {
          key: 'autoescola',
          header: t('detran.col.autoescola'),
          sortField: 'autoescola',
          render: (row) => row.autoescola,
        },
        {
          key: 'situacao',
          header: t('detran.col.situacao'),
          render: (row) => situacao.label(row.situacao),
        },
        {
          key: 'aulas',
          header: t('detran.col.aulasRealizadas'),
          align: 'right',
          render: (row) => row.aulas_realizadas,
        },
      ]}
      detail={(aluno: z.infer<typeof detranAlunoDetalhe>) => (
        <>
          <Dados>
            <DescriptionItem label={t('detran.col.cpf')} value={aluno.cpf} />
            <DescriptionItem label={t('detran.col.renach')} value={dash(aluno.renach)} />
            <DescriptionItem
              label={t('detran.col.nascimento')}
              value={displayDate(aluno.data_nascimento, true) || '—'}
            />
            <DescriptionItem label={t('detran.col.autoescola')} value={aluno.autoescola} />
            <DescriptionItem label={t('detran.col.email')} value={dash(aluno.email)} />
            <DescriptionItem label={t('detran.col.telefone')} value={dash(aluno.telefone)} />
            <DescriptionItem
              label={t('detran.col.cidade')}
              value={`${dash(aluno.cidade)}/${dash(aluno.uf)}`}
            />
            <DescriptionItem label={t('detran.col.situacao')} value={situacao.label(aluno.situacao)} />
          </Dados>
          <Secao title={t('detran.processos')}>
            <List size="sm">
              {aluno.processos.map((processo) => (
                <List.Item key={processo.renach}>
                  {processo.renach} · {processo.categoria} · {processo.status} ·{' '}
                  {displayDate(processo.aberto_em, true)}
                </List.Item>
              ))}
            </List>
          </Secao>
          <Secao title={t('detran.aulasRecentes')}>
            <List size="sm">
              {aluno.aulas.map((aula) => (
                <List.Item key={aula.id_aula_pratica}>
                  {displayDate(aula.inicio)} · {aula.instrutor} · {aula.status} ·{' '}
                  {aula.getran_status ?? 'PENDENTE'}
                </List.Item>
              ))}
            </List>
          </Secao>
        </>
      )}
    />
  );
}

export function DetranAulasPraticasPage() {
  const { t } = useTranslation();
  const situacao = labelsOf(t('detran.statusAula', { returnObjects: true }));
  const momentos = labelsOf(t('fotos.momento', { returnObjects: true }));
  const verificacoes = labelsOf(t('fotos.verificacao', { returnObjects: true }));
  return (
    <DetranListPage<DetranAulaPratica>
      lista="aulas-praticas"
      defaultSort="-inicio"
      rowKey={(row) => row.id_aula_pratica}
      rowName={(row) => `${row.aluno} · ${displayDate(row.inicio)}`}
      status={situacao.options}
      columns={[
        {
          key: 'inicio',
          header: t('detran.col.data'),
          sortField: 'inicio',
          render: (row) => displayDate(row.inicio),
        },
        { key: 'aluno', header: t('detran.col.aluno'), sortField: 'aluno', render: (row) => row.aluno },
        { key: 'cpf', header: t('detran.col.cpf'), render: (row) => <Cpf value={row.cpf} /> },
        {
          key: 'instrutor',
          header: t('detran.col.instrutor'),
          sortField: 'instrutor',
          render: (row) => row.instrutor,
        },
        { key: 'placa', header: t('detran.col.veiculo'), render: (row) => row.placa },
        {
          key: 'autoescola',
          header: t('detran.col.autoescola'),
          sortField: 'autoescola',
          render: (row) => row.autoescola,
        },
        {
          key: 'status',
          header: t('detran.col.situacao'),
          render: (row) => situacao.label(row.status),
        },
        {
          key: 'getran',
          header: t('detran.col.getran'),
          render: (row) => (
            <Badge variant="light" color={row.getran_status ? 'gray' : 'warning'}>
              {row.getran_status ?? 'PENDENTE'}
            </Badge>
          ),
        },
      ]}
      detail={(aula: z.infer<typeof detranAulaPraticaDetalhe>) => (
        <>
          <Dados>
            <DescriptionItem label={t('detran.col.aluno')} value={aula.aluno} />
            <DescriptionItem label={t('detran.col.cpf')} value={aula.cpf} />
            <DescriptionItem label={t('detran.col.renach')} value={aula.renach} />
            <DescriptionItem label={t('detran.col.categoria')} value={aula.categoria} />
            <DescriptionItem label={t('detran.col.instrutor')} value={aula.instrutor} />
            <DescriptionItem label={t('detran.col.veiculo')} value={aula.placa} />
            <DescriptionItem
              label={t('detran.col.previsto')}
              value={`${displayDate(aula.inicio)} – ${displayDate(aula.fim)}`}
            />
            <DescriptionItem
              label={t('detran.col.realizado')}
              value={
                aula.iniciada_em
                  ? `${displayDate(aula.iniciada_em)} – ${displayDate(aula.finalizada_em)}`
                  : '—'
              }
            />
            <DescriptionItem
              label={t('detran.col.hodometro')}
              value={
                aula.hodometro_inicio === null
                  ? '—'
                  : `${aula.hodometro_inicio} – ${dash(aula.hodometro_fim)}`
              }
            />
            <DescriptionItem label={t('detran.col.posicoes')} value={String(aula.posicoes)} />
          </Dados>
          <Secao title={t('detran.fotos')}>
            <List size="sm">
              {aula.fotos.map((foto) => (
                <List.Item key={foto.id_foto}>
                  {momentos.label(foto.momento)} · {displayDate(foto.tirada_em)} ·{' '}
                  {verificacoes.label(foto.verificacao)}
                  {foto.similaridade === null ? '' : ` (${Math.round(foto.similaridade)}%)`}
                </List.Item>
              ))}
            </List>
          </Secao>
          <Anchor
            component={Link}
            to={buildPath('relatorio-contestacao', { autoescola: aula.slug, aula: aula.id_aula_pratica })}
          >
            {t('detran.relatorio')}
          </Anchor>
        </>
      )}
    />
  );
}

export function DetranTurmasPage() {
  const { t } = useTranslation();
  const situacao = labelsOf(t('detran.statusTurma', { returnObjects: true }));
  return (
    <DetranListPage<DetranTurma>
      lista="turmas-teoricas"
      defaultSort="-data_inicio"
      rowKey={(row) => row.id_turma}
      rowName={(row) => row.nome}
      status={situacao.options}
      columns={[
        { key: 'nome', header: t('detran.col.turma'), sortField: 'nome', render: (row) => row.nome },
        {
          key: 'autoescola',
          header: t('detran.col.autoescola'),
          sortField: 'autoescola',
          render: (row) => row.autoescola,
        },
        {
          key: 'inicio',
          header: t('detran.col.periodo'),
          sortField: 'data_inicio',
          render: (row) => `${displayDate(row.data_inicio, true)} – ${displayDate(row.data_fim, true)}`,
        },
        {
          key: 'status',
          header: t('detran.col.situacao'),
          render: (row) => situacao.label(row.status),
        },
        { key: 'alunos', header: t('detran.col.alunos'), align: 'right', render: (row) => row.alunos },
        { key: 'aulas', header: t('detran.col.aulas'), align: 'right', render: (row) => row.aulas },
      ]}
      detail={(turma: z.infer<typeof detranTurmaDetalhe>) => (
        <>
          <Dados>
            <DescriptionItem label={t('detran.col.autoescola')} value={turma.autoescola} />
            <DescriptionItem label={t('detran.col.sala')} value={turma.sala} />
            <DescriptionItem label={t('detran.col.curso')} value={turma.curso} />
            <DescriptionItem label={t('detran.col.situacao')} value={situacao.label(turma.status)} />
          </Dados>
          <Secao title={t('detran.sessoes')}>
            <Table fz="sm">
              <Table.Tbody>
                {turma.sessoes.map((sessao) => (
                  <Table.Tr key={sessao.id_aula_teorica}>
                    <Table.Td>{displayDate(sessao.inicio)}</Table.Td>
                    <Table.Td>{sessao.disciplina}</Table.Td>
                    <Table.Td>{sessao.instrutor}</Table.Td>
                    <Table.Td>{sessao.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Secao>
          <Secao title={t('detran.matriculados')}>
            <List size="sm">
              {turma.matriculados.map((aluno) => (
                <List.Item key={aluno.cpf}>
                  {aluno.nome} · {aluno.cpf}
                </List.Item>
              ))}
            </List>
          </Secao>
        </>
      )}
    />
  );
}

export function DetranInstrutoresPage() {
  const { t } = useTranslation();
  const situacao = labelsOf(t('detran.ativo', { returnObjects: true }));
  return (
    <DetranListPage<DetranInstrutor>
      lista="instrutores"
      defaultSort="nome"
      rowKey={(row) => row.id_instrutor}
      rowName={(row) => row.nome}
      status={situacao.options}
      columns={[
        { key: 'nome', header: t('detran.col.nome'), sortField: 'nome', render: (row) => row.nome },
        { key: 'cpf', header: t('detran.col.cpf'), render: (row) => <Cpf value={row.cpf} /> },
        {
          key: 'autoescola',
          header: t('detran.col.autoescola'),
          sortField: 'autoescola',
          render: (row) => row.autoescola,
        },
        { key: 'cnh', header: t('detran.col.cnh'), render: (row) => row.cnh_categoria },
        {
          key: 'credencial',
          header: t('detran.col.credencial'),
          sortField: 'credencial_validade',
          render: (row) => displayDate(row.credencial_validade, true),
        },
        {
          key: 'ativo',
          header: t('detran.col.situacao'),
          render: (row) => situacao.label(row.ativo ? 'ativos' : 'inativos'),
        },
        { key: 'aulas', header: t('detran.col.aulas30'), align: 'right', render: (row) => row.aulas_30_dias },
      ]}
      detail={(instrutor: z.infer<typeof detranInstrutorDetalhe>) => (
        <Dados>
          <DescriptionItem label={t('detran.col.cpf')} value={instrutor.cpf} />
          <DescriptionItem label={t('detran.col.autoescola')} value={instrutor.autoescola} />
          <DescriptionItem
            label={t('detran.col.cnh')}
            value={`${instrutor.cnh_numero} (${instrutor.cnh_categoria})`}
          />
          <DescriptionItem
            label={t('detran.col.cnhValidade')}
            value={displayDate(instrutor.cnh_validade, true) || '—'}
          />
          <DescriptionItem
            label={t('detran.col.credencial')}
            value={`${instrutor.credencial_numero} · ${displayDate(instrutor.credencial_validade, true)}`}
          />
          <DescriptionItem label={t('detran.col.email')} value={dash(instrutor.email)} />
          <DescriptionItem label={t('detran.col.telefone')} value={dash(instrutor.telefone)} />
          <DescriptionItem label={t('detran.col.aulas30')} value={String(instrutor.aulas_30_dias)} />
        </Dados>
      )}
    />
  );
}

export function DetranVeiculosPage() {
  const { t } = useTranslation();
  const situacao = labelsOf(t('detran.ativo', { returnObjects: true }));
  return (
    <DetranListPage<DetranVeiculo>
      lista="veiculos"
      defaultSort="placa"
      rowKey={(row) => row.id_veiculo}
      rowName={(row) => row.placa}
      status={situacao.options}
      columns={[
        {
          key: 'placa',
          header: t('detran.col.placa'),
          sortField: 'placa',
          render: (row) => (
            <Text ff="monospace" size="sm">
              {row.placa}
            </Text>
          ),
        },
        {
          key: 'modelo',
          header: t('detran.col.veiculo'),
          sortField: 'modelo',
          render: (row) => `${row.marca} ${row.modelo}`,
        },
        { key: 'ano', header: t('detran.col.ano'), render: (row) => row.ano_fabricacao },
        { key: 'categoria', header: t('detran.col.categoria'), render: (row) => row.categoria },
        {
          key: 'autoescola',
          header: t('detran.col.autoescola'),
          sortField: 'autoescola',
          render: (row) => row.autoescola,
        },
        {
          key: 'licenciamento',
          header: t('detran.col.licenciamento'),
          render: (row) => displayDate(row.licenciamento_validade, true) || '—',
        },
        {
          key: 'ativo',
          header: t('detran.col.situacao'),
          render: (row) => situacao.label(row.ativo ? 'ativos' : 'inativos'),
        },
      ]}
      detail={(veiculo: z.infer<typeof detranVeiculoDetalhe>) => (
        <Dados>
          <DescriptionItem label={t('detran.col.placa')} value={veiculo.placa} />
          <DescriptionItem label={t('detran.col.renavam')} value={veiculo.renavam} />
          <DescriptionItem
            label={t('detran.col.veiculo')}
            value={`${veiculo.marca} ${veiculo.modelo} ${veiculo.ano_fabricacao}`}
          />
          <DescriptionItem label={t('detran.col.autoescola')} value={veiculo.autoescola} />
          <DescriptionItem label={t('detran.col.hodometro')} value={`${veiculo.hodometro} km`} />
          <DescriptionItem label={t('detran.col.aulas30')} value={String(veiculo.aulas_30_dias)} />
        </Dados>
      )}
    />
  );
}
