import { AI_CONTEXT_SIZES, AI_MESSAGE_MAX_LENGTH, AI_MESSAGES, type ChatTurn } from '@cadence/shared';
import { Bot, ChevronDown, ChevronUp, SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import { type AiFailure, aiFailureOf } from '../api/ai-failure';
import { useCoachJournal } from '../api/coach-journal';
import { useAiAccess } from '../api/get-ai-status';
import { AiServiceError } from './ai-service-error';
import { EngineCredit } from './engine-credit';
import { logFocusRing } from './log-focus';
import { QuotaMessage } from './quota-message';

interface CoachMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  local?: boolean;
}

let nextId = 1;

/** Asks the coach about one entry; `nonce` changes on each click so the same entry can be asked again. */
export interface EntryCoachingRequest {
  entryId: string;
  nonce: number;
}

export interface JournalCoachPanelProps {
  /** Set by an entry's get-AI-coaching action: the panel opens and coaches that entry. */
  entryRequest?: EntryCoachingRequest | null;
  /** Open at first (the page's 'AI Coach' button). */
  defaultOpen?: boolean;
  className?: string;
}

const GREETING = "I'm your journal coach. Ask me anything about your entries, or use Get AI coaching on an entry.";

/**
 * The journal's collapsible 'AI Journal Coach' chat (docs/product/ai.md
 * "Journal coach"): a conversation with the coach (the server adds 3 entries, 3 goals, 5 habits and 5
 * activities and keeps the last 10 messages), and coaching for an entry when one asks for it. The
 * spec's texts on failure: the configuration text, 'Couldn't process your journal entry…', and the
 * apology as a coach message.
 */
export function JournalCoachPanel({ entryRequest = null, defaultOpen = false, className }: JournalCoachPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  useEffect(() => {
    if (entryRequest) setOpen(true);
  }, [entryRequest]);
  return (
    <section aria-label="AI Journal Coach" className={cx('overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900', className)}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className={cx('flex w-full items-center gap-2 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800', focusRing)}
        >
          <Bot aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />
          <span className="flex-1">AI Journal Coach</span>
          {open ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t border-slate-200 dark:border-slate-800">
        <JournalCoachChat entryRequest={entryRequest} />
      </div>
    </section>
  );
}

/**
 * The coach's conversation without a frame, for a page that gives its own (the journal's panel, composed
 * in app/). `entryRequest` coaches that entry.
 */
export function JournalCoachChat({ entryRequest = null, className }: { entryRequest?: EntryCoachingRequest | null; className?: string }) {
  const [messages, setMessages] = useState<CoachMessage[]>([{ id: 0, role: 'assistant', content: GREETING, local: true }]);
  const [failure, setFailure] = useState<AiFailure | null>(null);
  const [engine, setEngine] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const access = useAiAccess();
  const coach = useCoachJournal();
  const inputId = useId();
  const list = useRef<HTMLDivElement>(null);
  const blocked = (access.known && !access.allowed) || failure?.kind === 'upgrade';

  const ask = (body: { entryId: string } | { messages: ChatTurn[] }, shown: CoachMessage[]) => {
    setFailure(null);
    setMessages(shown);
    coach.mutate(body, {
      onSuccess: (answer) => {
        setEngine(answer.engine.label);
        setMessages([...shown, { id: nextId++, role: 'assistant', content: answer.reply }]);
      },
      onError: (error) => {
        const seen = aiFailureOf(error);
        setFailure(seen);
        // docs/product/ai.md "Errors": the chat also gets the coach's apology.
        if (seen.kind === 'failed' || seen.kind === 'configuration') {
          setMessages([...shown, { id: nextId++, role: 'assistant', content: AI_MESSAGES.coachChatApology, local: true }]);
        }
      },
    });
  };

  const lastNonce = useRef<number | null>(null);
  useEffect(() => {
    if (!entryRequest || entryRequest.nonce === lastNonce.current) return;
    lastNonce.current = entryRequest.nonce;
    if (access.known && !access.allowed) {
      setFailure({ kind: 'upgrade' });
      return;
    }
    ask({ entryId: entryRequest.entryId }, [...messages, { id: nextId++, role: 'user', content: 'Coach me on this entry.', local: true }]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request asks
  }, [entryRequest]);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, coach.isPending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || coach.isPending) return;
    setDraft('');
    const shown = [...messages, { id: nextId++, role: 'user' as const, content }];
    if (access.known && !access.allowed) {
      setMessages(shown);
      setFailure({ kind: 'upgrade' });
      return;
    }
    const turns = shown.filter((m) => !m.local).slice(-AI_CONTEXT_SIZES.coach.chatMessages).map((m) => ({ role: m.role, content: m.content }));
    ask({ messages: turns }, shown);
  };

  return (
    <div className={className}>
        {/* Focusable, so a keyboard can scroll a conversation longer than the panel (issue 18 §8). */}
        <div ref={list} role="log" aria-label="Coach conversation" aria-busy={coach.isPending} tabIndex={0} className={cx('max-h-96 space-y-3 overflow-y-auto px-4 py-4', logFocusRing)}>
          {messages.map((m) => (
            <div key={m.id} className={cx('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}>
              <div className={cx('max-w-[85%] rounded-2xl px-3.5 py-2 text-sm', m.role === 'user' ? 'whitespace-pre-wrap break-words bg-indigo-600 text-white' : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100')}>
                <span className="sr-only">{m.role === 'user' ? 'You: ' : 'Coach: '}</span>
                {m.role === 'user' ? m.content : <MarkdownText text={m.content} />}
              </div>
            </div>
          ))}
          {coach.isPending ? <p role="status" className="text-sm text-slate-600 dark:text-slate-300">The coach is reflecting…</p> : null}
          {blocked ? <UpgradePrompt feature="AI coaching" onClose={() => setFailure(null)} /> : null}
          {failure?.kind === 'configuration' ? <AiServiceError message={AI_MESSAGES.coachConfiguration} /> : null}
          {failure?.kind === 'failed' ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{AI_MESSAGES.coachFailed}</p> : null}
          {failure?.kind === 'quota' ? <QuotaMessage message={failure.message} /> : null}
        </div>
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
          <label htmlFor={inputId} className="sr-only">
            Message the journal coach
          </label>
          <textarea
            id={inputId}
            rows={1}
            value={draft}
            maxLength={AI_MESSAGE_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
            }}
            placeholder="Ask your coach..."
            className={cx('max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400', focusRing)}
          />
          <button type="submit" aria-label="Send to coach" disabled={!draft.trim() || coach.isPending} className={cx(buttonBase, buttonStyles.primary, 'h-10 w-10 shrink-0 p-0')}>
            <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          </button>
        </form>
        {engine ? <EngineCredit engine={engine} className="px-4 pb-3" /> : null}
    </div>
  );
}
