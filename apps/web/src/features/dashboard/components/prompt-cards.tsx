import { DASHBOARD_TEXTS, type DashboardFirstSteps } from '@cadence/shared';
import { Repeat, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { ButtonLink } from './dashboard-card';

function PromptCard({ id, title, text, icon, to, linkLabel }: { id: string; title: string; text: string; icon: ReactNode; to: string; linkLabel: string }) {
  return (
    <Card role="region" aria-labelledby={id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 dark:bg-indigo-950">{icon}</span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={id} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>
      </div>
      <ButtonLink to={to} variant="secondary">
        {linkLabel}
      </ButtonLink>
    </Card>
  );
}

/** docs/product/dashboard.md "Prompt cards": 'Set your first goal' and 'Build better habits' while there are none. */
export function PromptCards({ firstSteps }: { firstSteps: DashboardFirstSteps }) {
  if (firstSteps.hasGoal && firstSteps.hasHabit) return null;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {firstSteps.hasGoal ? null : (
        <PromptCard
          id="prompt-goal"
          title={DASHBOARD_TEXTS.setFirstGoal}
          text="Pick something you want to reach, break it into milestones, and watch your progress grow."
          icon={<Target aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />}
          to="/goals"
          linkLabel="Create a goal"
        />
      )}
      {firstSteps.hasHabit ? null : (
        <PromptCard
          id="prompt-habit"
          title={DASHBOARD_TEXTS.buildBetterHabits}
          text="Small things done often add up. Start a habit and keep your streak going."
          icon={<Repeat aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />}
          to="/habits"
          linkLabel="Add a habit"
        />
      )}
    </div>
  );
}
