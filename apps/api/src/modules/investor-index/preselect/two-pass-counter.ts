import { meaningCentreCounter, statisticsCounter, type CountedFields, type DatasetStatistics } from '../dataset-statistics.js';
import { shippedWordVectors } from '../word-vectors-file.js';

/**
 * The dataset statistics' two passes, wherever they run (statistics-thread.ts, statistics-worker.ts):
 * the counts, then the mean profile meaning with the counts' IDF (with the shipped word vectors).
 */
export function twoPassCounter() {
  const counter = statisticsCounter();
  let counted: Promise<{ statistics: DatasetStatistics; centre: ReturnType<typeof meaningCentreCounter> }> | null = null;
  const secondPass = () => {
    counted ??= shippedWordVectors().then((vectors) => {
      const statistics = counter.result();
      return { statistics, centre: meaningCentreCounter(statistics, vectors) };
    });
    return counted;
  };
  return {
    add(batch: CountedFields[]): void {
      for (const investor of batch) counter.add(investor);
    },
    counted: async (): Promise<DatasetStatistics> => (await secondPass()).statistics,
    async addMeanings(batch: CountedFields[]): Promise<void> {
      const { centre } = await secondPass();
      for (const investor of batch) centre.add(investor);
    },
    /** The mean profile meaning, once every batch's meanings are added. */
    centre: async (): Promise<Float32Array | null> => (await secondPass()).centre.result(),
  };
}
