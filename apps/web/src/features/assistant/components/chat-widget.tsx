import { AI_CONTEXT_SIZES, AI_MESSAGES, type ChatTurn } from '@cadence/shared';
import { Bot } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { type AiFailure, aiFailureOf } from '../api/ai-failure';
import { useAiStatus } from '../api/get-ai-status';
import { streamChat } from '../api/stream-chat';
import { ChatPanel, type ChatMessage } from './chat-panel';

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
