import { CpfLoginForm } from './CpfLoginForm.tsx';
import { LoginPage } from './LoginPage.tsx';

/** The logins by CPF: students and instructors. */
export const StudentLoginPage = () => <LoginPage kind="aluno" Form={CpfLoginForm} />;
export const InstructorLoginPage = () => <LoginPage kind="instrutor" Form={CpfLoginForm} />;
