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
