import type { AulaAgendada } from '@cfc/contract';
import { TIME_ZONE, timeRangeInSaoPaulo } from '@cfc/domain';
import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DescriptionItem } from '../../../ui/DescriptionItem.tsx';
import { dateFormat } from '../../../ui/format.ts';
import { agendaDaAula } from '../agenda-link.ts';

/**
 * The lesson just booked, with a link to it in the student's agenda, and below it each warning of
 * the booking (accepted, but the rule says something staff must know: simulator h/a past the cap).
 */
export function AgendadaConfirmacao({ aula }: { readonly aula: AulaAgendada }) {
  const { t, i18n } = useTranslation();
  const dia = dateFormat(i18n.language, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(aula.inicio));
  return (
    <Stack gap="sm">
      <Alert
        color="brand"
        icon={<IconCircleCheck aria-hidden />}
        title={t('agendamento.agendar.booked.title', { aluno: aula.aluno_nome })}
        role="status"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
            <DescriptionItem label={t('agendamento.agendar.booked.dia')} value={dia} />
            <DescriptionItem
              label={t('agendamento.agendar.booked.horario')}
              value={timeRangeInSaoPaulo(aula.inicio, aula.fim)}
            />
            <DescriptionItem label={t('agendamento.agendar.instrutor')} value={aula.instrutor_nome} />
            <DescriptionItem label={t('agendamento.agendar.veiculo')} value={aula.placa} />
          </SimpleGrid>
          <Anchor component={Link} to={agendaDaAula(aula)} fw={600}>
            {t('agendamento.agendar.booked.link')}
          </Anchor>
        </Stack>
      </Alert>
      {aula.avisos.map((aviso) => (
        <Alert
          key={aviso.code}
          color="warning"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('agendamento.agendar.booked.aviso')}
          role="alert"
        >
          <Text size="sm">{aviso.mensagem}</Text>
          {aviso.fundamento && (
            <Text size="xs" c="dimmed" mt={4}>
              {aviso.fundamento}
            </Text>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
