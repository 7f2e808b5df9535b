/**
 * The bell (issue 21): a dealer's order reaches the admin's bell without a reload (the count is polled every 30 s:
 * the page's clock is moved on 30 s rather than the app given a test-only interval), the bell's latest list, the
 * /bildirimler page with its filters and "Tümünü okundu işaretle"; the dealer's bell tells them their order was
 * declined, with the reason. Screenshots: notifications-bell, notifications (light, dark, phone), notifications-phone-bell.
 */

import { notificationsApi, ordersApi } from '@parca/contract';
import { expect, test } from '@playwright/test';
import { apiCall, createDealer, demoAdmin, restingScreenshot, shootThreeWays, signIn, tokenFor } from './support';

test("a dealer's order rings the admin's bell without a reload; the page marks all read", async ({ page, request }) => {
  const adminToken = await tokenFor(request, demoAdmin);
  // Other specs' orders rang the demo admin's bell too: start from nothing unread.
  await apiCall(request, adminToken, notificationsApi.markNotificationsRead, { body: { all: true } });

  await page.clock.install();
  await signIn(page, demoAdmin);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', 'Bildirimler, 0 okunmamış');

  const dealer = await createDealer(request, { name: 'Zil Bayi', companyName: 'Zil Parça Ltd.' });
  const order = await apiCall(request, await tokenFor(request, dealer), ordersApi.createOrder, {
    body: { lines: [{ productVariantId: 1, quantity: 1 }] },
  });
  // Nothing changes on screen until the next poll; 30 s later the count has risen, with no reload.
  await page.clock.fastForward('00:31');
  await expect(bell).toHaveAttribute('aria-label', /^Bildirimler, [1-9]\d* okunmamış$/);
  await expect(page.getByTestId('notification-badge')).toContainText(/[1-9]/);

  await bell.click();
  const panel = page.getByTestId('notification-panel');
  const row = panel.getByRole('link', { name: new RegExp(`Yeni sipariş ${order.orderNo}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Zil Bayi (Zil Parça Ltd.)');
  await restingScreenshot(page, 'notifications-bell');

  await panel.getByRole('link', { name: 'Tümünü gör' }).click();
  await expect(page).toHaveURL(/\/bildirimler$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Bildirimler', exact: true });
  await expect(list.getByRole('link', { name: new RegExp(order.orderNo) })).toContainText('Okunmadı');

  // Filters: unread only, and one kind, picked in one go: the second click comes before the router has shown the
  // first one's address (CI lost "Okunmamış" this way once), and each filter must be kept.
  const kind = page.getByRole('combobox', { name: 'Bildirim türü' });
  await kind.click();
  const newOrderKind = page.locator('.ant-select-item-option[title="Yeni sipariş"]');
  await expect(newOrderKind).toBeVisible();
  const unreadOnly = await page.getByText('Okunmamış', { exact: true }).elementHandle();
  const kindOption = await newOrderKind.elementHandle();
  await page.evaluate(
    ([first, second]) => {
      (first as HTMLElement).click();
      (second as HTMLElement).click();
    },
    [unreadOnly, kindOption],
  );
  await expect(page).toHaveURL(/durum=okunmamis/);
  await expect(page).toHaveURL(/tur=order_placed/);
  await expect(list.getByRole('link', { name: new RegExp(order.orderNo) })).toBeVisible();
  await expect(page.locator('.ntf-kind-select')).toContainText('Yeni sipariş');
  await expect(list.getByTestId('notification-row').first()).toContainText('Yeni sipariş');

  await shootThreeWays(page, 'notifications', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
  });

  await page.getByRole('main').getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await expect(page.getByText('Tüm bildirimler okundu işaretlendi')).toBeVisible();
  await expect(page.getByText('Okunmamış bildirim yok')).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', 'Bildirimler, 0 okunmamış');

  // The row opens its order in the admin's list.
  await page.getByText('Tümü', { exact: true }).click();
  await list.getByRole('link', { name: new RegExp(order.orderNo) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${order.orderNo}`));
});

test('a declined order tells the dealer why, on their own bell', async ({ page, request }) => {
  const dealer = await createDealer(request, { name: 'Ret Bayi', companyName: 'Ret Parça' });
  const order = await apiCall(request, await tokenFor(request, dealer), ordersApi.createOrder, {
    body: { lines: [{ productVariantId: 1, quantity: 1 }] },
  });
  await apiCall(request, dealer.adminToken, ordersApi.declineOrder, {
    body: { orderId: order.id, reason: 'Ürün tedarik edilemedi' },
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, dealer);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', 'Bildirimler, 1 okunmamış');
  await bell.click();
  const row = page.getByTestId('notification-panel').getByRole('link', { name: /Siparişiniz reddedildi/ });
  await expect(row).toContainText('Neden: Ürün tedarik edilemedi');
  await restingScreenshot(page, 'notifications-phone-bell');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/my-orders\\?order=${order.id}`));
  await expect(bell).toHaveAttribute('aria-label', 'Bildirimler, 0 okunmamış');
});
