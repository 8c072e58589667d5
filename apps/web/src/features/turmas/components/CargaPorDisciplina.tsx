import type { AulaTeorica, Turma } from '@cfc/contract';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cursosDoRegime, useCursos } from '../api.ts';
import { cargaPlanejada } from '../carga.ts';
import { SecaoDaTurma } from './SecaoDaTurma.tsx';

/** Each subject's h/a planned by the class's sessions against the course's minimum. */
export function CargaPorDisciplina({
  turma,
  aulas,
}: {
  readonly turma: Turma;
  readonly aulas: readonly AulaTeorica[];
}) {
  const { t } = useTranslation();
  const curso = cursosDoRegime(useCursos().data).find((item) => item.id === turma.curso);
  const linhas = cargaPlanejada(curso?.disciplinas ?? [], aulas);
  const total = linhas.reduce((sum, linha) => sum + linha.programadas, 0);
  const minimo = linhas.reduce((sum, linha) => sum + linha.minimo, 0);
  return (
    <SecaoDaTurma title={t('turmas.carga.title')} intro={t('turmas.carga.intro')}>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('turmas.carga.label')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('turmas.carga.disciplina')}</Table.Th>
              <Table.Th ta="right">{t('turmas.carga.programadas')}</Table.Th>
              <Table.Th ta="right">{t('turmas.carga.minimo')}</Table.Th>
              <Table.Th>{t('turmas.carga.situacao')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((linha) => (
              <Table.Tr key={linha.disciplina}>
                <Table.Td>{linha.nome}</Table.Td>
                <Table.Td ta="right">{linha.programadas}</Table.Td>
                <Table.Td ta="right">{linha.minimo > 0 ? linha.minimo : '–'}</Table.Td>
                <Table.Td>
                  {linha.minimo === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('turmas.carga.semMinimo')}
                    </Text>
                  ) : linha.faltam > 0 ? (
                    <Badge color="warning" variant="light">
                      {t('turmas.carga.faltam', { count: linha.faltam })}
                    </Badge>
                  ) : (
                    <Badge color="brand" variant="light">
                      {t('turmas.carga.completa')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('turmas.carga.total')}</Table.Th>
              <Table.Th ta="right">{total}</Table.Th>
              <Table.Th ta="right">{minimo > 0 ? minimo : '–'}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </SecaoDaTurma>
  );
}
