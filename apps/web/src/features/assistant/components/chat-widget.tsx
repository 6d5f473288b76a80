import { AI_CONTEXT_SIZES, AI_MESSAGE_MAX_LENGTH, AI_MESSAGES, CHAT_CHIP_SEND_DELAY_MS, CHAT_SUGGESTIONS, chipLabel, type ChatTurn } from '@cadence/shared';
import { Bot, Minus, RotateCcw, SendHorizontal, Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import { type AiFailure, aiFailureOf } from '../api/ai-failure';
import { useAiStatus } from '../api/get-ai-status';
import { streamChat } from '../api/stream-chat';
import { AiServiceError } from './ai-service-error';
import { EngineCredit } from './engine-credit';
import { QuotaMessage } from './quota-message';

interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** Shown only here, never sent: the greeting, the reset text and the apology (docs/product/ai.md "Chat": local). */
  local?: boolean;
}

let nextId = 1;
const message = (role: ChatMessage['role'], content: string, local = false): ChatMessage => ({ id: nextId++, role, content, local });

/**
 * The conversation the server sees: what was really said, the local texts left out, and only the last
 * 10 turns, all the server keeps (docs/product/ai.md "Context").
 */
function turnsOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((m) => !m.local && m.content.trim())
    .slice(-AI_CONTEXT_SIZES.chat.chatMessages)
    .map((m) => ({ role: m.role, content: m.content }));
}

/**
 * The floating AI assistant (docs/product/ai.md "Chat"):
 * a round toggle bottom-right; open, a panel with reset and minimise, the messages, four chips, the
 * input, and a footer crediting the engine. The conversation lives in this tab only and survives
 * minimising; replies stream in as they are written.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('assistant', AI_MESSAGES.chatGreeting, true)]);
  const [failure, setFailure] = useState<AiFailure | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [answeredBy, setAnsweredBy] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const status = useAiStatus();

  const minimise = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  }, []);

  useEffect(() => () => abort.current?.abort(), []);

  const reset = () => {
    abort.current?.abort();
    setWaiting(false);
    setFailure(null);
    setMessages([message('assistant', AI_MESSAGES.chatReset, true)]);
  };

  const send = async (text: string) => {
    const content = text.trim();
    if (!content || waiting) return;
    setFailure(null);
    const asked = [...messages, message('user', content)];
    setMessages(asked);
    // docs/product/ai.md "Access": without access, sending shows the upgrade prompt instead of calling the AI.
    if (status.data && !status.data.access.allowed) {
      setFailure({ kind: 'upgrade' });
      return;
    }
    const reply = message('assistant', '');
    const controller = new AbortController();
    abort.current = controller;
    setWaiting(true);
    try {
      const answer = await streamChat(
        turnsOf(asked),
        (soFar) => setMessages([...asked, { ...reply, content: soFar }]),
        controller.signal,
      );
      setMessages([...asked, { ...reply, content: answer.text }]);
      setAnsweredBy(answer.engine);
    } catch (error) {
      if (controller.signal.aborted) return;
      const seen = aiFailureOf(error);
      if (seen.kind === 'failed') {
        // docs/product/ai.md "Errors": any other failure appends the apology as an AI message.
        setMessages([...asked, message('assistant', AI_MESSAGES.chatApology, true)]);
      } else {
        setMessages(asked);
        setFailure(seen);
        if (seen.kind === 'upgrade') void status.refetch();
      }
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setWaiting(false);
      }
    }
  };

  const engine = answeredBy ?? status.data?.engine.label ?? null;

  return (
    <>
      {open ? (
        <ChatPanel
          messages={messages}
          waiting={waiting}
          failure={failure}
          engine={engine}
          onSend={(text) => void send(text)}
          onReset={reset}
          onMinimise={minimise}
          onCloseUpgrade={() => setFailure(null)}
        />
      ) : (
        <button
          ref={toggle}
          type="button"
          title="Open AI Assistant"
          aria-label="Open AI Assistant"
          onClick={() => setOpen(true)}
          // A floating control: it keeps within the strip the shell reserves (docs/product/shell.md "Floating controls").
          data-floating-control=""
          className={cx(
            'fixed bottom-1 right-2 z-40 flex h-11 w-11 items-center sm:bottom-4 sm:right-4 sm:h-14 sm:w-14 justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-700 text-white shadow-lg transition-transform hover:scale-105 motion-reduce:transition-none',
            focusRing,
          )}
        >
          <Bot aria-hidden="true" className="h-6 w-6" />
        </button>
      )}
    </>
  );
}

interface ChatPanelProps {
  messages: readonly ChatMessage[];
  waiting: boolean;
  failure: AiFailure | null;
  engine: string | null;
  onSend: (text: string) => void;
  onReset: () => void;
  onMinimise: () => void;
  onCloseUpgrade: () => void;
}

function ChatPanel({ messages, waiting, failure, engine, onSend, onReset, onMinimise, onCloseUpgrade }: ChatPanelProps) {
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
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[min(40rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[26rem] dark:border-slate-700 dark:bg-slate-900"
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

      <div ref={list} role="log" aria-label="Conversation" aria-busy={waiting} className="min-h-40 flex-1 space-y-3 overflow-y-auto px-4 py-4">
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
              <button
                type="button"
                title={suggestion}
                disabled={waiting}
                onClick={() => sendChip(suggestion)}
                className={cx(
                  'rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800 hover:bg-indigo-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-100 dark:hover:bg-indigo-900/60',
                  focusRing,
                )}
              >
                {chipLabel(suggestion)}
              </button>
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
