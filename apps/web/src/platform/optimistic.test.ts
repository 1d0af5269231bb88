import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyToList, optimisticList, rollBackList } from './optimistic';

interface Card {
  id: string;
  column: string;
}

const key = ['cards', 'board-1'] as const;
const saved: Card[] = [
  { id: 'a', column: 'To Do' },
  { id: 'b', column: 'To Do' },
];
const moveToDone = (cards: Card[], id: string) => cards.map((card) => (card.id === id ? { ...card, column: 'Done' } : card));

let queryClient: QueryClient;
let stopObserving = () => {};
afterEach(() => {
  stopObserving();
  queryClient.clear();
});

/** A client whose list under `key` is on screen (observed) and fetched from `server`, counting the fetches. */
async function boardOnScreen(server: () => Promise<Card[]>) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => {
      fetches.count += 1;
      return server();
    },
  });
  stopObserving = observer.subscribe(() => {});
  await expect.poll(() => queryClient.getQueryData(key)).toBeDefined();
  return fetches;
}

describe('applyToList', () => {
  it('changes the cached list at once and returns the list as it was', async () => {
    await boardOnScreen(async () => saved);
    const snapshot = applyToList<Card>(queryClient, key, (cards) => moveToDone(cards, 'a'));
    expect(queryClient.getQueryData(key)).toEqual([
      { id: 'a', column: 'Done' },
      { id: 'b', column: 'To Do' },
    ]);
    expect(snapshot).toEqual({ key, previous: saved });
  });

  it('cancels a fetch in flight, so its older answer does not overwrite the change', async () => {
    let answerLate: (cards: Card[]) => void = () => {};
    let calls = 0;
    const fetches = await boardOnScreen(() => {
      calls += 1;
      return calls === 1 ? Promise.resolve(saved) : new Promise((resolve) => (answerLate = resolve));
    });
    void queryClient.refetchQueries({ queryKey: key });
    await expect.poll(() => fetches.count).toBe(2);
    applyToList<Card>(queryClient, key, (cards) => moveToDone(cards, 'b'));
    answerLate(saved);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData<Card[]>(key)?.find((card) => card.id === 'b')?.column).toBe('Done');
  });

  it('leaves a list that is not cached alone', () => {
    queryClient = new QueryClient();
    expect(applyToList<Card>(queryClient, key, () => saved)).toEqual({ key, previous: undefined });
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});

describe('rollBackList', () => {
  it('puts the list back as it was and refetches it', async () => {
    const fetches = await boardOnScreen(async () => saved);
    const snapshot = applyToList<Card>(queryClient, key, (cards) => moveToDone(cards, 'a'));
    rollBackList(queryClient, snapshot);
    expect(queryClient.getQueryData(key)).toEqual(saved);
    await expect.poll(() => fetches.count).toBe(2);
  });
});

describe('optimisticList in a mutation', () => {
  it('shows the change while the save runs and undoes it when the save fails', async () => {
    await boardOnScreen(async () => saved);
    let seenDuringSave: Card[] | undefined;
    const move = new MutationObserver(queryClient, {
      mutationFn: async (_id: string) => {
        seenDuringSave = queryClient.getQueryData<Card[]>(key);
        throw new Error('save failed');
      },
      ...optimisticList(queryClient, key, moveToDone),
    });
    await expect(move.mutate('a')).rejects.toThrow('save failed');
    expect(seenDuringSave?.find((card) => card.id === 'a')?.column).toBe('Done');
    expect(queryClient.getQueryData(key)).toEqual(saved);
  });

  it('keeps the change when the save succeeds', async () => {
    await boardOnScreen(async () => saved);
    const move = new MutationObserver(queryClient, {
      mutationFn: async (id: string) => id,
      ...optimisticList(queryClient, key, moveToDone),
    });
    await move.mutate('b');
    expect(queryClient.getQueryData<Card[]>(key)?.find((card) => card.id === 'b')?.column).toBe('Done');
  });
});
