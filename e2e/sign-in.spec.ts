import {
  controlledByServiceWorker,
  expect,
  OFFLINE,
  PHONES,
  shot,
  signIn,
  signInByApi,
  test,
} from './support.ts';

test.describe('sign-in', () => {
  test('shows every validation message of the catalogue', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Chairside – Sign in');
    await shot(page, 'login-1-phone');
    const signInButton = page.getByRole('button', { name: 'Sign-In' });

    await signInButton.click();
    await expect(page.getByText('Your input is required')).toBeVisible();

    await page.getByLabel('Phone number').fill('555010');
    await expect(page.getByLabel('Phone number')).toHaveValue('(555) 010');
    await signInButton.click();
    await expect(page.getByText('Please enter the correct format')).toBeVisible();
    await shot(page, 'login-1-phone-error');

    await page.getByLabel('Phone number').fill('2125550000');
    await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0000');
    await signInButton.click();
    await expect(page.getByText('Your phone number does not exists')).toBeVisible();

    // Too many lookups from this network: the server's reason, not "does not exist".
    const wait = 'Too many sign-in lookups from this address. Try again in 9 minutes.';
    await page.route('**/api/v1/staff/sign-in-by-phone/*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1006, message: wait, payload: null }),
      }),
    );
    await page.getByLabel('Phone number').fill(PHONES.staff);
    await signInButton.click();
    await expect(page.getByText(wait)).toBeVisible();
    await expect(page.getByText('Your phone number does not exists')).toBeHidden();
    await page.unroute('**/api/v1/staff/sign-in-by-phone/*');

    // A code request the server cannot serve.
    await page.getByLabel('Phone number').fill(PHONES.staff);
    await signInButton.click();
    await expect(page.getByLabel('Phone number')).toBeDisabled();
    await shot(page, 'login-2-salon');
    await page.route('**/api/v1/staff/generateOtp', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":1500,"message":"down","payload":null}',
      }),
    );
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText('Get OTP failed!')).toBeVisible();
    await page.unroute('**/api/v1/staff/generateOtp');

    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByTestId('demo-code')).toBeVisible();
    await shot(page, 'login-3-code');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Your OTP is required')).toBeVisible();

    const code = (await page.getByTestId('demo-code').locator('b').textContent())?.trim() ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('One-time code').fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Your verification code is incorrect')).toBeVisible();
    await shot(page, 'login-3-code-error');

    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a double tap on a button that sends, sends once', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/staff/')) sent.push(path.replace(/\d{10}$/, '{phone}'));
    });
    await page.goto('/login');
    await page.getByLabel('Phone number').fill(PHONES.staff);
    await page.getByRole('button', { name: 'Sign-In' }).dblclick();
    await expect(page.getByLabel('Salon')).toBeVisible();
    // The second tap is not taken as Get OTP, even when the lookup answered in between.
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
    await page.getByRole('button', { name: 'Get OTP' }).dblclick();
    await expect(page.getByTestId('demo-code')).toBeVisible();
    const code = (await page.getByTestId('demo-code').locator('b').textContent())?.trim() ?? '';
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).dblclick();
    await expect(page).not.toHaveURL(/\/login/);
    expect(sent.filter((p) => !p.endsWith('/list'))).toEqual([
      '/api/v1/staff/sign-in-by-phone/{phone}',
      '/api/v1/staff/generateOtp',
      '/api/v1/staff/verifyOtp',
    ]);
  });

  test('staff land on their home with their name', async ({ page, context }) => {
    await signIn(page, PHONES.staff);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('staff-name')).not.toBeEmpty();
    await expect(page).toHaveTitle('Chairside – Home');
    const cookies = await context.cookies();
    const names = cookies.map((c) => c.name);
    for (const name of ['staffid', 'staffPhone', 'isManager', 'apiKey', 'cs_session'])
      expect(names).toContain(name);
    expect(cookies.find((c) => c.name === 'isManager')?.value).toBe('0');
    expect(cookies.find((c) => c.name === 'cs_session')?.httpOnly).toBe(true);
    await shot(page, 'staff-home');
    // Staff are sent away from manager pages.
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the two-salon phone can pick either salon', async ({ page }) => {
    await signIn(page, PHONES.twoSalons, 'Polished Studio');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('staff-name')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Polished Studio')).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, PHONES.twoSalons, 'Luxe Nails');
    await expect(page).toHaveURL(/\/overview/);
    await expect(page.getByRole('banner').getByText('Luxe Nails & Spa')).toBeVisible();
  });

  test('a signed-in user opening /login is sent back', async ({ page }) => {
    await signIn(page, PHONES.staff);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('staff-name')).toBeVisible();
  });

  test('signed-out users go to /login and come back after signing in', async ({ page }) => {
    await page.goto('/overview?tab=WEEKLY');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page, PHONES.manager, undefined, false);
    await expect(page).toHaveURL(/\/overview\?tab=WEEKLY/);
    await expect(page.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a session missing its staff record opens sign-in, a page of its own, remembering the page', async ({
    page,
  }) => {
    await signInByApi(page, PHONES.manager, { path: '/overview' });
    await expect(page.getByRole('banner').getByText('Polished Studio')).toBeVisible();
    // The staff cookie is still there, so the page starts; the router finds the session incomplete.
    await page.evaluate(() => localStorage.removeItem('staff'));
    await page.goto('/tickets');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftickets$/);
    await expect(page.getByRole('button', { name: 'Sign-In' })).toBeVisible();
    // Sign-in is its own document: none of the signed-in app's scripts came with it.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts.some((path) => path.startsWith('/assets/login-'))).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/(framework|main|boot|index)-/.test(path))).toEqual([]);
  });

  test('logging out offline opens sign-in from the phone, and says a code needs the network', {
    tag: OFFLINE,
  }, async ({ page, context }) => {
    await signInByApi(page, PHONES.staff);
    await expect(page.getByTestId('staff-name')).toBeVisible();
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sign in with your phone number')).toBeVisible();
    await page.getByLabel('Phone number').fill('5550100002');
    await page.getByRole('button', { name: 'Sign-In' }).click();
    await expect(page.getByText('Cannot reach the server. Check the connection.')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('(555) 010-0002');
    await shot(page, 'login-offline');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sign-In' }).click();
    await expect(page.getByTestId('sign-in-step')).toHaveText('Step 2 of 3 · Salon');
  });

  test('a 401 removes the session and returns to /login remembering the page', async ({ page }) => {
    await signIn(page, PHONES.manager);
    await expect(page).toHaveURL(/\/overview/);
    // The server forgets the session (as after expiry); the next call answers 401.
    await page.evaluate(() =>
      fetch('/api/v1/staff/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    // The readable cookies still say "signed in", so the page opens and its first call meets the 401.
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Foverview/);
    await expect(page.getByRole('button', { name: 'Sign-In' })).toBeVisible();
    const staffid = (await page.context().cookies()).find((c) => c.name === 'staffid');
    expect(staffid).toBeUndefined();
  });
});
