import type { ScreenLoader } from '../routing/lazy.ts';
import type { ScreenId } from '../routing/screen-id.ts';

/**
 * The login pages, the first screen of most visits: the router imports them itself, not through the
 * registry of the other screens (screens.ts), which loads only when one of those opens.
 */
export const LOGIN_SCREENS = {
  login: () => import('../features/login/LoginPages.tsx').then((m) => m.MainLoginPage),
  loginAluno: () => import('../features/login/CpfLoginPages.tsx').then((m) => m.StudentLoginPage),
  loginInstrutor: () => import('../features/login/CpfLoginPages.tsx').then((m) => m.InstructorLoginPage),
} satisfies Partial<Record<ScreenId, ScreenLoader>>;

export type LoginScreenId = keyof typeof LOGIN_SCREENS;

export function isLoginScreen(screen: ScreenId): screen is LoginScreenId {
  return Object.hasOwn(LOGIN_SCREENS, screen);
}
