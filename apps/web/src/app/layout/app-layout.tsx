import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { directionOf } from '@mutabaa/shared';
import { PageSpinner } from '../../components/ui/spinner';
import { useProfileKeptInStep } from '../../features/settings/api/get-profile';
import { prepareDateFormats } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/use-session';
import { FormConfigNotice } from './form-config-notice';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useDateStyle } from '../../lib/date-style';
import { setReaderDigits } from '../../lib/numbers';
import { matchesPattern } from '../access';
import { SIGNED_IN_SCREENS } from '../signed-in-screens';

/** Whether the screen at `pathname` is shown without the sidebar and the top bar. */
function isBare(pathname: string): boolean {
  return SIGNED_IN_SCREENS.some((screen) => screen.bare && matchesPattern(screen.path, pathname));
}

/** Header, role sidebar and the page, for every signed-in screen. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInLayout />
    </QueryClientProvider>
  );
}

function SignedInLayout() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = useSession();
  const location = useLocation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The overlay belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  // Keeps the stored user in step with the server.
  useProfileKeptInStep();
  const dateStyle = useDateStyle();
  // Before the screens below draw, so that their numbers are in the reader's digits.
  setReaderDigits(dateStyle.digits);

  const close = useCallback(() => setOpenAt(null), []);

  // In a task of their own once the layout is shown, while the screen's data is on its way.
  useEffect(() => {
    const timer = setTimeout(() => prepareDateFormats(dateStyle), 0);
    return () => clearTimeout(timer);
  }, [dateStyle]);

  useEffect(() => {
    if (!open) return;
    const button = menuButtonRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('sidebar-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('sidebar-open');
      // Runs once the page is no longer inert: focus goes back to the menu button.
      if (button?.offsetParent) button.focus();
    };
  }, [open, close]);

  if (state.status !== 'signed-in') return <PageSpinner />;
  if (isBare(location.pathname)) {
    return (
      <ThemeProvider dir={directionOf(language)}>
        <main id="main-content" tabIndex={-1} className="bare-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider dir={directionOf(language)}>
      <a className="visually-hidden-focusable skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <div className="app-shell">
        <Sidebar role={state.user.role} open={open} onClose={close} />
        {/* While the overlay is open, the page behind it is out of reach (focus stays in the menu). */}
        <div className="app-main-column" inert={open}>
          <Header
            user={state.user}
            sidebarOpen={open}
            onOpenSidebar={() => setOpenAt(location.key)}
            menuButtonRef={menuButtonRef}
          />
          <main id="main-content" tabIndex={-1} className="app-content">
            <FormConfigNotice />
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </ThemeProvider>
  );
}
