import { STATUS_TURMA, type Turma, type TurmaBody, turmaBody } from '@cfc/contract';
import { Alert, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind, textInputProps } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { SearchMultiSelect, SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { cursosDoRegime, useCursos, useInstrutoresAtivos, useSalasAtivas, useSaveTurma } from '../api.ts';

type Instrutores = NonNullable<TurmaBody['instrutores']>;

/** A new class starts planned, with nothing else chosen. */
const NEW_TURMA: Partial<TurmaBody> = {
  nome: '',
  curso: undefined,
  sala_id: undefined,
  data_inicio: '',
  data_fim: '',
  status: 'planejada',
  instrutores: [],
};

function bodyOf(turma: Turma): TurmaBody {
  return {
    nome: turma.nome,
    curso: turma.curso,
    sala_id: turma.id_sala,
    data_inicio: turma.data_inicio,
    data_fim: turma.data_fim,
    status: turma.status,
    instrutores: turma.instrutores.map((item) => ({
      disciplina: item.disciplina,
      instrutor_id: item.id_instrutor,
    })),
  };
}

/** The instructors of one subject replaced by `ids`, the other subjects' kept. */
export function withInstrutores(
  current: Instrutores,
  disciplina: string,
  ids: readonly number[],
): Instrutores {
  return [
    ...current.filter((item) => item.disciplina !== disciplina),
    ...ids.map((instrutor_id) => ({
      disciplina: disciplina as Instrutores[number]['disciplina'],
      instrutor_id,
    })),
  ];
}

interface TurmaFormProps {
  /** The class being edited; absent for a new one. */
  readonly turma?: Turma;
}

/** nova-turma and editar-turma: name, course, room (its capacity), period, status, instructors per subject. */
export function TurmaForm({ turma }: TurmaFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(turmaBody, turma ? bodyOf(turma) : NEW_TURMA);
  const { submit, submitting } = useSaveForm({
    save: useSaveTurma(turma?.id_turma),
    form,
    returnTo: turma ? buildPath('aula-teorica', { idTurma: turma.id_turma }) : buildPath('listagem-turmas'),
    reviewMessage: t('turmas.form.errors.review'),
    failureMessage: t('turmas.saveError'),
  });
  const { control } = form;
  const cursosQuery = useCursos();
  const salasQuery = useSalasAtivas();
  const instrutoresQuery = useInstrutoresAtivos();
  const cursos = cursosDoRegime(cursosQuery.data).filter((curso) => curso.tem_aulas);
  const salas = salasQuery.data ?? [];
  // A room made inactive since stays offered to the class that has it.
  const salaOptions = salas.map((sala) => ({
    value: String(sala.id_sala),
    label: t('turmas.form.salaOption', { nome: sala.nome, capacidade: sala.capacidade }),
  }));
  if (turma && !salas.some((sala) => sala.id_sala === turma.id_sala)) {
    salaOptions.push({
      value: String(turma.id_sala),
      label: t('turmas.form.salaOption', { nome: turma.sala_nome, capacidade: turma.capacidade }),
    });
  }
  const instrutorOptions = (instrutoresQuery.data ?? []).map((item) => ({
    value: String(item.id_instrutor),
    label: item.nome,
  }));
  for (const item of turma?.instrutores ?? []) {
    if (!instrutorOptions.some((option) => option.value === String(item.id_instrutor))) {
      instrutorOptions.push({ value: String(item.id_instrutor), label: item.instrutor_nome });
    }
  }
  const cursoId = form.watch('curso');
  const salaId = form.watch('sala_id');
  const curso = cursos.find((item) => item.id === cursoId);
  const capacidade =
    salas.find((sala) => sala.id_sala === salaId)?.capacidade ??
    (turma && turma.id_sala === salaId ? turma.capacidade : undefined);
  const optionsFailed = cursosQuery.isError || salasQuery.isError || instrutoresQuery.isError;

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
      <Stack gap="lg">
        {optionsFailed && (
          <Alert color="danger" variant="light">
            {t('turmas.form.optionsError')}
          </Alert>
        )}
        <FormSection title={t('turmas.form.section')} hint={t('turmas.form.sectionHint')}>
          <Bind control={control} name="nome" label={t('turmas.form.nome')}>
            {(field) => (
              <TextInput
                {...textInputProps(field)}
                label={t('turmas.form.nome')}
                required
                autoComplete="off"
              />
            )}
          </Bind>
          <Bind control={control} name="curso" label={t('turmas.form.curso')}>
            {(field) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('turmas.form.curso')}
                placeholder={t('turmas.form.cursoPlaceholder')}
                required
                data={cursos.map((item) => ({ value: item.id, label: item.nome }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange((value ?? undefined) as TurmaBody['curso'])}
                onBlur={field.onBlur}
                error={field.error}
                description={
                  curso &&
                  (curso.carga_minima > 0
                    ? t('turmas.form.cursoHint', { count: curso.carga_minima, fundamento: curso.fundamento })
                    : t('turmas.form.cursoSemMinimo', { fundamento: curso.fundamento }))
                }
                inputWrapperOrder={HINT_BELOW}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Bind>
          <Bind control={control} name="sala_id" label={t('turmas.form.sala')}>
            {(field) => (
              <SearchSelect
                ref={field.ref}
                name={field.name}
                label={t('turmas.form.sala')}
                placeholder={t('turmas.form.salaPlaceholder')}
                required
                data={salaOptions}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) =>
                  field.onChange(value === null ? (undefined as unknown as number) : Number(value))
                }
                onBlur={field.onBlur}
                error={
                  field.error ??
                  (salasQuery.isSuccess && salaOptions.length === 0 ? t('turmas.form.semSalas') : undefined)
                }
                description={
                  capacidade !== undefined
                    ? t('turmas.form.salaCapacidade', { count: capacidade })
                    : undefined
                }
                inputWrapperOrder={HINT_BELOW}
              />
            )}
          </Bind>
        </FormSection>
        <FormSection title={t('turmas.form.periodoSection')} hint={t('turmas.form.periodoHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Bind control={control} name="data_inicio" label={t('turmas.form.dataInicio')}>
              {(field) => <DateField {...field} label={t('turmas.form.dataInicio')} required />}
            </Bind>
            <Bind control={control} name="data_fim" label={t('turmas.form.dataFim')}>
              {(field) => <DateField {...field} label={t('turmas.form.dataFim')} required />}
            </Bind>
          </SimpleGrid>
          <Bind control={control} name="status" label={t('turmas.form.status')}>
            {(field) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('turmas.form.status')}
                data={STATUS_TURMA.map((value) => ({ value, label: t(`turmas.status.${value}`) }))}
                value={field.value ?? 'planejada'}
                onChange={(value) => field.onChange((value ?? 'planejada') as TurmaBody['status'])}
                onBlur={field.onBlur}
                error={field.error}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Bind>
        </FormSection>
        {/* One grid of its own: the subjects fill both columns rather than the first alone. */}
        <FormSection
          title={t('turmas.form.instrutoresSection')}
          hint={t('turmas.form.instrutoresHint')}
          columns={1}
        >
          {curso ? (
            <Bind control={control} name="instrutores">
              {(field) => {
                const current = field.value ?? [];
                return (
                  <Stack gap="sm">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                      {curso.disciplinas.map((disciplina) => (
                        <SearchMultiSelect
                          key={disciplina.disciplina}
                          label={disciplina.nome}
                          description={
                            disciplina.horas_aula > 0
                              ? t('turmas.form.horasDisciplina', { count: disciplina.horas_aula })
                              : undefined
                          }
                          inputWrapperOrder={HINT_BELOW}
                          placeholder={t('turmas.form.instrutoresPlaceholder')}
                          data={instrutorOptions}
                          value={current
                            .filter((item) => item.disciplina === disciplina.disciplina)
                            .map((item) => String(item.instrutor_id))}
                          onChange={(values) =>
                            field.onChange(
                              withInstrutores(current, disciplina.disciplina, values.map(Number)),
                            )
                          }
                          clearable
                        />
                      ))}
                    </SimpleGrid>
                    {field.error && (
                      <Text size="sm" c="danger.7">
                        {field.error}
                      </Text>
                    )}
                  </Stack>
                );
              }}
            </Bind>
          ) : (
            <Group>
              <Text size="sm" c="dimmed">
                {t('turmas.form.instrutoresEscolha')}
              </Text>
            </Group>
          )}
        </FormSection>
        <FormActions
          cancel={{
            to: turma ? buildPath('aula-teorica', { idTurma: turma.id_turma }) : buildPath('listagem-turmas'),
            label: t('turmas.form.cancel'),
          }}
          saveLabel={t('turmas.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
