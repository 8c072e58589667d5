import type { HorarioLivre } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Alert, Button, List, SimpleGrid, Stack, Title, Tooltip } from '@mantine/core';
import { IconBan, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSlots } from '../slots.ts';

interface SlotGridProps {
  readonly slots: readonly HorarioLivre[];
  /** The chosen slot's start, or '' */
  readonly selected: string;
  readonly onSelect: (inicio: string) => void;
}

/**
 * The day's slots as buttons: free ones are chosen, busy ones stay focusable (aria-disabled) so
 * their reasons can be read in a tooltip and, once focused or clicked, in a list under the grid.
 */
export function SlotGrid({ slots, selected, onSelect }: SlotGridProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<HorarioLivre | null>(null);
  const busy = shown && slots.find((slot) => slot.inicio === shown.inicio && !slot.livre);

  return (
    <Stack gap="md">
      {groupSlots(slots).map((group) => (
        <Stack
          key={group.periodo}
          gap={6}
          role="group"
          aria-label={t(`agendamento.agendar.periodos.${group.periodo}`)}
        >
          <Title order={3} size="h6" c="dimmed">
            {t(`agendamento.agendar.periodos.${group.periodo}`)}
          </Title>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, lg: 8 }} spacing={6} verticalSpacing={6}>
            {group.slots.map((slot) => {
              const texts = { inicio: timeInSaoPaulo(slot.inicio), fim: timeInSaoPaulo(slot.fim) };
              if (slot.livre) {
                const isSelected = slot.inicio === selected;
                return (
                  <Button
                    key={slot.inicio}
                    variant={isSelected ? 'filled' : 'light'}
                    aria-pressed={isSelected}
                    aria-label={t('agendamento.agendar.slotFree', texts)}
                    leftSection={isSelected ? <IconCheck size={14} aria-hidden /> : undefined}
                    onClick={() => {
                      setShown(null);
                      onSelect(slot.inicio);
                    }}
                    px={4}
                  >
                    {texts.inicio}
                  </Button>
                );
              }
              return (
                <Tooltip key={slot.inicio} label={slot.motivos.join(' · ')} multiline maw={280} withArrow>
                  <Button
                    variant="default"
                    data-disabled
                    aria-disabled
                    aria-label={t('agendamento.agendar.slotBusy', texts)}
                    aria-describedby={busy?.inicio === slot.inicio ? 'slot-reasons' : undefined}
                    leftSection={<IconBan size={14} aria-hidden />}
                    onFocus={() => setShown(slot)}
                    onClick={() => setShown(slot)}
                    px={4}
                    td="line-through"
                  >
                    {texts.inicio}
                  </Button>
                </Tooltip>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      <div aria-live="polite">
        {busy && (
          <Alert
            id="slot-reasons"
            color="warning"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title={t('agendamento.agendar.reasonsTitle', { inicio: timeInSaoPaulo(busy.inicio) })}
          >
            <List size="sm">
              {busy.motivos.map((motivo) => (
                <List.Item key={motivo}>{motivo}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
