// The product's words for the AI features (docs/product/ai.md "Errors"), verbatim where the spec
// gives them (docs/product/ai.md "Messages").
export const AI_MESSAGES = {
  // The chat (docs/product/ai.md "Chat", docs/product/ai.md "Errors").
  chatGreeting: "Hi! I'm your AI assistant. Ask me about your tasks, goals, habits or journal, or pick a suggestion below.",
  chatReset: 'Chat reset. How else can I help you today?',
  chatApology: "I'm sorry, I couldn't process your request right now. Please try again later.",
  serviceErrorTitle: 'AI Service Error',
  configurationIssue: 'AI service configuration issue. Please contact support.',
  // Ours: the server's answers, worded so the spec's rules place them (an upgrade message mentions
  // 'subscription', a configuration message 'configuration').
  accessRequired: 'AI features need a Premium subscription. Upgrade to Premium to unlock them.',
  accessCheckFailed: "We couldn't check your AI access right now. Please try again in a moment.",
  upstreamConfiguration: 'The AI provider refused our configuration (check the API key).',
  upstreamUnavailable: 'The AI provider is busy right now. Please try again in a moment.',
  upstreamFailed: 'The AI provider could not answer right now. Please try again later.',
  upstreamTimeout: 'The AI provider took too long to answer. Please try again.',
  upstreamMalformed: 'The AI provider sent an answer we could not read. Please try again.',
  lastMessageFromUser: 'The last message must be yours',
  userMessageRequired: 'Messages must include a user message',
  entryOrConversation: 'Send either an entry or a conversation',
  entryNotFound: 'Journal entry not found',
  textOrEntries: 'Send either a text or a list of entries',
  // docs/product/ai.md "Errors", for the panels inside the screens.
  insightsFailed: 'Unable to generate insights at this time. Please try again later.',
  coachConfiguration: "There's an issue with the AI configuration. Please contact support.",
  coachFailed: "Couldn't process your journal entry. Please try again later.",
  coachChatApology: "I'm sorry, I couldn't analyze your journal entry right now. Please try again later.",
  recommendationsFailed: 'Unable to generate recommendations. Please try again later.',
  // docs/product/ai.md "Debug panel": the debug panel's AI test.
  debugMockReply: "Received mock data. The API key may be invalid or the proxy server isn't working correctly.",
  debugErrorPrefix: 'Error testing Grok API: ',
} as const;

/** The daily allowance is spent (ours: a limit says its unit and when it renews). */
export function quotaExceededMessage(limit: number): string {
  return `You have used today's ${limit} AI requests. They renew at midnight UTC.`;
}

/** docs/product/ai.md "Chat": the four suggestion chips of the chat (productivity, habit, goal, journaling). */
export const CHAT_SUGGESTIONS = [
  'How can I be more productive today?',
  'Suggest a new habit for me',
  'Help me set a meaningful goal',
  'Give me a journaling prompt',
] as const;

/** docs/product/ai.md "Habit recommendations": on any error the habit panel offers these three. */
export const FALLBACK_HABIT_SUGGESTIONS = [
  'Morning Meditation - Start each morning with a 5-minute meditation to clear your mind.',
  'Daily Water Intake - Drink 8 glasses of water every day to stay hydrated.',
  'Evening Reflection - Spend 10 minutes at night reflecting on your day before bed.',
] as const;

/** docs/product/ai.md "Goal suggestions": goal suggestions fall back to these three. */
export const FALLBACK_GOAL_SUGGESTIONS = [
  { title: 'Complete a 30-day yoga challenge', description: 'Practise yoga every day for 30 days to build strength and flexibility.', category: 'fitness' },
  { title: 'Read 12 books this year', description: 'Read one book a month to keep learning.', category: 'learning' },
  { title: 'Build a morning routine', description: 'Design a morning routine that sets up a focused, calm day.', category: 'personal' },
] as const;
