import { type Exame, type ExameBody, exameBody } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { TextareaField } from '../../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { RESULTADOS_EXAME, type ResultadoExame, TIPOS_EXAME, type TipoExame, useSaveExame } from '../api.ts';

/** A new exam: type, result and date are asked for. */
const NEW_EXAME: Partial<ExameBody> = {
  tipo: undefined,
  resultado: undefined,
  data_exame: '',
  clinica: '',
  observacoes: '',
};

/** A stored exam as the inputs show it. */
function exameValuesOf(exame: Exame): ExameBody {
  return {
    tipo: exame.tipo,
    resultado: exame.resultado,
    data_exame: exame.data_exame,
    clinica: exame.clinica ?? '',
    observacoes: exame.observacoes ?? '',
  };
}

const isTipo = (value: string | null): value is TipoExame => TIPOS_EXAME.some((tipo) => tipo === value);
const isResultado = (value: string | null): value is ResultadoExame =>
  RESULTADOS_EXAME.some((resultado) => resultado === value);

interface ExameFormProps {
  readonly alunoId: number;
  /** The exam to correct; absent to register a new one. */
  readonly exame?: Exame;
  readonly submitLabel: string;
  /** A way out beside the submit button. */
  readonly cancel?: { readonly to: string; readonly label: string };
  /** Once the server took the exam. */
  readonly onSaved: (exame: Exame) => void;
}

/** A medical or psychological exam of a student: type, result, date, clinic and notes. */
export function ExameForm({ alunoId, exame, submitLabel, cancel, onSaved }: ExameFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(exameBody, exame ? exameValuesOf(exame) : NEW_EXAME);
  const { submit, submitting } = useSaveForm({
    save: useSaveExame(alunoId, exame?.id_exame),
    form,
    failureMessage: t('alunos.exames.saveError'),
  });
  const { control } = form;
  const label = (field: keyof ExameBody) => t(`alunos.exames.fields.${field}`);

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onSaved))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Bind control={control} name="tipo" label={label('tipo')}>
            {(field) => (
              <Select
                label={label('tipo')}
                required
                placeholder={t('alunos.exames.choose')}
                data={TIPOS_EXAME.map((tipo) => ({ value: tipo, label: t(`alunos.exames.tipo.${tipo}`) }))}
                allowDeselect={false}
                {...field}
                value={field.value ?? null}
                onChange={(tipo) => isTipo(tipo) && field.onChange(tipo)}
              />
            )}
          </Bind>
          <Bind control={control} name="resultado" label={label('resultado')}>
            {(field) => (
              <Select
                label={label('resultado')}
                required
                placeholder={t('alunos.exames.choose')}
                data={RESULTADOS_EXAME.map((resultado) => ({
                  value: resultado,
                  label: t(`alunos.exames.resultado.${resultado}`),
                }))}
                allowDeselect={false}
                {...field}
                value={field.value ?? null}
                onChange={(resultado) => isResultado(resultado) && field.onChange(resultado)}
              />
            )}
          </Bind>
          <Bind control={control} name="data_exame" label={label('data_exame')}>
            {(field) => (
              <DateField label={label('data_exame')} required maxDate={todayInSaoPaulo()} {...field} />
            )}
          </Bind>
        </SimpleGrid>
        <TextField
          control={control}
          name="clinica"
          label={label('clinica')}
          maxLength={150}
          autoComplete="off"
        />
        <TextareaField
          control={control}
          name="observacoes"
          label={label('observacoes')}
          maxLength={1000}
          autosize
          minRows={3}
        />
        <FormActions cancel={cancel} saveLabel={submitLabel} submitting={submitting} />
      </Stack>
    </form>
  );
}
