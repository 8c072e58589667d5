import { ActionIcon, Alert, Button, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayDate } from '../../../ui/format.ts';
import { useExamesAluno } from '../api.ts';
import { editExamePath } from '../links.ts';
import { ResultadoBadge } from './ExameBadge.tsx';

interface ExamesAlunoProps {
  readonly alunoId: number;
  readonly canEdit: boolean;
}

/** The exams of one student, latest first, each with a link to correct it. */
export function ExamesAluno({ alunoId, canEdit }: ExamesAlunoProps) {
  const { t } = useTranslation();
  const exames = useExamesAluno(alunoId);

  if (exames.isError) {
    return (
      <Alert color="danger" title={t('alunos.exames.loadError')}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void exames.refetch()}
        >
          {t('dataTable.retry')}
        </Button>
      </Alert>
    );
  }
  if (exames.data === undefined) {
    return (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  }
  if (exames.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('alunos.exames.emptyAluno')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('alunos.exames.alunoLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('alunos.exames.fields.data_exame')}</Table.Th>
            <Table.Th scope="col">{t('alunos.exames.fields.tipo')}</Table.Th>
            <Table.Th scope="col">{t('alunos.exames.fields.resultado')}</Table.Th>
            <Table.Th scope="col">{t('alunos.exames.fields.clinica')}</Table.Th>
            {canEdit && (
              <Table.Th scope="col" ta="right">
                {t('dataTable.actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exames.data.map((exame) => {
            const tipo = t(`alunos.exames.tipo.${exame.tipo}`);
            const label = t('alunos.exames.edit', { tipo, data: displayDate(exame.data_exame) });
            return (
              <Table.Tr key={exame.id_exame}>
                <Table.Td>{displayDate(exame.data_exame)}</Table.Td>
                <Table.Td>{tipo}</Table.Td>
                <Table.Td>
                  <ResultadoBadge resultado={exame.resultado} />
                </Table.Td>
                <Table.Td>{exame.clinica ?? '-'}</Table.Td>
                {canEdit && (
                  <Table.Td ta="right">
                    <Tooltip label={label}>
                      <ActionIcon
                        variant="subtle"
                        component={Link}
                        to={editExamePath(alunoId, exame.id_exame)}
                        aria-label={label}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
