import { lazy } from 'react';

// Each screen is its own chunk, so the landing page and /login do not download the signed-in app.
export const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
export const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
export const AuthCallbackPage = lazy(() => import('../features/auth/components/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })));
export const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
export const ProfilePage = lazy(() => import('./profile-route').then((m) => ({ default: m.ProfileRoute })));
export const ShellLayout = lazy(() => import('./shell/shell-layout').then((m) => ({ default: m.ShellLayout })));
export const SubscriptionPage = lazy(() => import('../features/subscription/components/subscription-page').then((m) => ({ default: m.SubscriptionPage })));
export const JournalPage = lazy(() => import('./journal-route').then((m) => ({ default: m.JournalRoute })));
export const ActivityPage = lazy(() => import('./activity-route').then((m) => ({ default: m.ActivityRoute })));
export const HabitsPage = lazy(() => import('./habits-route').then((m) => ({ default: m.HabitsRoute })));
export const TodosPage = lazy(() => import('./todos-route').then((m) => ({ default: m.TodosRoute })));
export const GoalsPage = lazy(() => import('./goals-route').then((m) => ({ default: m.GoalsRoute })));
export const JournalTestPage = lazy(() => import('../features/debug/components/journal-test-page').then((m) => ({ default: m.JournalTestPage })));
export const InputTestPage = lazy(() => import('../features/debug/components/input-test-page').then((m) => ({ default: m.InputTestPage })));
export const HelpPage = lazy(() => import('../features/help/components/help-page').then((m) => ({ default: m.HelpPage })));
export const DashboardPage = lazy(() => import('./dashboard-route').then((m) => ({ default: m.DashboardRoute })));
