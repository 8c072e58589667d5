import { type Aluno, situacaoBody } from '@cfc/contract';
import { Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { TextareaField } from '../../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { isSituacao, SITUACOES_ALUNO, type SituacaoBody, useSetSituacao } from '../api.ts';

/** No situation chosen yet: the current one is the badge beside the form. */
const NO_CHANGE: Partial<SituacaoBody> = { situacao: undefined, motivo: '' };
const MOTIVO_MAX = 500;

/** Changes the situation of a student with a reason (PATCH /alunos/:id/situacao). */
export function SituacaoForm({ aluno }: { readonly aluno: Aluno }) {
  const { t } = useTranslation();
  const form = useContractForm(situacaoBody, NO_CHANGE);
  const { submit, submitting } = useSaveForm({
    save: useSetSituacao(aluno.id_aluno),
    form,
    failureMessage: t('alunos.situacaoPage.error'),
  });
  const { control } = form;
  const label = t('alunos.situacaoPage.situacao');

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, () => form.reset()))} noValidate>
      <Stack gap="md">
        <Bind control={control} name="situacao" label={label}>
          {({ ref, ...field }) => (
            <Radio.Group
              label={label}
              required
              {...field}
              value={field.value ?? null}
              onChange={(value) => isSituacao(value) && field.onChange(value)}
            >
              <Group gap="lg" mt={6}>
                {SITUACOES_ALUNO.map((situacao, index) => (
                  <Radio
                    key={situacao}
                    ref={index === 0 ? ref : undefined}
                    value={situacao}
                    label={t(`alunos.situacao.${situacao}`)}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        </Bind>
        <TextareaField
          control={control}
          name="motivo"
          label={t('alunos.situacaoPage.motivo')}
          description={t('alunos.situacaoPage.motivoHint')}
          maxLength={MOTIVO_MAX}
          autosize
          minRows={2}
        />
        <FormActions saveLabel={t('alunos.situacaoPage.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}
