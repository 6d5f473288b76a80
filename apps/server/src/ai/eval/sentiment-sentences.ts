// Issue 18 §7: sixty journal sentences, each labelled by hand on a five-step scale of how the writer
// feels, written before the lexicon was changed and not to fit it (a sentence it reads wrongly stays
// and counts against the figure):
//   1 very negative, 2 negative, 3 neutral or mixed, 4 positive, 5 very positive.
// `mixed` marks a sentence with strong feelings both ways (issue 18: such an entry read "Neutral 5/10").

export type ToneClass = 1 | 2 | 3 | 4 | 5;

export interface LabelledSentence {
  text: string;
  expected: ToneClass;
  mixed?: true;
}

export const SENTIMENT_SENTENCES: readonly LabelledSentence[] = [
  // 1: very negative
  { text: 'Worst day in months. I feel hopeless and completely drained.', expected: 1 },
  { text: 'I cried on the way home; everything fell apart at work and I hate how I handled it.', expected: 1 },
  { text: 'Terrible night, no sleep, and the panic came back twice.', expected: 1 },
  { text: 'I am so angry and hurt that she lied to me again.', expected: 1 },
  { text: 'Awful. Miserable from start to finish.', expected: 1 },
  { text: 'I feel like a total failure and I can’t stop thinking about it.', expected: 1 },
  { text: 'Devastated by the news about the layoffs. I’m scared for the family.', expected: 1 },
  { text: 'Everything went wrong today and I’m exhausted, lonely and furious.', expected: 1 },
  // 2: negative
  { text: 'Tired and a bit behind on everything.', expected: 2 },
  { text: 'The meeting dragged on and I felt pretty useless.', expected: 2 },
  { text: 'Stressed about the deadline; didn’t get much done.', expected: 2 },
  { text: 'Not a great day. My back hurts and I skipped the gym.', expected: 2 },
  { text: 'I was annoyed with myself for procrastinating all afternoon.', expected: 2 },
  { text: 'Feeling low and a little lonely this evening.', expected: 2 },
  { text: 'Rainy, slow, and I kept getting distracted.', expected: 2 },
  { text: 'I’m worried the project won’t be ready in time.', expected: 2 },
  { text: 'Headache all day, so I cancelled my plans.', expected: 2 },
  { text: 'Disappointed that the trip got cancelled.', expected: 2 },
  { text: 'Couldn’t focus at all, just scrolled my phone for hours.', expected: 2 },
  { text: 'The workout felt hard and I didn’t enjoy it.', expected: 2 },
  // 3: neutral
  { text: 'Went to the shop, then cooked pasta.', expected: 3 },
  { text: 'Meetings in the morning, emails in the afternoon.', expected: 3 },
  { text: 'Moved the desk to the other room.', expected: 3 },
  { text: 'An ordinary Tuesday. Nothing much to report.', expected: 3 },
  { text: 'Read two chapters and went to bed at eleven.', expected: 3 },
  { text: 'Took the train to Hamburg for the workshop.', expected: 3 },
  { text: 'Not bad, not great. Just a normal day.', expected: 3 },
  { text: 'Planned next week and cleaned up my inbox.', expected: 3 },
  // 3: mixed
  { text: 'I got the job offer, but my grandmother is in hospital and I’m scared.', expected: 3, mixed: true },
  { text: 'The presentation went brilliantly, yet I feel exhausted and anxious about tomorrow.', expected: 3, mixed: true },
  { text: 'Happy about the new flat, sad to leave my old neighbours.', expected: 3, mixed: true },
  { text: 'Loved the concert; hated the two-hour drive home in the rain.', expected: 3, mixed: true },
  { text: 'Proud of finishing the marathon, though my knee is in real pain.', expected: 3, mixed: true },
  { text: 'Great morning with the kids, then a terrible fight with my partner.', expected: 3, mixed: true },
  { text: 'Excited about the launch and terrified it will fail.', expected: 3, mixed: true },
  { text: 'The team was wonderful, but the client was furious and I feel awful about the mistake.', expected: 3, mixed: true },
  // 4: positive
  { text: 'Good day. Got the report done and went for a walk.', expected: 4 },
  { text: 'Felt calm and focused this morning.', expected: 4 },
  { text: 'Nice lunch with Ben, and the afternoon went well.', expected: 4 },
  { text: 'Slept well and woke up rested.', expected: 4 },
  { text: 'I’m glad I called my sister.', expected: 4 },
  { text: 'Productive session, finally fixed the bug.', expected: 4 },
  { text: 'The run was hard at first but I felt great afterwards.', expected: 4 },
  { text: 'Not stressed at all today, which felt new.', expected: 4 },
  { text: 'Grateful for a quiet evening and a good book.', expected: 4 },
  { text: 'Made progress on the thesis and feel hopeful.', expected: 4 },
  { text: 'The kids laughed all through dinner.', expected: 4 },
  { text: 'Didn’t expect much from the workshop, but I learned a lot.', expected: 4 },
  // 5: very positive
  { text: 'Best day of the year! We got engaged and I’m so happy.', expected: 5 },
  { text: 'Absolutely amazing trip, I feel incredibly grateful and alive.', expected: 5 },
  { text: 'Thrilled: the book deal came through. Wonderful, wonderful day.', expected: 5 },
  { text: 'I’m so proud of the team, the launch was a huge success!', expected: 5 },
  { text: 'Perfect weather, a beautiful hike and a fantastic dinner with friends.', expected: 5 },
  { text: 'I feel really happy and at peace for the first time in weeks.', expected: 5 },
  { text: 'What a brilliant, joyful afternoon with my family.', expected: 5 },
  { text: 'Delighted with my exam results, I passed with distinction!', expected: 5 },
  { text: 'I love my new job and I feel confident and inspired.', expected: 5 },
  { text: 'Incredible news from the doctor, everything is fine. So relieved and happy.', expected: 5 },
  { text: 'Awesome day: ran my first half marathon and felt fantastic.', expected: 5 },
  { text: 'Blessed with the kindest friends. Laughed until midnight.', expected: 5 },
];
