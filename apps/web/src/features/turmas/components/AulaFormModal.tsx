import {
  type AulaTeorica,
  type AulaTeoricaBody,
  aulaTeoricaBody,
  MODALIDADES_SESSAO,
  type ModalidadeSessao,
  type Turma,
} from '@cfc/contract';
import { Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { TimeField } from '../../../ui/inputs/TimeField.tsx';
import { cursosDoRegime, useCursos, useSaveAula } from '../api.ts';

type Disciplina = AulaTeoricaBody['disciplina'];

interface AulaFormModalProps {
  readonly turma: Turma;
  /** The session being changed; absent for a new one. */
  readonly aula?: AulaTeorica;
  readonly onClose: () => void;
}

function bodyOf(aula: AulaTeorica): AulaTeoricaBody {
  return {
    disciplina: aula.disciplina,
    instrutor_id: aula.id_instrutor,
    data: aula.data,
    hora_inicio: aula.hora_inicio.slice(0, 5),
    hora_fim: aula.hora_fim.slice(0, 5),
    modalidade: aula.modalidade,
  };
}

/**
 * Schedules or changes a session of the class: subject, instructor, day, start and end, and whether
 * it is given in the room or remote and live (streamed, with face checks; docs/ead.md).
 */
export function AulaFormModal({ turma, aula, onClose }: AulaFormModalProps) {
  const { t } = useTranslation();
  const form = useContractForm(
    aulaTeoricaBody,
    aula
      ? bodyOf(aula)
      : {
          disciplina: undefined,
          instrutor_id: undefined,
          data: '',
          hora_inicio: '',
          hora_fim: '',
          modalidade: 'presencial',
        },
  );
  const { submit, submitting, otherErrors } = useSaveForm({
    save: useSaveAula(turma.id_turma, aula?.id_aula_teorica),
    form,
    reviewMessage: t('turmas.aulaForm.review'),
    failureMessage: t('turmas.aulaForm.error'),
    listsRefusal: true,
  });
  const { control } = form;
  const curso = cursosDoRegime(useCursos().data).find((item) => item.id === turma.curso);
  const disciplina = form.watch('disciplina');
  // The server takes only an instructor the class names for the subject (editar-turma names them).
  const daDisciplina = turma.instrutores.filter((item) => item.disciplina === disciplina);
  const instrutorData = daDisciplina.map((item) => ({
    value: String(item.id_instrutor),
    label: item.instrutor_nome,
  }));
  const semInstrutor = disciplina !== undefined && daDisciplina.length === 0;

  const chooseDisciplina = (value: Disciplina | undefined) => {
    const validate = { shouldValidate: form.formState.isSubmitted };
    form.setValue('disciplina', value as Disciplina, validate);
    // The subject's own instructor comes chosen; one of another subject is cleared.
    const proprios = turma.instrutores.filter((item) => item.disciplina === value);
    if (!proprios.some((item) => item.id_instrutor === form.getValues('instrutor_id'))) {
      form.setValue('instrutor_id', proprios[0]?.id_instrutor as number, validate);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={aula ? t('turmas.aulaForm.editTitle') : t('turmas.aulaForm.newTitle')}
      size="lg"
    >
      <form onSubmit={form.handleSubmit((body) => submit(body, () => onClose()))} noValidate>
        <Stack gap="md">
          {otherErrors.length > 0 && (
            <Alert color="danger" variant="light">
              {otherErrors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <Bind control={control} name="disciplina" label={t('turmas.aulaForm.disciplina')}>
            {(field) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('turmas.aulaForm.disciplina')}
                placeholder={t('turmas.aulaForm.disciplinaPlaceholder')}
                required
                data={(curso?.disciplinas ?? []).map((item) => ({
                  value: item.disciplina,
                  label: item.nome,
                }))}
                value={field.value ?? null}
                onChange={(value) => chooseDisciplina((value ?? undefined) as Disciplina | undefined)}
                onBlur={field.onBlur}
                error={field.error}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Bind>
          <Bind control={control} name="instrutor_id" label={t('turmas.aulaForm.instrutor')}>
            {(field) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('turmas.aulaForm.instrutor')}
                placeholder={t('turmas.aulaForm.instrutorPlaceholder')}
                required
                searchable
                data={instrutorData}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) =>
                  field.onChange(value === null ? (undefined as unknown as number) : Number(value))
                }
                onBlur={field.onBlur}
                error={field.error ?? (semInstrutor ? t('turmas.aulaForm.semInstrutor') : undefined)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Bind>
          <Bind control={control} name="data" label={t('turmas.aulaForm.data')}>
            {(field) => (
              <DateField
                {...field}
                label={t('turmas.aulaForm.data')}
                required
                minDate={turma.data_inicio}
                maxDate={turma.data_fim}
              />
            )}
          </Bind>
          <SimpleGrid cols={2}>
            <Bind control={control} name="hora_inicio" label={t('turmas.aulaForm.horaInicio')}>
              {(field) => <TimeField {...field} legend={t('turmas.aulaForm.horaInicio')} required />}
            </Bind>
            <Bind control={control} name="hora_fim" label={t('turmas.aulaForm.horaFim')}>
              {(field) => <TimeField {...field} legend={t('turmas.aulaForm.horaFim')} required />}
            </Bind>
          </SimpleGrid>
          <Bind control={control} name="modalidade" label={t('turmas.aulaForm.modalidade')}>
            {(field) => (
              <Radio.Group
                name={field.name}
                label={t('turmas.aulaForm.modalidade')}
                description={t('turmas.aulaForm.modalidadeDica')}
                required
                value={field.value ?? 'presencial'}
                onChange={(value) => field.onChange(value as ModalidadeSessao)}
                error={field.error}
              >
                <Group gap="lg" mt="xs">
                  {MODALIDADES_SESSAO.map((modalidade, index) => (
                    <Radio
                      key={modalidade}
                      ref={index === 0 ? field.ref : undefined}
                      value={modalidade}
                      label={t(`turmas.aulaForm.modalidades.${modalidade}`)}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          </Bind>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('turmas.aulaForm.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('turmas.aulaForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
