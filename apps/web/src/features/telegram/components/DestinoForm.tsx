import { type TelegramDestinoBody, telegramDestinoBody } from '@cfc/contract';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { useEscolas } from '../../envios-getran/index.ts';
import { useCreateDestino } from '../api.ts';

const NOVO: TelegramDestinoBody = { schema: '', nome: '', chat_id: '', usuario_id: null };

/** A chat registered by hand: its school, a name, and its chat id (or none, to link it by /start). */
export function DestinoForm({ onDone }: { readonly onDone: () => void }) {
  const { t } = useTranslation();
  const escolas = useEscolas();
  const form = useContractForm(telegramDestinoBody, NOVO);
  const { submit, submitting } = useSaveForm({
    save: useCreateDestino(),
    form,
    reviewMessage: t('telegram.form.review'),
    failureMessage: t('telegram.form.failure'),
  });
  const { control } = form;
  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onDone))} noValidate>
      <Stack gap="md">
        <Bind control={control} name="schema" label={t('telegram.form.autoescola')}>
          {(field) => (
            <Select
              label={t('telegram.form.autoescola')}
              required
              searchable
              data={(escolas.data ?? [])
                .filter((escola) => !escola.operadora)
                .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              error={field.error}
              ref={field.ref}
            />
          )}
        </Bind>
        <TextField
          control={control}
          name="nome"
          label={t('telegram.form.nome')}
          required
          autoComplete="off"
        />
        <TextField
          control={control}
          name="chat_id"
          label={t('telegram.form.chatId')}
          description={t('telegram.form.chatIdHint')}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('telegram.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
