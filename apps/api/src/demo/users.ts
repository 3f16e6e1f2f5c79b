import type { Language, Role } from '@mutabaa/shared';

export type DemoUser = {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  language: Language;
  company: string;
};

/** The demo accounts of a fresh embedded install (issue 2), documented in the README. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@example.com',
    password: 'Admin#2026',
    role: 'admin',
    firstName: 'سارة',
    lastName: 'المنصوري',
    language: 'ar',
    company: 'متابعة',
  },
  {
    email: 'editor@example.com',
    password: 'Editor#2026',
    role: 'editor',
    firstName: 'Omar',
    lastName: 'Haddad',
    language: 'en',
    company: 'Mutabaa',
  },
  {
    email: 'editor2@example.com',
    password: 'Editor#2026',
    role: 'editor',
    firstName: 'ليلى',
    lastName: 'الحسيني',
    language: 'ar',
    company: 'متابعة',
  },
  {
    email: 'client@example.com',
    password: 'Client#2026',
    role: 'client',
    firstName: 'خالد',
    lastName: 'العتيبي',
    language: 'ar',
    company: 'شركة الأفق للتجارة',
  },
  {
    email: 'client2@example.com',
    password: 'Client#2026',
    role: 'client',
    firstName: 'Emma',
    lastName: 'Clarke',
    language: 'en',
    company: 'Northwind Trading',
  },
];

/** A few extra clients besides the demo accounts, so that lists and filters have variety. */
export const EXTRA_CLIENTS = [
  {
    email: 'nora.alqahtani@example.com',
    firstName: 'نورة',
    lastName: 'القحطاني',
    language: 'ar',
    company: 'مؤسسة النخبة للمقاولات',
    phone: '+966 55 214 7730',
  },
  {
    email: 'yousef.alharbi@example.com',
    firstName: 'يوسف',
    lastName: 'الحربي',
    language: 'ar',
    company: 'مصنع الخليج للبلاستيك',
    phone: '+966 50 883 1902',
  },
  {
    email: 'fatima.benali@example.com',
    firstName: 'فاطمة',
    lastName: 'بن علي',
    language: 'ar',
    company: 'عيادات الشفاء',
    phone: '+966 56 407 2215',
  },
  {
    email: 'daniel.meyer@example.com',
    firstName: 'Daniel',
    lastName: 'Meyer',
    language: 'en',
    company: 'Meyer Logistics GmbH',
    phone: '+49 30 5557 1820',
  },
  {
    email: 'james.oconnor@example.com',
    firstName: 'James',
    lastName: 'O’Connor',
    language: 'en',
    company: 'Harbour Consulting',
    phone: '+44 20 7946 0321',
  },
] as const satisfies {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  company: string;
  phone: string;
}[];
