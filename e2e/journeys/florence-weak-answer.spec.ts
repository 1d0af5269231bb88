import { florenceRoutes, weakAnswerMessages as m } from '@dealscout/domain';
import { callRoute } from '../support/api-call';
import { harborDentalList } from '../support/florence';
import { snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });

test('Florence: a weak list says so above the buyers, with what would help, and its reasons say the match is partial', async ({ page }) => {
  const { companyId } = await harborDentalList(page);

  const listed = await callRoute(page.request, florenceRoutes.buyers, {
    params: { companyId },
    query: { state: [], type: [] },
  });
  expect(listed.status()).toBe(200);
  const { answer, data } = await listed.reply();
  expect(answer).toMatchObject({ weak: true, top: 10 });
  // Suppliers and hospital systems: at most one of the top ten is backed (a deal history imported meanwhile may back one).
  expect(answer!.backed).toBeLessThanOrEqual(1);

  const notice = page.getByRole('alert').filter({ hasText: 'This list is a weak match' });
  await expect(notice).toContainText(m.title(answer!.backed, answer!.top, 'buyers'));
  await expect(notice).toContainText(m.financial_buyers.text);
  await expect(notice).toContainText(m.fuller_description.text);
  // A professional is told to ask the administrator, never given the superuser's import page; once deals are imported, neither.
  const ask = notice.getByText(m.ask_for_deal_history.text);
  if (answer!.suggestions.includes('ask_for_deal_history')) await expect(ask).toBeVisible();
  else await expect(ask).toBeHidden();
  await expect(notice.getByRole('link', { name: m.import_deal_history.action })).toBeHidden();
  // The notice sits above the list.
  const noticeBox = (await notice.boundingBox())!;
  const tableBox = (await page.getByRole('columnheader', { name: 'Buyers' }).boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(tableBox.y);

  await expect(page.getByTestId('reasons-text')).toHaveText(data[0]!.ai_description);
  expect(data[0]!.ai_description.startsWith(`${m.partialMatch} `)).toBe(true);
  await snapshotWideAndPhone(page, 'florence-weak-answer');

  await notice.getByRole('link', { name: m.financial_buyers.action }).click();
  await expect(page).toHaveURL(/\/leads\/company-submission$/);
});
