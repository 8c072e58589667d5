import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { AlunoPicker } from './components/AlunoPicker.tsx';
import { ExameForm } from './components/ExameForm.tsx';
import { ExamesAluno } from './components/ExamesAluno.tsx';
import { NoAccess } from './components/States.tsx';
import { useChosenAluno } from './useChosenAluno.ts';

/** alunos/psicotecnico: registers a medical or psychological exam of a student. */
export function PsicotecnicoPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const [id, choose] = useChosenAluno();
  // A registered exam empties the form for the next one.
  const [registered, setRegistered] = useState(0);

  return (
    <>
      <PageHeader
        title={t('alunos.exames.newTitle')}
        description={t('alunos.exames.newIntro')}
        crumbs={[
          { label: t('alunos.title'), route: 'listagem-alunos' },
          { label: t('alunos.exames.newTitle') },
        ]}
        action={
          <Button
            variant="default"
            component={Link}
            to={buildPath('listagem-pacientes')}
            leftSection={<IconList size={18} aria-hidden />}
          >
            {t('alunos.exames.listTitle')}
          </Button>
        }
      />
      {!access.edit ? (
        <NoAccess />
      ) : (
        <Stack gap="lg" maw={960}>
          <AlunoPicker value={id} onChange={choose} />
          {id === undefined ? (
            <Text c="dimmed" size="sm">
              {t('alunos.exames.pick')}
            </Text>
          ) : (
            <>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
                <Title order={2} size="h4" mb="md">
                  {t('alunos.exames.formTitle')}
                </Title>
                <ExameForm
                  key={`${id}-${registered}`}
                  alunoId={id}
                  submitLabel={t('alunos.exames.register')}
                  onSaved={() => setRegistered((count) => count + 1)}
                />
              </Paper>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
                <Title order={2} size="h4" mb="sm">
                  {t('alunos.exames.alunoLabel')}
                </Title>
                <ExamesAluno alunoId={id} canEdit={access.edit} />
              </Paper>
            </>
          )}
        </Stack>
      )}
    </>
  );
}
