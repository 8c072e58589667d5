import type { ProcessoBody } from '@cfc/contract';
import type { Control, FieldPath, FieldPathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';

type LadvValues = Pick<ProcessoBody, 'ladv_numero' | 'ladv_validade'>;

/** The contract's bound of the LADV number (`processoBody`), as the input's limit. */
const LADV_NUMERO_MAX = 30;

/** The LADV's number and validity, in the form that opens a process and in the one that changes it. */
export function LadvFields<T extends LadvValues>({ control }: { readonly control: Control<T> }) {
  const { t } = useTranslation();
  // Both forms name the fields as the contract does; a generic form type cannot tell they are there.
  const numero = 'ladv_numero' as FieldPath<T>;
  const validade = 'ladv_validade' as FieldPath<T>;
  const validadeLabel = t('processos.form.ladv_validade');
  return (
    <>
      <TextField
        control={control}
        name={numero}
        label={t('processos.form.ladv_numero')}
        maxLength={LADV_NUMERO_MAX}
        autoComplete="off"
      />
      <Bind control={control} name={validade} label={validadeLabel}>
        {(field) => (
          <DateField
            label={validadeLabel}
            {...field}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(date) => field.onChange(date as FieldPathValue<T, FieldPath<T>>)}
          />
        )}
      </Bind>
    </>
  );
}
