import type { ScreenLoader } from './lazy.ts';

/** Each screen is its own chunk, loaded the first time a route needs it. */
export const SCREENS = {
  login: () => import('../features/login/LoginPages.tsx').then((m) => m.MainLoginPage),
  loginAluno: () => import('../features/login/LoginPages.tsx').then((m) => m.StudentLoginPage),
  loginInstrutor: () => import('../features/login/LoginPages.tsx').then((m) => m.InstructorLoginPage),
  activeSession: () => import('../features/login/ActiveSessionPage.tsx').then((m) => m.ActiveSessionPage),
  requestReset: () =>
    import('../features/password-reset/RequestResetPage.tsx').then((m) => m.RequestResetPage),
  newPassword: () => import('../features/password-reset/NewPasswordPage.tsx').then((m) => m.NewPasswordPage),
  expiredLink: () => import('../features/password-reset/ExpiredLinkPage.tsx').then((m) => m.ExpiredLinkPage),
  privacy: () => import('../features/privacy/PrivacyPolicyPage.tsx').then((m) => m.PrivacyPolicyPage),
  frameRedirect: () =>
    import('../features/frame-redirect/FrameRedirectPage.tsx').then((m) => m.FrameRedirectPage),
  notFoundSimple: () => import('../features/not-found/NotFoundSimple.tsx').then((m) => m.NotFoundSimple),
  notFoundAdvanced: () =>
    import('../features/not-found/NotFoundAdvanced.tsx').then((m) => m.NotFoundAdvanced),
  notFoundCustom: () => import('../features/not-found/NotFoundCustom.tsx').then((m) => m.NotFoundCustom),
  notFoundLargeText: () =>
    import('../features/not-found/NotFoundLargeText.tsx').then((m) => m.NotFoundLargeText),
  'listagem-usuarios': () =>
    import('../features/usuarios/UsuariosListPage.tsx').then((m) => m.UsuariosListPage),
  'novo-usuario': () => import('../features/usuarios/UsuarioFormPages.tsx').then((m) => m.UsuarioNovoPage),
  'editar-usuario': () =>
    import('../features/usuarios/UsuarioFormPages.tsx').then((m) => m.UsuarioEditarPage),
  permissoes: () => import('../features/usuarios/PermissoesPage.tsx').then((m) => m.PermissoesPage),
  underConstruction: () =>
    import('../features/under-construction/UnderConstructionPage.tsx').then((m) => m.UnderConstructionPage),
} satisfies Record<string, ScreenLoader>;

export type ScreenId = keyof typeof SCREENS;
