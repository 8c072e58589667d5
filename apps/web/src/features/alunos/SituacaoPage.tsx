import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { displayCpf } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { useAluno } from './api.ts';
import { AlunoPicker } from './components/AlunoPicker.tsx';
import { SituacaoBadge } from './components/SituacaoBadge.tsx';
import { SituacaoForm } from './components/SituacaoForm.tsx';
import { SituacaoHistorico } from './components/SituacaoHistorico.tsx';
import { loadingSections, NoAccess } from './components/States.tsx';
import { useChosenAluno } from './useChosenAluno.ts';

/** alunos/situacao: a student's current situation, its history, and the change with a reason. */
export function SituacaoPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const [id, choose] = useChosenAluno();
  const aluno = useAluno(id);
  // A four-column table does not fit a phone: the history becomes a timeline there.
  const phone = useMediaQuery('(max-width: 36em)');

  const details =
    id === undefined ? (
      <Text c="dimmed" size="sm">
        {t('alunos.situacaoPage.pick')}
      </Text>
    ) : (
      <RecordLoader
        query={aluno}
        validId
        backTo={buildPath('listagem-alunos')}
        texts={t('alunos.form', { returnObjects: true })}
        sections={loadingSections(2)}
      >
        {(dados) => (
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
              <Group justify="space-between" align="flex-start" gap="sm" mb="md">
                <div>
                  <Title order={2} size="h4">
                    {dados.nome}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('alunos.picker.details', { cpf: displayCpf(dados.cpf), renach: dados.renach ?? '-' })}
                  </Text>
                </div>
                <Group gap="xs">
                  <Text size="sm">{t('alunos.situacaoPage.current')}</Text>
                  <SituacaoBadge situacao={dados.situacao} />
                </Group>
              </Group>
              {access.edit && <SituacaoForm key={dados.id_aluno} aluno={dados} />}
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
              <Title order={2} size="h4" mb="sm">
                {t('alunos.historico.title')}
              </Title>
              <SituacaoHistorico alunoId={dados.id_aluno} compact={phone} />
            </Paper>
          </Stack>
        )}
      </RecordLoader>
    );

  return (
    <>
      <PageHeader
        title={t('alunos.situacaoPage.title')}
        description={t('alunos.situacaoPage.intro')}
        crumbs={[
          { label: t('alunos.title'), route: 'listagem-alunos' },
          { label: t('alunos.situacaoPage.title') },
        ]}
      />
      {access.list ? (
        <Stack gap="lg" maw={960}>
          <AlunoPicker value={id} onChange={choose} />
          {details}
        </Stack>
      ) : (
        <NoAccess />
      )}
    </>
  );
}
