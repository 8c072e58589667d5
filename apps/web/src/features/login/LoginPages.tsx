import { EmailLoginForm } from './EmailLoginForm.tsx';
import { LoginPage } from './LoginPage.tsx';

/** The login of school and operator staff, the first screen of '/' (scripts/web-budget.mjs). */
export const MainLoginPage = () => <LoginPage kind="main" Form={EmailLoginForm} />;
