import { AI_MESSAGE_MAX_LENGTH, CHAT_CHIP_SEND_DELAY_MS, CHAT_SUGGESTIONS, chipLabel } from '@cadence/shared';
import { Bot, Minus, RotateCcw, SendHorizontal, Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import type { AiFailure } from '../api/ai-failure';
import { AiServiceError } from './ai-service-error';
import { EngineCredit } from './engine-credit';
import { logFocusRing } from './log-focus';
import { QuotaMessage } from './quota-message';

/** One line of the conversation on screen. */
export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** Shown only here, never sent: the greeting, the reset text and the apology (docs/product/ai.md "Chat": local). */
  local?: boolean;
}

/** The open chat: header with reset and minimise, the messages, the chips and the input (docs/product/ai.md "Chat"). */
export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  waiting: boolean;
  failure: AiFailure | null;
  engine: string | null;
  onSend: (text: string) => void;
  onReset: () => void;
  onMinimise: () => void;
  onCloseUpgrade: () => void;
}

export function ChatPanel({ messages, waiting, failure, engine, onSend, onReset, onMinimise, onCloseUpgrade }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const chipTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    input.current?.focus();
    return () => window.clearTimeout(chipTimer.current);
  }, []);

  // Follow the conversation as it grows (and as a reply streams in).
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, failure, waiting]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || waiting) return;
    onSend(draft);
    setDraft('');
  };

  // docs/product/ai.md "Chat": Enter sends, Shift+Enter adds a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  // docs/product/ai.md "Chat": a chip sends its text 100 ms after the click.
  const sendChip = (text: string) => {
    window.clearTimeout(chipTimer.current);
    chipTimer.current = window.setTimeout(() => onSend(text), CHAT_CHIP_SEND_DELAY_MS);
  };

  const lastIsEmptyReply = waiting && messages.at(-1)?.role === 'user';

  return (
    <section
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onMinimise();
      }}
      // docs/product/ai.md "Chat": full screen on a phone (issue 18 §8: a bottom sheet left the page peeking
      // above it); a panel at the bottom right from the small breakpoint up.
      className="fixed inset-0 z-50 flex h-dvh flex-col overflow-hidden bg-white sm:inset-auto sm:bottom-4 sm:right-4 sm:h-auto sm:max-h-[min(40rem,calc(100dvh-2rem))] sm:w-[26rem] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl dark:bg-slate-900 sm:dark:border-slate-700"
    >
      <header className="flex items-center gap-2 bg-gradient-to-r from-indigo-600 to-violet-700 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="h-5 w-5 shrink-0" />
        <h2 id={titleId} className="flex-1 font-semibold">
          AI Assistant
        </h2>
        <button type="button" aria-label="Reset chat" title="Reset chat" onClick={onReset} className={cx(buttonBase, 'h-8 w-8 p-0 text-white hover:bg-white/15')}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
        </button>
        <button type="button" aria-label="Minimise chat" title="Minimise chat" onClick={onMinimise} className={cx(buttonBase, 'h-8 w-8 p-0 text-white hover:bg-white/15')}>
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
      </header>

      {/* Focusable, so a keyboard can scroll a conversation longer than the panel (issue 18 §8; axe scrollable-region-focusable). */}
      <div ref={list} role="log" aria-label="Conversation" aria-busy={waiting} tabIndex={0} className={cx('min-h-40 flex-1 space-y-3 overflow-y-auto px-4 py-4', logFocusRing)}>
        {messages.map((m) => (
          <div key={m.id} className={cx('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}>
            <div
              className={cx(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
                m.role === 'user' ? 'whitespace-pre-wrap break-words bg-indigo-600 text-white' : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              <span className="sr-only">{m.role === 'user' ? 'You: ' : 'Assistant: '}</span>
              {m.role === 'user' ? m.content : m.content ? <MarkdownText text={m.content} /> : <TypingDots />}
            </div>
          </div>
        ))}
        {lastIsEmptyReply ? (
          <div className="flex justify-start">
            <div className="rounded-2xl bg-slate-100 px-3.5 py-2 dark:bg-slate-800">
              <TypingDots />
            </div>
          </div>
        ) : null}
        {failure?.kind === 'upgrade' ? <UpgradePrompt feature="the AI chat" onClose={onCloseUpgrade} /> : null}
        {failure?.kind === 'configuration' ? <AiServiceError /> : null}
        {failure?.kind === 'quota' ? <QuotaMessage message={failure.message} /> : null}
      </div>

      <div className="border-t border-slate-200 px-4 pb-3 pt-3 dark:border-slate-700">
        <ul aria-label="Suggestions" className="mb-3 flex flex-wrap gap-2">
          {CHAT_SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>
              <SuggestionChip text={suggestion} disabled={waiting} onPick={() => sendChip(suggestion)} />
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message the AI Assistant
          </label>
          <textarea
            id={inputId}
            ref={input}
            rows={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Ask me anything..."
            maxLength={AI_MESSAGE_MAX_LENGTH}
            className={cx(
              'max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400',
              focusRing,
            )}
          />
          <button type="submit" aria-label="Send message" disabled={!draft.trim() || waiting} className={cx(buttonBase, buttonStyles.primary, 'h-10 w-10 shrink-0 p-0')}>
            <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          </button>
        </form>
        {engine ? <EngineCredit engine={engine} className="mt-2" /> : (
          <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
            <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
            AI Assistant
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * docs/product/ai.md "Chat": the label keeps the spec's 20-character cut; the whole text shows in a
 * tooltip on hover and on keyboard focus, and screen readers hear it as the chip's description (issue 18
 * §8: a cut chip never showed its whole text, and a native title shows neither on focus nor to touch).
 */
function SuggestionChip({ text, disabled, onPick }: { text: string; disabled: boolean; onPick: () => void }) {
  const tooltipId = useId();
  const label = chipLabel(text);
  const cut = label !== text;
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        disabled={disabled}
        aria-describedby={cut ? tooltipId : undefined}
        onClick={onPick}
        className={cx(
          'rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800 hover:bg-indigo-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-100 dark:hover:bg-indigo-900/60',
          focusRing,
        )}
      >
        {label}
      </button>
      {cut ? (
        <span
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none invisible absolute bottom-full left-0 z-10 mb-1.5 w-max max-w-[16rem] rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg group-focus-within:visible group-hover:visible dark:bg-slate-100 dark:text-slate-900"
        >
          {text}
        </span>
      ) : null}
    </span>
  );
}

function TypingDots() {
  return (
    <span className="flex items-center gap-1 py-1" role="status">
      <span className="sr-only">The assistant is writing…</span>
      {[0, 150, 300].map((delay) => (
        <span key={delay} aria-hidden="true" className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none dark:bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}
