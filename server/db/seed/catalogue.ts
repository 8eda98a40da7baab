/** The service menu, retail products and gift cards for the demo salons. */

/** main: a visit's main service; addon: added to a main service; solo: may be booked alone (waxing). */
export type ServiceRole = 'main' | 'addon' | 'solo';

export interface ServiceDef {
  name: string;
  priceCents: number;
  /** Multiples of 15 so appointments stay on 15-minute boundaries. */
  durationMin: number;
  supplyCents: number;
  role: ServiceRole;
  /** Relative popularity when the generator picks a service. */
  weight: number;
}

export interface CategoryDef {
  name: string;
  services: ServiceDef[];
}

const s = (
  name: string,
  dollars: number,
  durationMin: number,
  supplyCents: number,
  role: ServiceRole,
  weight: number,
): ServiceDef => ({ name, priceCents: Math.round(dollars * 100), durationMin, supplyCents, role, weight });

/** `signature` names the salon's own pedicure; `priceFactor` shifts the menu per city. */
export function catalogue(signature: string, priceFactor: number): CategoryDef[] {
  const menu: CategoryDef[] = [
    {
      name: 'Manicure',
      services: [
        s('Classic Manicure', 20, 30, 100, 'main', 8),
        s('Gel Manicure', 35, 45, 150, 'main', 14),
        s('Deluxe Manicure', 30, 45, 150, 'main', 4),
        s('French Manicure', 28, 45, 100, 'main', 3),
        s('Gel French Manicure', 40, 60, 150, 'main', 4),
        s('Kids Manicure', 12, 15, 50, 'main', 1),
        s('Polish Change (Hands)', 10, 15, 50, 'main', 2),
      ],
    },
    {
      name: 'Pedicure',
      services: [
        s('Classic Pedicure', 30, 45, 200, 'main', 10),
        s('Gel Pedicure', 45, 60, 250, 'main', 7),
        s('Deluxe Spa Pedicure', 45, 60, 250, 'main', 5),
        s(`${signature} Hot Stone Pedicure`, 55, 75, 300, 'main', 3),
        s('Jelly Pedicure', 50, 60, 300, 'main', 2),
        s('Kids Pedicure', 20, 30, 100, 'main', 1),
        s('Polish Change (Toes)', 15, 15, 50, 'main', 2),
      ],
    },
    {
      name: 'Acrylic & Dip',
      services: [
        s('Acrylic Full Set', 45, 75, 300, 'main', 5),
        s('Acrylic Fill', 35, 60, 200, 'main', 6),
        s('Gel-X Full Set', 55, 90, 300, 'main', 4),
        s('Dip Powder', 40, 60, 200, 'main', 7),
        s('Dip Powder with French', 45, 75, 200, 'main', 2),
        s('Pink & White Full Set', 60, 90, 300, 'main', 2),
        s('Acrylic Removal', 15, 30, 50, 'addon', 2),
      ],
    },
    {
      name: 'Nail Art',
      services: [
        s('Simple Nail Art (2 nails)', 5, 15, 0, 'addon', 6),
        s('Chrome Powder', 10, 15, 50, 'addon', 4),
        s('Ombre', 15, 30, 50, 'addon', 3),
        s('Hand-Painted Design', 20, 30, 0, 'addon', 2),
        s('3D Charms & Rhinestones', 10, 15, 100, 'addon', 2),
        s('French Tips Add-On', 8, 15, 0, 'addon', 3),
      ],
    },
    {
      name: 'Waxing',
      services: [
        s('Eyebrow Wax', 12, 15, 50, 'solo', 5),
        s('Lip Wax', 8, 15, 50, 'solo', 2),
        s('Chin Wax', 10, 15, 50, 'solo', 1),
        s('Full Face Wax', 35, 30, 100, 'solo', 1),
        s('Underarm Wax', 20, 15, 100, 'solo', 1),
      ],
    },
    {
      name: 'Spa Add-Ons',
      services: [
        s('Paraffin Treatment', 10, 15, 100, 'addon', 4),
        s('Hot Stone Massage (10 min)', 10, 15, 0, 'addon', 3),
        s('Callus Removal', 8, 15, 50, 'addon', 3),
        s('Collagen Mask', 12, 15, 100, 'addon', 2),
        s('Gel Removal', 10, 15, 50, 'addon', 5),
        s('Nail Repair (per nail)', 5, 15, 50, 'addon', 2),
      ],
    },
  ];
  if (priceFactor === 1) return menu;
  return menu.map((c) => ({
    name: c.name,
    services: c.services.map((sv) => ({
      ...sv,
      priceCents: Math.round((sv.priceCents * priceFactor) / 100) * 100,
    })),
  }));
}

export interface ProductDef {
  name: string;
  priceCents: number;
}

export const PRODUCTS: readonly ProductDef[] = [
  { name: 'Cuticle Oil', priceCents: 1200 },
  { name: 'OPI Nail Lacquer', priceCents: 1100 },
  { name: 'Shea Butter Hand Cream', priceCents: 1800 },
  { name: 'Nail File Kit', priceCents: 800 },
  { name: 'CND SolarOil', priceCents: 1500 },
  { name: 'Gel Top Coat', priceCents: 2200 },
];

export const GIFT_CARDS: readonly number[] = [2500, 5000, 5000, 10000];
