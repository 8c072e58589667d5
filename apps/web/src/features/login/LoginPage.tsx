import { Badge, Box, Button, Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconSchool, IconSteeringWheel, type TablerIcon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buildPath, type RouteName } from '../../routing/routes.ts';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { Footer } from '../../ui/Footer.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';
import { type LoginKind, useAutoescolaPublica } from './api.ts';
import classes from './LoginPage.module.css';
import type { LoginFormProps } from './sign-in.tsx';

const ENTRIES = [
  { kind: 'main', route: 'login', label: 'asMain', Icon: IconBuildingCommunity },
  { kind: 'aluno', route: 'loginAluno', label: 'asStudent', Icon: IconSchool },
  { kind: 'instrutor', route: 'loginInstrutor', label: 'asInstructor', Icon: IconSteeringWheel },
] as const satisfies readonly { kind: LoginKind; route: RouteName; label: string; Icon: TablerIcon }[];

/**
 * A centred card on the whole page; the school identifier comes from the path. Each kind of login
 * brings its own form, so the e-mail login does not load the CPF's masks.
 */
export function LoginPage({ kind, Form }: { kind: LoginKind; Form: ComponentType<LoginFormProps> }) {
  const { t } = useTranslation();
  const { autoescola = '' } = useParams();
  const otherEntries = ENTRIES.filter((entry) => entry.kind !== kind);
  const school = useAutoescolaPublica(autoescola);

  return (
    <Box className={classes.page}>
      <Group justify="flex-end" p="md">
        <LanguageMenu />
      </Group>
      <Center component="main" className={classes.main}>
        <Paper className={classes.card} withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="lg">
            <Stack align="center" gap={6}>
              <BrandMark size={52} />
              <Title order={1} size="h2" ta="center">
                {t('app.name')}
              </Title>
              {autoescola && (
                <Badge
                  variant="light"
                  color={school.isError ? 'warning' : undefined}
                  size="lg"
                  tt="none"
                  leftSection={<IconBuildingCommunity size={14} />}
                >
                  {school.isError
                    ? t('login.schoolNotFound', { autoescola })
                    : t('login.school', { autoescola: school.data?.nome_fantasia ?? autoescola })}
                </Badge>
              )}
            </Stack>
            <div>
              <Title order={2} size="h4">
                {t(`login.heading.${kind}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`login.intro.${kind}`)}
              </Text>
            </div>
            <Form key={kind} kind={kind} autoescola={autoescola} />
            <Divider label={t('login.otherAccess')} labelPosition="center" />
            <Stack gap="xs">
              {otherEntries.map(({ route, label, Icon }) => (
                <Button
                  key={route}
                  component={Link}
                  to={buildPath(route, { autoescola: autoescola || undefined })}
                  variant="default"
                  leftSection={<Icon size={18} aria-hidden />}
                  fullWidth
                >
                  {t(`login.${label}`)}
                </Button>
              ))}
            </Stack>
          </Stack>
        </Paper>
      </Center>
      <Footer />
    </Box>
  );
}
