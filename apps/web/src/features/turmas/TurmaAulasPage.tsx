import type { Turma } from '@cfc/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { turmasAccess } from './access.ts';
import { useAulasDaTurma, useMatriculas, useTurma } from './api.ts';
import { AulasDaTurma } from './components/AulasDaTurma.tsx';
import { CargaPorDisciplina } from './components/CargaPorDisciplina.tsx';
import { MatriculasDaTurma } from './components/MatriculasDaTurma.tsx';
import { TurmaStatusBadge } from './components/StatusBadges.tsx';
import { useFolha } from './components/useFolha.ts';

function Figura({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function TurmaConteudo({ turma }: { readonly turma: Turma }) {
  const { t } = useTranslation();
  const access = useAccess(turmasAccess);
  const aulas = useAulasDaTurma(turma.id_turma);
  const matriculas = useMatriculas(turma.id_turma);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <TurmaStatusBadge status={turma.status} />
        <Text size="sm" c="dimmed">
          {t('turmas.turma.resumo', {
            curso: turma.curso_nome,
            sala: turma.sala_nome,
            periodo: t('turmas.periodo', {
              inicio: displayDate(turma.data_inicio, true),
              fim: displayDate(turma.data_fim, true),
            }),
          })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figura label={t('turmas.turma.matriculados')} value={String(turma.matriculados)} />
        <Figura
          label={t('turmas.turma.vagas')}
          value={t('turmas.turma.vagasValor', {
            vagas: Math.max(0, turma.vagas),
            capacidade: turma.capacidade,
          })}
        />
        <Figura
          label={t('turmas.turma.aulas')}
          value={t('turmas.turma.aulasValor', { encerradas: turma.aulas_encerradas, total: turma.aulas })}
        />
        <Figura
          label={t('turmas.turma.horas')}
          value={t('turmas.turma.horasValor', { count: turma.horas_aula_programadas })}
        />
      </SimpleGrid>
      <AulasDaTurma turma={turma} aulas={aulas} canEdit={access.edit} />
      <CargaPorDisciplina turma={turma} aulas={aulas.data ?? []} />
      <MatriculasDaTurma turma={turma} matriculas={matriculas} canEdit={access.edit} />
    </Stack>
  );
}

/** admin/turmas/aula-teorica/:idTurma: the class's sessions, hours per subject and students. */
export function TurmaAulasPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idTurma);
  const turma = useTurma(id);
  const access = useAccess(turmasAccess);
  const folha = useFolha();
  const title = turma.data?.nome ?? t('turmas.title');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('turmas.title'), route: 'listagem-turmas' }, { label: title }]}
        action={
          id !== undefined &&
          turma.data && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
                loading={folha.busy(id, 'pdf')}
                onClick={() => folha.download(id, 'pdf')}
              >
                {t('turmas.folha.pdf')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                loading={folha.busy(id, 'xlsx')}
                onClick={() => folha.download(id, 'xlsx')}
              >
                {t('turmas.folha.xlsx')}
              </Button>
              {access.edit && (
                <Button
                  component={Link}
                  to={buildPath('editar-turma', { idTurma: id })}
                  leftSection={<IconPencil size={18} aria-hidden />}
                >
                  {t('turmas.turma.editar')}
                </Button>
              )}
            </Group>
          )
        }
      />
      <RecordLoader
        query={turma}
        validId={id !== undefined}
        backTo={buildPath('listagem-turmas')}
        texts={{
          loadError: t('turmas.turma.loadError'),
          retry: t('turmas.form.retry'),
          back: t('turmas.form.back'),
        }}
        sections={[80, 240, 200, 240]}
      >
        {(record) => <TurmaConteudo turma={record} />}
      </RecordLoader>
    </>
  );
}
