import { Alert, Button, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { FormSkeleton, LoadError } from '../../ui/form/LoadStates.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { useAluno, useExamesAluno } from './api.ts';
import { ExameForm } from './components/ExameForm.tsx';
import { loadingSections, NoAccess } from './components/States.tsx';
import { EXAME_PARAM } from './links.ts';
import { useAlunoWho } from './useAlunoWho.ts';

/**
 * alunos/editar/paciente/:idPaciente: corrects an exam. The server reaches exams only through their
 * student (PUT /alunos/:id/exames/:idExame), so idPaciente is the student and `?exame=` the exam;
 * without it, the latest exam.
 */
export function PacienteEditarPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const navigate = useNavigate();
  const alunoId = idFrom(useParams().idPaciente);
  const [search, setSearch] = useSearchParams();
  const aluno = useAluno(alunoId);
  const who = useAlunoWho(aluno.data);
  const exames = useExamesAluno(alunoId);
  const wanted = idFrom(search.get(EXAME_PARAM));
  const exame = wanted === undefined ? exames.data?.[0] : exames.data?.find((e) => e.id_exame === wanted);

  let content: ReactNode;
  if (!access.edit) {
    content = <NoAccess />;
  } else if (alunoId === undefined || aluno.isError || exames.isError) {
    content = (
      <LoadError
        title={t('alunos.exames.loadError')}
        error={aluno.error ?? exames.error}
        onRetry={() => {
          void aluno.refetch();
          void exames.refetch();
        }}
        retryLabel={t('alunos.form.retry')}
        backTo={buildPath('listagem-pacientes')}
        backLabel={t('alunos.form.back')}
      />
    );
  } else if (exames.data === undefined) {
    content = <FormSkeleton sections={loadingSections(1)} />;
  } else if (exame === undefined) {
    content = (
      <Alert color="warning" icon={<IconAlertCircle aria-hidden />} title={t('alunos.exames.notFound')}>
        <Button variant="default" component={Link} to={buildPath('listagem-pacientes')}>
          {t('alunos.exames.back')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" maw={960}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('alunos.exames.formTitle')}
          </Title>
          {exames.data.length > 1 && (
            <NativeSelect
              label={t('alunos.exames.which')}
              value={String(exame.id_exame)}
              onChange={(event) => setSearch({ [EXAME_PARAM]: event.currentTarget.value }, { replace: true })}
              data={exames.data.map((item) => ({
                value: String(item.id_exame),
                label: `${displayDate(item.data_exame)} · ${t(`alunos.exames.tipo.${item.tipo}`)}`,
              }))}
              w={{ base: '100%', sm: 320 }}
            />
          )}
          <ExameForm
            key={exame.id_exame}
            alunoId={exame.aluno_id}
            exame={exame}
            submitLabel={t('alunos.form.save')}
            onSaved={() => void navigate(buildPath('listagem-pacientes'))}
            cancel={{ to: buildPath('listagem-pacientes'), label: t('alunos.form.cancel') }}
          />
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <PageHeader
        title={t('alunos.exames.editTitle')}
        description={who}
        crumbs={[
          { label: t('alunos.exames.listTitle'), route: 'listagem-pacientes' },
          { label: t('alunos.exames.editTitle') },
        ]}
      />
      {content}
    </>
  );
}
