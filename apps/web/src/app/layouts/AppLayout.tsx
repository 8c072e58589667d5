import { Role } from '@cfc/contract';
import { useSession } from '../../session/session.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PhotoNoticeModal } from '../../ui/PhotoNoticeModal.tsx';
import { InstructorLayout } from './InstructorLayout.tsx';
import { SidebarLayout } from './SidebarLayout.tsx';

/** Whose lessons take presence photos, and so see the photo notice. */
const PHOTO_NOTICE_ROLES: readonly number[] = [Role.ALUNO, Role.INSTRUTOR];

/** Screens of the logged-in areas: the instructor's phone layout, or the sidebar layout of the role. */
export function AppLayout() {
  const session = useSession();
  // The guards let no one in without a session; it only goes away on the way out (logout, expiry).
  if (!session) return <PageLoader />;
  return (
    <>
      {session.id_role === Role.INSTRUTOR ? (
        <InstructorLayout session={session} />
      ) : (
        <SidebarLayout session={session} />
      )}
      {PHOTO_NOTICE_ROLES.includes(session.id_role) && <PhotoNoticeModal />}
    </>
  );
}
