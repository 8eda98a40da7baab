import { describe, expect, it } from 'vitest';
import { defineManagerScreen } from '../../lib/screens.ts';
import { MANAGER_SCREENS } from '../manager-screens.ts';
import { managerMenu, SPEC_MENU } from './manager-menu.ts';

describe('the manager menu', () => {
  it('keeps the spec’s entries in the spec’s order, leading to the declared screens, the rest marked coming', () => {
    const menu = managerMenu([
      defineManagerScreen({ label: 'Appointments', to: '/appointments' }),
      defineManagerScreen({ label: 'Overview', to: '/overview' }),
      defineManagerScreen({ label: 'My account', to: '/staff-information' }),
    ]);
    expect(menu.map((e) => e.label)).toEqual([...SPEC_MENU.map((e) => e.label), 'My account']);
    expect(menu[0]).toEqual({ label: 'Overview', to: '/overview' });
    expect(menu[1]).toEqual({ label: 'Closed Tickets', comingSoon: true });
    expect(menu[5]).toEqual({ label: 'Appointments', to: '/appointments' });
    expect(menu.at(-1)).toEqual({ label: 'My account', to: '/staff-information' });
  });

  it('reads every feature’s declarations: the screens built so far, each with its warm-up', () => {
    const menu = managerMenu(MANAGER_SCREENS);
    const built = menu.filter((e) => 'to' in e).map((e) => e.label);
    expect(built).toEqual([
      'Overview',
      'Closed Tickets',
      'Summary Report',
      'Employee Salaries',
      'Marketing Report',
      'Appointments',
      'Staff List',
      'Customer Report',
      'Images Review',
      'Salon Information',
      'My account',
      'Staff Reviews',
      'Reassign Requests',
    ]);
    const warmed = MANAGER_SCREENS.filter((s) => s.warm).map((s) => s.to);
    expect(warmed.sort()).toEqual([
      '/appointments',
      '/customer-report',
      '/employee-salaries',
      '/images-review',
      '/marketing-report',
      '/overview',
      '/staff-list',
      '/summary-report',
      '/tickets',
    ]);
  });
});
