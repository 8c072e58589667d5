import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProcessosDoAlunoCard } from '../processos/index.ts';
import { ReferenciaFacialSection } from '../referencia-facial/index.ts';
import { alunosAccess } from './access.ts';
import { useAluno } from './api.ts';
import { AlunoForm } from './components/AlunoForm.tsx';
import { FotoCard } from './components/FotoCard.tsx';
import { SituacaoBadge } from './components/SituacaoBadge.tsx';
import { SituacaoHistorico } from './components/SituacaoHistorico.tsx';
import { loadingSections, NoAccess } from './components/States.tsx';
import { withAluno } from './links.ts';
import { useAlunoWho } from './useAlunoWho.ts';

/**
 * alunos/editar/:idAluno: the whole student, the photo, the reference photo of face checks (with
 * consent) and the situation history.
 */
export function AlunoEditarPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const id = idFrom(useParams().idAluno);
  const aluno = useAluno(id);
  const who = useAlunoWho(aluno.data);

  const content = !access.list ? (
    <NoAccess />
  ) : (
    <RecordLoader
      query={aluno}
      validId={id !== undefined}
      backTo={buildPath('listagem-alunos')}
      texts={t('alunos.form', { returnObjects: true })}
      sections={loadingSections(3)}
    >
      {(dados) => (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <AlunoForm key={dados.id_aluno} aluno={dados} canEdit={access.edit} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <FotoCard aluno={dados} canEdit={access.edit} />
              <ReferenciaFacialSection titular="aluno" id={dados.id_aluno} canEdit={access.edit} />
              <ProcessosDoAlunoCard alunoId={dados.id_aluno} />
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
                <Group justify="space-between" gap="xs" mb="sm">
                  <Title order={2} size="h4">
                    {t('alunos.historico.title')}
                  </Title>
                  <SituacaoBadge situacao={dados.situacao} />
                </Group>
                <SituacaoHistorico alunoId={dados.id_aluno} compact />
                {access.edit && (
                  <Button
                    mt="md"
                    variant="light"
                    component={Link}
                    to={withAluno('situacao-alunos', dados.id_aluno)}
                    leftSection={<IconUserCog size={18} aria-hidden />}
                  >
                    {t('alunos.situacaoPage.change')}
                  </Button>
                )}
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </RecordLoader>
  );

  return (
    <>
      <PageHeader
        title={t('alunos.edit')}
        description={who}
        crumbs={[{ label: t('alunos.title'), route: 'listagem-alunos' }, { label: t('alunos.edit') }]}
      />
      {content}
      {aluno.data && !access.edit && (
        <Text size="sm" c="dimmed" mt="md">
          {t('alunos.form.readOnly')}
        </Text>
      )}
    </>
  );
}
