import { lazyPage } from './lazy-page';

// Each screen is its own chunk, so the landing page and /login do not download the signed-in app. A
// chunk that failed to load (offline, or gone after a redeploy) is fetched again on the next try.
export const LandingPage = lazyPage(() => import('../features/landing/landing-page').then((m) => m.LandingPage));
export const LoginPage = lazyPage(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
export const AuthCallbackPage = lazyPage(() => import('../features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage));
export const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage));
export const ProfilePage = lazyPage(() => import('./profile-route').then((m) => m.ProfileRoute));
export const ShellLayout = lazyPage(() => import('./shell/shell-layout').then((m) => m.ShellLayout));
export const SubscriptionPage = lazyPage(() => import('../features/subscription/components/subscription-page').then((m) => m.SubscriptionPage));
export const JournalPage = lazyPage(() => import('./journal-route').then((m) => m.JournalRoute));
export const ActivityPage = lazyPage(() => import('./activity-route').then((m) => m.ActivityRoute));
export const HabitsPage = lazyPage(() => import('./habits-route').then((m) => m.HabitsRoute));
export const TodosPage = lazyPage(() => import('./todos-route').then((m) => m.TodosRoute));
export const TodayPage = lazyPage(() => import('./planner-route').then((m) => m.TodayRoute));
export const UpcomingPage = lazyPage(() => import('./planner-route').then((m) => m.UpcomingRoute));
export const GoalsPage = lazyPage(() => import('./goals-route').then((m) => m.GoalsRoute));
export const JournalTestPage = lazyPage(() => import('../features/debug/components/journal-test-page').then((m) => m.JournalTestPage));
export const InputTestPage = lazyPage(() => import('../features/debug/components/input-test-page').then((m) => m.InputTestPage));
export const HelpPage = lazyPage(() => import('../features/help/components/help-page').then((m) => m.HelpPage));
export const DashboardPage = lazyPage(() => import('./dashboard-route').then((m) => m.DashboardRoute));
export const DevelopersApiPage = lazyPage(() => import('../features/developers/components/developers-api-page').then((m) => m.DevelopersApiPage));
