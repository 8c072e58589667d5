import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../i18n/pt-BR.ts';

type PrivacyKey = keyof Messages['privacy'];

const SECTIONS = [
  { title: 'originTitle', body: 'originBody' },
  { title: 'dataTitle', items: ['dataName', 'dataCpf', 'dataRenach', 'dataGps', 'dataPhotos', 'dataAccess'] },
  { title: 'purposeTitle', body: 'purposeBody' },
  { title: 'retentionTitle', body: 'retentionBody' },
  { title: 'sharingTitle', body: 'sharingBody' },
  { title: 'rightsTitle', body: 'rightsBody' },
] as const satisfies readonly { title: PrivacyKey; body?: PrivacyKey; items?: readonly PrivacyKey[] }[];

/** The privacy policy of SPEC §1, open to everyone. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <Container size={760} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} component="article">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {t('privacy.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('privacy.updated')}
            </Text>
          </div>
          <Text lh={1.7}>{t('privacy.intro')}</Text>
          {SECTIONS.map((section) => (
            <Stack component="section" gap="xs" key={section.title}>
              <Title order={2} size="h4">
                {t(`privacy.${section.title}`)}
              </Title>
              {'body' in section && <Text lh={1.7}>{t(`privacy.${section.body}`)}</Text>}
              {'items' in section && (
                <List spacing={4} lh={1.6}>
                  {section.items.map((item) => (
                    <List.Item key={item}>{t(`privacy.${item}`)}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
