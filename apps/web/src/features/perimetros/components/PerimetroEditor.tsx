import { type Perimetro, type PerimetroBody, perimetroBody } from '@cfc/contract';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { notifyError } from '../../../ui/notify.ts';
import { useSavePerimetro, useVerificarPonto } from '../api.ts';
import { type LatLng, swapAxes } from '../coords.ts';
import type { MapMode } from './PerimetroMap.tsx';

// Leaflet and its stylesheet come with this chunk only: no other screen pays for them.
const PerimetroMap = lazy(() => import('./PerimetroMap.tsx'));

/** A new perimeter: a name and a polygon still to be drawn. */
const NEW_PERIMETRO: PerimetroBody = { nome: '', pontos: [] };

const valuesOf = (perimetro: Perimetro): PerimetroBody => ({
  nome: perimetro.nome,
  pontos: perimetro.pontos,
});

interface PerimetroEditorProps {
  /** The perimeter to change; undefined draws a new one. */
  readonly perimetro: Perimetro | undefined;
  readonly others: readonly Perimetro[];
  readonly onDone: () => void;
}

/** Names and draws a perimeter on the map, and checks whether a point lies inside one. */
export function PerimetroEditor({ perimetro, others, onDone }: PerimetroEditorProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<MapMode>('draw');
  const verificar = useVerificarPonto();
  const [checked, setChecked] = useState<{ ponto: LatLng; dentro: boolean } | null>(null);
  // The form holds the points as the API does, [longitude, latitude]; the map shows them swapped.
  const form = useContractForm(perimetroBody, perimetro ? valuesOf(perimetro) : NEW_PERIMETRO);
  const { submit, submitting } = useSaveForm({
    save: useSavePerimetro(perimetro?.id_perimetro),
    form,
    reviewMessage: t('perimetros.form.errors.review'),
    failureMessage: t('perimetros.saveError'),
  });
  const { control } = form;

  const verify = (ponto: LatLng) =>
    verificar.mutate(
      { latitude: ponto[0], longitude: ponto[1] },
      {
        onSuccess: (reply) => setChecked({ ponto, dentro: reply.dentro }),
        onError: (failure) => notifyError(failure, t('perimetros.verify.error')),
      },
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <form onSubmit={form.handleSubmit((body) => submit(body, onDone))} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {perimetro
              ? t('perimetros.editor.editTitle', { nome: perimetro.nome })
              : t('perimetros.editor.newTitle')}
          </Title>
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextField
              control={control}
              name="nome"
              label={t('perimetros.form.nome')}
              required
              autoComplete="off"
              w={{ base: '100%', sm: 320 }}
            />
            <SegmentedControl
              aria-label={t('perimetros.editor.mode')}
              value={mode}
              onChange={(value) => setMode(value === 'verify' ? 'verify' : 'draw')}
              data={[
                { value: 'draw', label: t('perimetros.editor.draw') },
                { value: 'verify', label: t('perimetros.verify.tool') },
              ]}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {mode === 'draw' ? t('perimetros.editor.hint') : t('perimetros.verify.hint')}
          </Text>
          <Bind control={control} name="pontos">
            {(field) => (
              <PontosEditor
                value={field.value}
                onChange={field.onChange}
                error={field.error}
                mode={mode}
                onVerify={verify}
                checked={checked}
                others={others.filter((other) => other.id_perimetro !== perimetro?.id_perimetro)}
                focusKey={String(perimetro?.id_perimetro ?? 'new')}
                submitting={submitting}
                onCancel={onDone}
              />
            )}
          </Bind>
        </Stack>
      </form>
    </Paper>
  );
}

interface PontosEditorProps {
  /** The polygon as the API takes it: [longitude, latitude] points. */
  readonly value: PerimetroBody['pontos'];
  readonly onChange: (pontos: PerimetroBody['pontos']) => void;
  readonly error: string | undefined;
  readonly mode: MapMode;
  readonly onVerify: (ponto: LatLng) => void;
  readonly checked: { readonly ponto: LatLng; readonly dentro: boolean } | null;
  readonly others: readonly Perimetro[];
  readonly focusKey: string;
  readonly submitting: boolean;
  readonly onCancel: () => void;
}

/** The map with the polygon being drawn, the point checked, and the buttons under it. */
function PontosEditor(props: PontosEditorProps) {
  const { value, onChange, error, mode, checked, submitting } = props;
  const { t } = useTranslation();
  return (
    <>
      <Suspense fallback={<Skeleton h={440} radius="md" />}>
        <PerimetroMap
          pontos={swapAxes(value)}
          onChange={(pontos) => onChange(swapAxes(pontos))}
          mode={mode}
          onVerify={props.onVerify}
          checked={checked}
          others={props.others.map((other) => ({ id: other.id_perimetro, pontos: swapAxes(other.pontos) }))}
          focusKey={props.focusKey}
          labels={{
            map: t('perimetros.editor.map'),
            tilesDown: t('perimetros.editor.tilesDown'),
            vertex: (n) => t('perimetros.editor.vertex', { n }),
          }}
        />
      </Suspense>
      {checked && mode === 'verify' && (
        <Alert color={checked.dentro ? 'brand' : 'danger'} role="status">
          {t(checked.dentro ? 'perimetros.verify.inside' : 'perimetros.verify.outside', {
            lat: checked.ponto[0].toFixed(5),
            lng: checked.ponto[1].toFixed(5),
          })}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c={error ? 'danger.7' : undefined} aria-live="polite">
          {error ?? t('perimetros.editor.count', { count: value.length })}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={value.length === 0}
            onClick={() => onChange(value.slice(0, -1))}
          >
            {t('perimetros.editor.undo')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconEraser size={16} aria-hidden />}
            disabled={value.length === 0}
            onClick={() => onChange([])}
          >
            {t('perimetros.editor.clear')}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('perimetros.editor.cancel')}
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('perimetros.editor.save')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
