// docs/product/ai.md "Sentiment": the words the lexicon knows, weighted 1 (mild) to 3 (strong), and the
// words that change them. Lower case, straight apostrophes (the analyser turns ’ into ').

const weighted = (weight: number, words: readonly string[]) => words.map((word) => [word, weight] as const);

export const SENTIMENT_WORDS: ReadonlyMap<string, number> = new Map([
  ...weighted(1, [
    'good', 'nice', 'fine', 'better', 'calm', 'rested', 'relaxed', 'content', 'okay', 'ok', 'productive', 'focused', 'hopeful', 'progress',
    'enjoy', 'enjoyed', 'fun', 'smile', 'smiled', 'kind', 'thanks', 'helpful', 'steady', 'healthy', 'clear', 'learned', 'pleasant',
    'cozy', 'cosy', 'quiet', 'peace', 'safe', 'comfortable', 'fresh', 'easy', 'solved', 'fixed', 'liked', 'interesting', 'lucky',
    'support', 'supported', 'patient', 'hope', 'strong', 'warm', 'sunny', 'refreshed', 'satisfied', 'pleased', 'gentle', 'cheerful', 'nicely',
  ]),
  ...weighted(2, [
    'happy', 'glad', 'grateful', 'thankful', 'great', 'proud', 'excited', 'energized', 'energised', 'motivated', 'peaceful', 'love',
    'loved', 'joy', 'success', 'successful', 'accomplished', 'confident', 'inspired', 'laugh', 'laughed', 'win', 'best', 'beautiful',
    'relieved', 'alive', 'kindest', 'celebrated', 'celebrate', 'lovely', 'fulfilled', 'joyful',
    'breakthrough', 'wins',
  ]),
  ...weighted(3, [
    'amazing', 'wonderful', 'fantastic', 'awesome', 'brilliant', 'thrilled', 'delighted', 'blessed', 'perfect', 'incredible', 'ecstatic',
    'overjoyed', 'excellent', 'outstanding', 'superb', 'magical',
  ]),
  ...weighted(-1, [
    'tired', 'bored', 'hard', 'difficult', 'slow', 'late', 'busy', 'meh', 'worried', 'worry', 'nervous', 'annoyed', 'distracted', 'behind',
    'sick', 'ill', 'hurt', 'hurts', 'confused', 'lost', 'problem', 'mistake', 'headache', 'useless', 'low', 'skipped', 'procrastinating',
    'procrastinated', 'dragged', 'rainy', 'cancelled', 'canceled', 'sore', 'tense', 'restless', 'unsure', 'doubt', 'missed', 'wrong',
    'broke', 'broken', 'messy', 'grumpy', 'irritated', 'sleepy', 'stuck', 'struggle', 'struggled', 'fight', 'argument',
  ]),
  ...weighted(-2, [
    'sad', 'bad', 'stressed', 'stress', 'anxious', 'anxiety', 'angry', 'frustrated', 'upset', 'lonely', 'overwhelmed', 'exhausted',
    'disappointed', 'afraid', 'scared', 'guilty', 'failed', 'fail', 'failure', 'worse', 'cry', 'cried', 'pain', 'drained', 'burnout',
    'panic', 'lied', 'fear', 'hurtful', 'ashamed', 'jealous', 'insomnia',
  ]),
  ...weighted(-3, [
    'terrible', 'awful', 'horrible', 'miserable', 'depressed', 'hopeless', 'hate', 'hated', 'worst', 'devastated', 'furious', 'terrified',
    'heartbroken', 'disaster', 'unbearable', 'dreadful', 'despair',
  ]),
]);

/** Phrases read as one word (their words are then not read alone). */
export const SENTIMENT_PHRASES: ReadonlyArray<readonly [string, number]> = [
  ['went well', 1.5],
  ['went wrong', -2],
  ['fell apart', -2.5],
  ['looking forward', 1.5],
  ['at peace', 2],
  ['no sleep', -2],
  ['burnt out', -2.5],
  ['burned out', -2.5],
  ['fed up', -2],
  ['slept well', 1.5],
  ['doing well', 1.5],
  ['feel well', 1],
];

export const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'nor', 'neither', 'hardly', 'barely', 'without', 'nothing', 'cannot', "don't", "didn't", "isn't", "wasn't",
  "aren't", "weren't", "can't", "couldn't", "won't", "wouldn't", "shouldn't", "doesn't", "haven't", "hasn't", "hadn't", 'dont', 'didnt',
  'isnt', 'wasnt', 'cant', 'couldnt', 'wont', 'doesnt', 'havent',
]);

export const INTENSIFIERS: ReadonlySet<string> = new Set(['very', 'really', 'so', 'extremely', 'incredibly', 'super', 'truly', 'totally', 'deeply', 'completely', 'absolutely', 'utterly', 'huge', 'total', 'such']);

export const DIMINISHERS: ReadonlySet<string> = new Set(['slightly', 'somewhat', 'little', 'bit', 'kinda', 'fairly', 'mildly', 'rather', 'pretty']);

/** After one of these the rest of the sentence weighs more, and what came before less ('…, but …'). */
export const CONTRASTS: ReadonlySet<string> = new Set(['but', 'yet', 'however']);
