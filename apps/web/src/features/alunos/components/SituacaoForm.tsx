import type { Aluno } from '@cfc/contract';
import { Group, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { useSaveFormLegacy as useSaveForm } from '../../../ui/form/useSaveFormLegacy.ts';
import { useRequiredMessage } from '../../../ui/inputs/required-message.ts';
import { isSituacao, SITUACOES_ALUNO, type Situacao, useSetSituacao } from '../api.ts';

interface SituacaoValues {
  readonly situacao: Situacao | null;
  readonly motivo: string;
}
type SituacaoField = keyof SituacaoValues;
const FIELDS: readonly SituacaoField[] = ['situacao', 'motivo'];
const EMPTY: SituacaoValues = { situacao: null, motivo: '' };
const MOTIVO_MAX = 500;

const validate = (values: SituacaoValues): Partial<Record<SituacaoField, 'required'>> =>
  values.situacao === null ? { situacao: 'required' } : {};

/** Changes the situation of a student with a reason (PATCH /alunos/:id/situacao). */
export function SituacaoForm({ aluno }: { readonly aluno: Aluno }) {
  const { t } = useTranslation();
  const requiredMessage = useRequiredMessage();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSetSituacao(),
    fields: FIELDS,
    failureMessage: t('alunos.situacaoPage.error'),
  });
  const form = useFormState({
    initial: EMPTY,
    validate,
    describe: (_required, field) => requiredMessage(t(`alunos.situacaoPage.${field}`)),
    serverErrors,
  });

  function save({ situacao, motivo }: SituacaoValues) {
    if (situacao === null) return;
    const reason = motivo.trim() === '' ? null : motivo.trim();
    submit({ id: aluno.id_aluno, situacao, motivo: reason }, form.reset);
  }

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(FIELDS, save)} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('alunos.situacaoPage.situacao')}
          required
          value={form.values.situacao}
          onChange={(value) => form.set('situacao', isSituacao(value) ? value : null)}
          error={form.error('situacao')}
        >
          <Group gap="lg" mt={6}>
            {SITUACOES_ALUNO.map((situacao) => (
              <Radio key={situacao} value={situacao} label={t(`alunos.situacao.${situacao}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('alunos.situacaoPage.motivo')}
          description={t('alunos.situacaoPage.motivoHint')}
          maxLength={MOTIVO_MAX}
          autosize
          minRows={2}
          value={form.values.motivo}
          onChange={(event) => form.set('motivo', event.currentTarget.value)}
          error={form.error('motivo')}
        />
        <FormActions saveLabel={t('alunos.situacaoPage.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}
