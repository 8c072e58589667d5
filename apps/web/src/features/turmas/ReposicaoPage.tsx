import type { ReposicaoOpcoes } from '@cfc/contract';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api/client.ts';
import { useSearchPatch } from '../../routing/search-patch.ts';
import { displayDate } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCreateReposicao, useMatriculas, useReposicao, useTurmaOptions } from './api.ts';

const hora = (value: string) => value.slice(0, 5);

function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The missed sessions and the sessions offered to make them up; the chosen one confirmed. */
function Opcoes({ dados }: { readonly dados: ReposicaoOpcoes }) {
  const { t } = useTranslation();
  const [escolhida, setEscolhida] = useState<string | null>(null);
  const [recusa, setRecusa] = useState<string | null>(null);
  const create = useCreateReposicao();

  const confirmar = () => {
    const id = idOf(escolhida);
    if (id === undefined) {
      setRecusa(t('turmas.reposicao.escolhaAula'));
      return;
    }
    setRecusa(null);
    create.mutate(
      { id_matricula: dados.matricula.id_matricula, id_aula_teorica: id },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          setEscolhida(null);
        },
        onError: (error) => notifyError(error, t('turmas.reposicao.error')),
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
        <Title order={2} size="h4" mb="sm">
          {t('turmas.reposicao.faltasTitle')}
        </Title>
        {dados.faltas.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('turmas.reposicao.faltasEmpty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {dados.faltas.map((aula) => (
              <Text key={aula.id_aula_teorica} size="sm" component="li">
                {t('turmas.reposicao.falta', {
                  disciplina: aula.disciplina_nome,
                  data: displayDate(aula.data, true),
                  inicio: hora(aula.hora_inicio),
                  fim: hora(aula.hora_fim),
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap={2} mb="sm">
          <Title order={2} size="h4">
            {t('turmas.reposicao.opcoesTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('turmas.reposicao.opcoesIntro')}
          </Text>
        </Stack>
        {dados.opcoes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('turmas.reposicao.opcoesEmpty')}
          </Text>
        ) : (
          <Stack gap="md">
            <Radio.Group
              value={escolhida}
              onChange={(value) => {
                setEscolhida(value);
                setRecusa(null);
              }}
              label={<VisuallyHidden>{t('turmas.reposicao.opcoesTitle')}</VisuallyHidden>}
              error={recusa}
            >
              <Stack gap="xs">
                {dados.opcoes.map((aula) => (
                  <Radio.Card
                    key={aula.id_aula_teorica}
                    value={String(aula.id_aula_teorica)}
                    p="sm"
                    radius="md"
                  >
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>
                          {t('turmas.reposicao.opcao', {
                            turma: aula.turma_nome,
                            data: displayDate(aula.data, true),
                            inicio: hora(aula.hora_inicio),
                            fim: hora(aula.hora_fim),
                          })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('turmas.reposicao.opcaoDetalhes', {
                            disciplina: aula.disciplina_nome,
                            instrutor: aula.instrutor_nome,
                            sala: aula.sala_nome,
                            count: aula.vagas,
                          })}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button
                onClick={confirmar}
                loading={create.isPending}
                leftSection={<IconCheck size={18} aria-hidden />}
              >
                {t('turmas.reposicao.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}

/** admin/turmas/reposicao: a student who missed a subject is placed in another class's session of it. */
export function ReposicaoPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchPatch();
  const turmaId = idOf(search.get('turma'));
  const matriculaId = idOf(search.get('matricula'));
  const turmas = useTurmaOptions();
  const matriculas = useMatriculas(turmaId);
  const reposicao = useReposicao(matriculaId);
  const comFaltas = (matriculas.data ?? []).filter(
    (matricula) =>
      matricula.status === 'ativa' && (matricula.faltas > 0 || matricula.id_matricula === matriculaId),
  );

  const detalhe = () => {
    if (matriculaId === undefined) {
      return (
        <Text size="sm" c="dimmed">
          {t('turmas.reposicao.escolha')}
        </Text>
      );
    }
    if (reposicao.isError) {
      return (
        <Alert color="danger" variant="light" title={t('turmas.reposicao.loadError')}>
          {serverMessage(reposicao.error)}
        </Alert>
      );
    }
    if (!reposicao.data) return <Skeleton height={200} />;
    return <Opcoes key={matriculaId} dados={reposicao.data} />;
  };

  return (
    <>
      <PageHeader
        title={t('turmas.reposicao.title')}
        description={t('turmas.reposicao.intro')}
        crumbs={[
          { label: t('turmas.title'), route: 'listagem-turmas' },
          { label: t('turmas.reposicao.title') },
        ]}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('turmas.reposicao.turma')}
              placeholder={t('turmas.reposicao.turmaPlaceholder')}
              searchable
              data={(turmas.data ?? []).map((turma) => ({
                value: String(turma.id_turma),
                label: turma.nome,
              }))}
              value={turmaId === undefined ? null : String(turmaId)}
              onChange={(value) => setSearch({ turma: value ?? undefined, matricula: undefined })}
              error={turmas.isError ? serverMessage(turmas.error) : undefined}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('turmas.reposicao.aluno')}
              placeholder={t('turmas.reposicao.alunoPlaceholder')}
              searchable
              disabled={turmaId === undefined}
              data={comFaltas.map((matricula) => ({
                value: String(matricula.id_matricula),
                label: t('turmas.reposicao.alunoOption', {
                  nome: matricula.aluno_nome,
                  count: matricula.faltas,
                }),
              }))}
              value={matriculaId === undefined ? null : String(matriculaId)}
              onChange={(value) => setSearch({ matricula: value ?? undefined })}
              error={
                turmaId !== undefined && matriculas.isSuccess && comFaltas.length === 0
                  ? t('turmas.reposicao.semFaltas')
                  : undefined
              }
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        </Paper>
        {detalhe()}
      </Stack>
    </>
  );
}
