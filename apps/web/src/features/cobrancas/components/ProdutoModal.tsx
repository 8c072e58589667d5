import { type ProdutoServico, produtoServicoBody, TIPOS_PRODUTO_SERVICO } from '@cfc/contract';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bind, TextField, textInputProps } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { CurrencyInput } from '../../../ui/inputs/CurrencyInput.tsx';
import { useSaveProduto } from '../api.ts';

interface ProdutoModalProps {
  /** The item edited; `null` for a new one. */
  readonly produto: ProdutoServico | null;
  readonly onClose: () => void;
}

/** The catalogue item's form, in a dialog over the list. */
export function ProdutoModal({ produto, onClose }: ProdutoModalProps) {
  const { t } = useTranslation();
  const label = t('cobrancas.produtos.form', { returnObjects: true });
  const form = useContractForm(produtoServicoBody, {
    nome: produto?.nome ?? '',
    descricao: produto?.descricao ?? '',
    tipo: produto?.tipo ?? 'servico',
    preco_centavos: produto?.preco_centavos ?? 0,
  });
  const { submit, submitting } = useSaveForm({
    save: useSaveProduto(produto?.id_produto),
    form,
    reviewMessage: label.review,
    failureMessage: t('cobrancas.produtos.saveError'),
  });
  const { control } = form;

  return (
    <Modal
      opened
      onClose={onClose}
      title={produto ? t('cobrancas.produtos.edit') : t('cobrancas.produtos.new')}
    >
      <form onSubmit={form.handleSubmit((body) => submit(body, () => onClose()))} noValidate>
        <Stack gap="md">
          <TextField control={control} name="nome" label={label.nome} required autoComplete="off" />
          <Bind control={control} name="descricao" label={label.descricao}>
            {(field) => <Textarea label={label.descricao} autosize minRows={2} {...textInputProps(field)} />}
          </Bind>
          <Bind control={control} name="tipo" label={label.tipo}>
            {(field) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="produto-tipo">
                  {label.tipo}
                </Text>
                <SegmentedControl
                  aria-labelledby="produto-tipo"
                  value={field.value}
                  onChange={(value) => field.onChange(value as (typeof TIPOS_PRODUTO_SERVICO)[number])}
                  data={TIPOS_PRODUTO_SERVICO.map((value) => ({
                    value,
                    label: t(`cobrancas.tipo.${value}`),
                  }))}
                />
              </Stack>
            )}
          </Bind>
          <Bind control={control} name="preco_centavos" label={label.preco}>
            {(field) => (
              <CurrencyInput
                label={label.preco}
                required
                value={field.value ?? null}
                onChange={(cents) => field.onChange(cents ?? 0)}
                error={field.error}
                ref={field.ref}
              />
            )}
          </Bind>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {label.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {label.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
