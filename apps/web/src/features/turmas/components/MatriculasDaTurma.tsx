import { type Matricula, matriculaBody, type Turma } from '@cfc/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconReplace, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../api/client.ts';
import { buildPath } from '../../../routing/routes.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { AlunoPicker } from '../../alunos/index.ts';
import { useProcessosDoAluno } from '../../processos/index.ts';
import { useEnrol, useUnenrol } from '../api.ts';

interface MatriculasDaTurmaProps {
  readonly turma: Turma;
  readonly matriculas: {
    readonly data: readonly Matricula[] | undefined;
    readonly isError: boolean;
    readonly error: unknown;
    readonly refetch: () => unknown;
  };
  readonly canEdit: boolean;
}

/** The make-up screen with this enrolment chosen. */
export function reposicaoPath(matricula: Pick<Matricula, 'id_turma' | 'id_matricula'>): string {
  return `${buildPath('reposicao-turma')}?turma=${matricula.id_turma}&matricula=${matricula.id_matricula}`;
}

/** Enrols a student of the school by one of their open processes; the room's places are shown. */
function MatricularAluno({ turma }: { readonly turma: Turma }) {
  const { t } = useTranslation();
  const [alunoId, setAlunoId] = useState<number | undefined>();
  const processos = useProcessosDoAluno(alunoId);
  const abertos = (processos.data ?? []).filter((processo) => processo.status === 'aberto');
  const form = useContractForm(matriculaBody, { processo_id: undefined });
  const { submit, submitting } = useSaveForm({
    save: useEnrol(turma.id_turma),
    form,
    reviewMessage: t('turmas.matriculas.review'),
    failureMessage: t('turmas.matriculas.enrolError'),
  });
  const lotada = turma.vagas <= 0;
  const chooseAluno = (id: number | undefined) => {
    setAlunoId(id);
    form.reset({ processo_id: undefined });
  };

  return (
    <form
      onSubmit={form.handleSubmit((body) =>
        submit(body, () => {
          setAlunoId(undefined);
          form.reset({ processo_id: undefined });
        }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm" fw={600} c={lotada ? 'danger.7' : undefined}>
          {lotada
            ? t('turmas.matriculas.lotada')
            : t('turmas.matriculas.vagas', { count: turma.vagas, capacidade: turma.capacidade })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <AlunoPicker value={alunoId} onChange={chooseAluno} fullWidth />
          <Bind control={form.control} name="processo_id" label={t('turmas.matriculas.processo')}>
            {(field) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('turmas.matriculas.processo')}
                placeholder={t('turmas.matriculas.processoPlaceholder')}
                required
                disabled={alunoId === undefined}
                data={abertos.map((processo) => ({
                  value: String(processo.id_processo),
                  label: t('turmas.matriculas.processoOption', {
                    categoria: processo.categoria,
                    renach: processo.renach,
                  }),
                }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) =>
                  field.onChange(value === null ? (undefined as unknown as number) : Number(value))
                }
                onBlur={field.onBlur}
                error={
                  field.error ??
                  (alunoId !== undefined && processos.isSuccess && abertos.length === 0
                    ? t('turmas.matriculas.semProcessos')
                    : undefined)
                }
                description={alunoId === undefined ? t('turmas.matriculas.escolhaAluno') : undefined}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Bind>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={submitting}
            disabled={lotada || alunoId === undefined}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('turmas.matriculas.enrol')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The class's students: their hours against the minimum, misses, make-up and unenrolment. */
export function MatriculasDaTurma({ turma, matriculas, canEdit }: MatriculasDaTurmaProps) {
  const { t } = useTranslation();
  const unenrol = useUnenrol(turma.id_turma);
  const { ask, dialog } = useConfirmedChange();
  const ativas = (matriculas.data ?? []).filter((matricula) => matricula.status === 'ativa');

  const list = () => {
    if (matriculas.isError) {
      return (
        <Alert color="danger" variant="light" title={t('turmas.matriculas.loadError')}>
          <Stack gap="xs" align="flex-start">
            {serverMessage(matriculas.error)}
            <Button size="xs" variant="default" onClick={() => void matriculas.refetch()}>
              {t('turmas.matriculas.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (!matriculas.data) return <Skeleton height={120} />;
    if (ativas.length === 0) {
      return (
        <Text size="sm" c="dimmed" py="md">
          {t('turmas.matriculas.empty')}
        </Text>
      );
    }
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('turmas.matriculas.label')} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('turmas.matriculas.aluno')}</Table.Th>
              <Table.Th>{t('turmas.matriculas.horas')}</Table.Th>
              <Table.Th ta="right">{t('turmas.matriculas.faltas')}</Table.Th>
              {canEdit && <Table.Th w={90} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ativas.map((matricula) => {
              const { carga } = matricula;
              const percentual =
                carga.requeridas > 0
                  ? Math.min(100, Math.round((carga.realizadas / carga.requeridas) * 100))
                  : 100;
              return (
                <Table.Tr key={matricula.id_matricula}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {matricula.aluno_nome}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('turmas.matriculas.detalhes', {
                          categoria: matricula.categoria,
                          renach: matricula.renach,
                        })}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td miw={160}>
                    {carga.requeridas === 0 ? (
                      <Stack gap={0}>
                        <Text size="sm">
                          {t('turmas.matriculas.horasSemMinimo', { count: carga.realizadas })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('turmas.horas.semMinimo')}
                        </Text>
                      </Stack>
                    ) : (
                      <Stack gap={4}>
                        <Text size="sm">
                          {t('turmas.matriculas.horasValor', {
                            realizadas: carga.realizadas,
                            requeridas: carga.requeridas,
                          })}
                        </Text>
                        <Progress
                          value={percentual}
                          color={carga.completo ? 'brand' : 'info'}
                          size="sm"
                          aria-label={t('turmas.horas.percentual', { value: percentual })}
                        />
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text
                      size="sm"
                      c={matricula.faltas > 0 ? 'warning.8' : undefined}
                      fw={matricula.faltas > 0 ? 600 : undefined}
                    >
                      {matricula.faltas}
                    </Text>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {matricula.faltas > 0 && (
                          <Tooltip label={t('turmas.matriculas.repor', { nome: matricula.aluno_nome })}>
                            <ActionIcon
                              variant="subtle"
                              component={Link}
                              to={reposicaoPath(matricula)}
                              aria-label={t('turmas.matriculas.repor', { nome: matricula.aluno_nome })}
                            >
                              <IconReplace size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Tooltip label={t('turmas.matriculas.unenrol', { nome: matricula.aluno_nome })}>
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            aria-label={t('turmas.matriculas.unenrol', { nome: matricula.aluno_nome })}
                            onClick={() =>
                              ask({
                                title: t('turmas.matriculas.unenrolTitle'),
                                text: t('turmas.matriculas.unenrolText', { nome: matricula.aluno_nome }),
                                confirmLabel: t('turmas.matriculas.unenrolConfirm'),
                                color: 'danger',
                                run: () => unenrol.mutateAsync(matricula.id_matricula),
                                failureMessage: t('turmas.matriculas.unenrolError'),
                              })
                            }
                          >
                            <IconUserMinus size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap={2} mb="md">
        <Title order={2} size="h4">
          {t('turmas.matriculas.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('turmas.matriculas.intro')}
        </Text>
      </Stack>
      <Stack gap="lg">
        {canEdit && <MatricularAluno turma={turma} />}
        {list()}
      </Stack>
      <ConfirmDialog {...dialog} cancelLabel={t('turmas.matriculas.keep')} />
    </Paper>
  );
}
