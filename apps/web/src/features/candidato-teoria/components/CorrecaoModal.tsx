import { CAMPOS_CORRECAO, type CorrecaoBody, correcaoBody } from '@cfc/contract';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bind } from '../../../ui/form/fields.tsx';
import { TextareaField } from '../../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { usePedirCorrecao } from '../api.ts';

const EMPTY: CorrecaoBody = { campos: [], mensagem: '' };

function Formulario({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(correcaoBody, EMPTY);
  const { submit, submitting, otherErrors } = useSaveForm({
    save: usePedirCorrecao(),
    form,
    failureMessage: t('candidatoTeoria.correcao.falha'),
  });
  const label = t('candidatoTeoria.correcao.campos');
  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, () => onClose()))} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('candidatoTeoria.correcao.intro')}</Text>
        <Bind control={form.control} name="campos" label={label}>
          {({ ref, onChange, ...field }) => (
            <Checkbox.Group
              {...field}
              onChange={(chosen) => onChange(CAMPOS_CORRECAO.filter((campo) => chosen.includes(campo)))}
              label={label}
              withAsterisk
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} mt={6}>
                {CAMPOS_CORRECAO.map((campo, index) => (
                  <Checkbox
                    key={campo}
                    value={campo}
                    ref={index === 0 ? ref : undefined}
                    label={t(`candidatoTeoria.correcao.campo.${campo}`)}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        </Bind>
        <TextareaField
          control={form.control}
          name="mensagem"
          label={t('candidatoTeoria.correcao.mensagem')}
          description={t('candidatoTeoria.correcao.mensagemHint')}
          autosize
          minRows={3}
          maxLength={1000}
          required
        />
        {otherErrors.length > 0 && <Alert color="danger">{otherErrors.join(' ')}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('candidatoTeoria.correcao.cancelar')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('candidatoTeoria.correcao.enviar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Solicitar correção': the student tells the school what of their data is wrong. */
export function CorrecaoModal({
  opened,
  onClose,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('candidatoTeoria.correcao.title')} centered size="lg">
      {opened && <Formulario onClose={onClose} />}
    </Modal>
  );
}
