import { Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '../../ui/Brand.tsx';
import { Footer } from '../../ui/Footer.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';
import classes from './layouts.module.css';

/** Open pages: privacy policy, not-found, password screens. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <a href="#content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Brand />
            <LanguageMenu />
          </Group>
        </Container>
      </Box>
      <Box component="main" id="content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
