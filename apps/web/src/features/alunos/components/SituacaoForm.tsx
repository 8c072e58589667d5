import type { Aluno } from '@cfc/contract';
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSituacao, SITUACOES_ALUNO, type Situacao, useSetSituacao } from '../api.ts';
import { isUnprocessable, notifyError, notifySuccess } from '../notify.ts';
import { fieldErrors } from '../server-errors.ts';
import { useFormState } from '../useFormState.ts';

interface SituacaoValues {
  readonly situacao: Situacao | null;
  readonly motivo: string;
}
type SituacaoField = keyof SituacaoValues;
const FIELDS: readonly SituacaoField[] = ['situacao', 'motivo'];
const MOTIVO_MAX = 500;

const validate = (values: SituacaoValues): Partial<Record<SituacaoField, 'required'>> =>
  values.situacao === null ? { situacao: 'required' } : {};

/** Changes the situation of a student with a reason (PATCH /alunos/:id/situacao). */
export function SituacaoForm({ aluno }: { readonly aluno: Aluno }) {
  const { t } = useTranslation();
  const setSituacao = useSetSituacao();
  const [serverErrors, setServerErrors] = useState<Partial<Record<SituacaoField, string>>>({});
  const form = useFormState<SituacaoValues, SituacaoField, 'required'>({
    initial: { situacao: null, motivo: '' },
    validate,
    serverErrors,
    describe: (field) => t('widgets.required', { name: t(`alunos.situacaoPage.${field}`) }),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    const { situacao, motivo } = form.values;
    if (!form.check(FIELDS) || situacao === null) return;
    setSituacao.mutate(
      { id: aluno.id_aluno, situacao, motivo: motivo.trim() === '' ? null : motivo.trim() },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          setServerErrors({});
          form.reset();
        },
        onError: (error) => {
          if (isUnprocessable(error)) setServerErrors(fieldErrors(error.body?.errors, FIELDS).byField);
          notifyError(error, t('alunos.situacaoPage.error'));
        },
      },
    );
  }

  return (
    <form ref={form.ref} onSubmit={save} noValidate>
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
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={setSituacao.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('alunos.situacaoPage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
