import { type Matricula, matriculaBody, type Turma } from '@cfc/contract';
import { Button, Group, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconReplace, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import type { DataTableColumn, DataTableRowAction } from '../../../ui/DataTable.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { AlunoPicker } from '../../alunos/index.ts';
import { useProcessosDoAluno } from '../../processos/index.ts';
import { useEnrol, useUnenrol } from '../api.ts';
import { type ListaDaTurma, SecaoDaTurma, TabelaDaTurma } from './SecaoDaTurma.tsx';

interface MatriculasDaTurmaProps {
  readonly turma: Turma;
  readonly matriculas: ListaDaTurma<Matricula>;
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

/** A student's h/a in the class's course against their regime's minimum. */
function Horas({ carga }: { readonly carga: Matricula['carga'] }) {
  const { t } = useTranslation();
  if (carga.requeridas === 0) {
    return (
      <Stack gap={0} miw={160}>
        <Text size="sm">{t('turmas.matriculas.horasSemMinimo', { count: carga.realizadas })}</Text>
        <Text size="xs" c="dimmed">
          {t('turmas.horas.semMinimo')}
        </Text>
      </Stack>
    );
  }
  const percentual = Math.min(100, Math.round((carga.realizadas / carga.requeridas) * 100));
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm">
        {t('turmas.matriculas.horasValor', { realizadas: carga.realizadas, requeridas: carga.requeridas })}
      </Text>
      <Progress
        value={percentual}
        color={carga.completo ? 'brand' : 'info'}
        size="sm"
        aria-label={t('turmas.horas.percentual', { value: percentual })}
      />
    </Stack>
  );
}

/** The class's students: their hours against the minimum, misses, make-up and unenrolment. */
export function MatriculasDaTurma({ turma, matriculas, canEdit }: MatriculasDaTurmaProps) {
  const { t } = useTranslation();
  const unenrol = useUnenrol(turma.id_turma);
  const { ask, dialog } = useConfirmedChange();

  const columns: DataTableColumn<Matricula>[] = [
    {
      key: 'aluno',
      header: t('turmas.matriculas.aluno'),
      render: (matricula) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {matricula.aluno_nome}
          </Text>
          <Text size="xs" c="dimmed">
            {t('turmas.matriculas.detalhes', { categoria: matricula.categoria, renach: matricula.renach })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'horas',
      header: t('turmas.matriculas.horas'),
      render: (matricula) => <Horas carga={matricula.carga} />,
    },
    {
      key: 'faltas',
      header: t('turmas.matriculas.faltas'),
      align: 'right',
      render: (matricula) => (
        <Text
          size="sm"
          c={matricula.faltas > 0 ? 'warning.8' : undefined}
          fw={matricula.faltas > 0 ? 600 : undefined}
        >
          {matricula.faltas}
        </Text>
      ),
    },
  ];

  const rowActions = (matricula: Matricula): DataTableRowAction[] => [
    ...(matricula.faltas > 0
      ? [
          {
            key: 'repor',
            label: t('turmas.matriculas.repor', { nome: matricula.aluno_nome }),
            icon: <IconReplace size={18} aria-hidden />,
            to: reposicaoPath(matricula),
          },
        ]
      : []),
    {
      key: 'unenrol',
      label: t('turmas.matriculas.unenrol', { nome: matricula.aluno_nome }),
      icon: <IconUserMinus size={18} aria-hidden />,
      color: 'danger',
      onClick: () =>
        ask({
          title: t('turmas.matriculas.unenrolTitle'),
          text: t('turmas.matriculas.unenrolText', { nome: matricula.aluno_nome }),
          confirmLabel: t('turmas.matriculas.unenrolConfirm'),
          color: 'danger',
          run: () => unenrol.mutateAsync(matricula.id_matricula),
          failureMessage: t('turmas.matriculas.unenrolError'),
        }),
    },
  ];

  return (
    <SecaoDaTurma title={t('turmas.matriculas.title')} intro={t('turmas.matriculas.intro')}>
      <Stack gap="lg">
        {canEdit && <MatricularAluno turma={turma} />}
        <TabelaDaTurma
          query={matriculas}
          show={(matricula) => matricula.status === 'ativa'}
          columns={columns}
          rowKey={(matricula) => matricula.id_matricula}
          rowActions={canEdit ? rowActions : undefined}
          name="matriculas"
          minWidth={640}
          loadingHeight={120}
        />
      </Stack>
      <ConfirmDialog {...dialog} cancelLabel={t('turmas.matriculas.keep')} />
    </SecaoDaTurma>
  );
}
