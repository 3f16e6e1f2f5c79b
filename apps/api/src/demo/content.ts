import type { Language } from '@mutabaa/shared';

/** Texts of the demo applications: what an organisation's requests read like, in both languages. */
type Request = { title: string; description: string };
type Bilingual = Record<Language, Request>;

export const REQUESTS: Record<string, Bilingual[]> = {
  general_request: [
    {
      ar: {
        title: 'طلب تحديث بيانات المنشأة',
        description:
          'نرجو تحديث عنوان المنشأة ورقم التواصل في السجلات بعد انتقالنا إلى المقر الجديد في حي العليا.',
      },
      en: {
        title: 'Update of company details',
        description:
          'Please update our registered address and contact number after our move to the new office on King Fahd Road.',
      },
    },
    {
      ar: {
        title: 'طلب نسخة من محضر الاجتماع',
        description: 'نحتاج نسخة مصدّقة من محضر اجتماع اللجنة الفنية المنعقد في الربع الماضي.',
      },
      en: {
        title: 'Copy of meeting minutes',
        description:
          'We need a certified copy of the minutes of last quarter’s technical committee.',
      },
    },
    {
      ar: {
        title: 'طلب موعد لمراجعة الملف',
        description: 'نود حجز موعد مع المختص لمراجعة ملف المنشأة واستكمال الملاحظات السابقة.',
      },
      en: {
        title: 'Appointment to review our file',
        description:
          'We would like an appointment with the case officer to go through the open remarks on our file.',
      },
    },
    {
      ar: {
        title: 'استفسار عن رسوم الخدمات',
        description: 'نرجو توضيح الرسوم المستحقة على خدمات التوثيق وطريقة سدادها إلكترونيًا.',
      },
      en: {
        title: 'Question about service fees',
        description:
          'Please confirm the fees due for notarisation services and how to pay them online.',
      },
    },
  ],
  license: [
    {
      ar: {
        title: 'إصدار رخصة نشاط تجاري',
        description:
          'نتقدم بطلب إصدار رخصة نشاط تجاري لمتجر بيع المواد الغذائية بالتجزئة، مرفق السجل التجاري وعقد الإيجار.',
      },
      en: {
        title: 'New retail trade licence',
        description:
          'We apply for a trade licence for a grocery retail shop; the commercial registration and lease are attached.',
      },
    },
    {
      ar: {
        title: 'رخصة تشغيل مستودع',
        description:
          'طلب رخصة تشغيل مستودع تخزين بمساحة ١٢٠٠ متر مربع في المنطقة الصناعية الثانية.',
      },
      en: {
        title: 'Warehouse operating licence',
        description:
          'Application for an operating licence for a 1,200 m² storage warehouse in the Second Industrial Area.',
      },
    },
    {
      ar: {
        title: 'رخصة مزاولة نشاط استشاري',
        description: 'نرغب في الحصول على رخصة مزاولة نشاط الاستشارات الإدارية لفرعنا الجديد.',
      },
      en: {
        title: 'Consultancy practice licence',
        description: 'We request a management consultancy licence for our new branch office.',
      },
    },
    {
      ar: {
        title: 'رخصة لوحة إعلانية',
        description: 'طلب ترخيص لوحة إعلانية على واجهة المبنى بمقاس ٦ × ٣ أمتار.',
      },
      en: {
        title: 'Signboard licence',
        description: 'Licence request for a 6 × 3 m signboard on the building’s front.',
      },
    },
  ],
  permit: [
    {
      ar: {
        title: 'تصريح أعمال ترميم',
        description:
          'نطلب تصريحًا لأعمال ترميم داخلية في الطابق الثاني تشمل تجديد الأسقف والتمديدات الكهربائية.',
      },
      en: {
        title: 'Renovation works permit',
        description:
          'We request a permit for interior renovation on the second floor, including ceilings and wiring.',
      },
    },
    {
      ar: {
        title: 'تصريح إقامة فعالية',
        description:
          'تصريح لإقامة معرض مفتوح لمدة ثلاثة أيام في الساحة الرئيسية خلال عطلة نهاية الأسبوع.',
      },
      en: {
        title: 'Event permit',
        description:
          'Permit to hold a three-day open-air exhibition in the main square over the weekend.',
      },
    },
    {
      ar: {
        title: 'تصريح دخول شاحنات',
        description:
          'نحتاج تصريحًا لدخول شاحنات التوريد إلى وسط المدينة بين الساعة العاشرة ليلًا والسادسة صباحًا.',
      },
      en: {
        title: 'Lorry access permit',
        description:
          'We need a permit for delivery lorries to enter the city centre between 10 pm and 6 am.',
      },
    },
    {
      ar: {
        title: 'تصريح حفر لتمديد كابلات',
        description: 'تصريح حفر بطول ٤٠ مترًا على الرصيف الجانبي لتمديد كابلات الألياف الضوئية.',
      },
      en: {
        title: 'Excavation permit for cabling',
        description: 'Permit for a 40 m trench along the side pavement to lay fibre-optic cables.',
      },
    },
  ],
  certificate: [
    {
      ar: {
        title: 'شهادة عدم ممانعة',
        description: 'نرجو إصدار شهادة عدم ممانعة لتقديمها إلى البنك ضمن طلب التمويل.',
      },
      en: {
        title: 'No-objection certificate',
        description:
          'Please issue a no-objection certificate for our bank’s financing application.',
      },
    },
    {
      ar: {
        title: 'شهادة إتمام أعمال',
        description:
          'طلب شهادة إتمام أعمال لمشروع توسعة المبنى الإداري بعد انتهاء الأعمال وتسليم الموقع.',
      },
      en: {
        title: 'Completion certificate',
        description:
          'Request for a completion certificate for the office building extension, now finished and handed over.',
      },
    },
    {
      ar: {
        title: 'شهادة خبرة لموظف',
        description:
          'إصدار شهادة خبرة للموظف المنتهية خدمته بناءً على طلبه، تتضمن المسمى الوظيفي ومدة الخدمة.',
      },
      en: {
        title: 'Employment certificate',
        description:
          'Issue an employment certificate for a former employee stating job title and length of service.',
      },
    },
    {
      ar: {
        title: 'شهادة مطابقة المواصفات',
        description: 'نطلب شهادة مطابقة لشحنة أجهزة تكييف مستوردة قبل طرحها في السوق.',
      },
      en: {
        title: 'Certificate of conformity',
        description:
          'We request a certificate of conformity for an imported shipment of air conditioners before sale.',
      },
    },
  ],
  renewal: [
    {
      ar: {
        title: 'تجديد السجل التجاري',
        description: 'تجديد السجل التجاري للمنشأة لمدة سنة، مع تحديث قائمة الأنشطة المسجلة.',
      },
      en: {
        title: 'Commercial registration renewal',
        description:
          'Renew the company’s commercial registration for one year and update the registered activities.',
      },
    },
    {
      ar: {
        title: 'تجديد رخصة الدفاع المدني',
        description: 'تجديد رخصة السلامة من الدفاع المدني بعد صيانة أنظمة الإنذار والإطفاء.',
      },
      en: {
        title: 'Fire safety licence renewal',
        description:
          'Renewal of the civil defence safety licence after servicing the alarm and sprinkler systems.',
      },
    },
    {
      ar: {
        title: 'تجديد عقد الصيانة السنوي',
        description: 'نرغب في تجديد عقد الصيانة السنوي للمصاعد بالشروط نفسها للعام الماضي.',
      },
      en: {
        title: 'Annual maintenance contract renewal',
        description:
          'We would like to renew the annual lift maintenance contract on last year’s terms.',
      },
    },
    {
      ar: {
        title: 'تجديد تصريح العمل',
        description: 'تجديد تصاريح العمل لثلاثة فنيين قبل انتهائها نهاية الشهر القادم.',
      },
      en: {
        title: 'Work permit renewal',
        description:
          'Renew the work permits of three technicians before they expire at the end of next month.',
      },
    },
  ],
  complaint: [
    {
      ar: {
        title: 'شكوى تأخر إصدار الفاتورة',
        description: 'لم تصلنا فاتورة الخدمات عن الشهرين الماضيين رغم المطالبة عدة مرات.',
      },
      en: {
        title: 'Complaint: invoice not issued',
        description:
          'We have not received the service invoice for the past two months despite several reminders.',
      },
    },
    {
      ar: {
        title: 'شكوى انقطاع الخدمة',
        description:
          'تكرر انقطاع خدمة الإنترنت في مقر الشركة خلال الأسبوع الماضي، مما أثّر على العمل.',
      },
      en: {
        title: 'Complaint: repeated service outage',
        description:
          'Internet service at our premises dropped repeatedly last week, disrupting our work.',
      },
    },
    {
      ar: {
        title: 'اعتراض على مخالفة',
        description:
          'نعترض على المخالفة المسجلة بتاريخ سابق لعدم صحة الموقع المذكور فيها، ومرفق ما يثبت ذلك.',
      },
      en: {
        title: 'Appeal against a fine',
        description:
          'We appeal the recorded fine: the location stated is wrong. Supporting evidence is attached.',
      },
    },
  ],
};

export const DEPARTMENTS: Record<Language, string[]> = {
  ar: ['الشؤون القانونية', 'المالية', 'خدمة العملاء', 'التراخيص', 'الموارد البشرية', 'المشتريات'],
  en: [
    'Legal Affairs',
    'Finance',
    'Customer Service',
    'Licensing',
    'Human Resources',
    'Procurement',
  ],
};

export const TAGS: Record<Language, string[]> = {
  ar: ['عاجل', 'تجديد سنوي', 'مستندات ناقصة', 'الفرع الرئيسي', 'الرياض', 'جدة', 'كبار العملاء'],
  en: ['urgent', 'annual', 'missing-docs', 'head-office', 'riyadh', 'jeddah', 'key-account'],
};

/** Comments by who writes them; internal ones are staff notes clients never see. */
export const COMMENTS = {
  client: {
    ar: [
      'هل من جديد بخصوص الطلب؟',
      'أرفقنا المستندات المطلوبة، نرجو التأكيد على استلامها.',
      'شكرًا لسرعة التجاوب.',
      'نرجو إفادتنا بالمدة المتوقعة لإنهاء الطلب.',
    ],
    en: [
      'Is there any news on this application?',
      'We have uploaded the documents you asked for; please confirm you received them.',
      'Thank you for the quick response.',
      'Could you tell us roughly when this will be finished?',
    ],
  },
  staff: {
    ar: [
      'تم استلام الطلب وجارٍ دراسته.',
      'نرجو تزويدنا بنسخة محدّثة من السجل التجاري.',
      'اكتملت المراجعة الفنية، وسيصلكم الإشعار قريبًا.',
    ],
    en: [
      'We have received your application and started the review.',
      'Please send us an up-to-date copy of your commercial registration.',
      'The technical review is complete; you will be notified shortly.',
    ],
  },
  internal: {
    ar: [
      'تم التحقق من السجل التجاري لدى الجهة المختصة.',
      'بانتظار اعتماد الإدارة المالية قبل الموافقة.',
      'الملف يحتاج مراجعة قانونية إضافية.',
    ],
    en: [
      'Commercial registration verified with the issuing authority.',
      'Waiting for finance sign-off before approval.',
      'Needs another look from Legal before we proceed.',
    ],
  },
} as const;

/** Comments written with some status changes, by target status. */
export const TRANSITION_NOTES: Partial<Record<string, Record<Language, string>>> = {
  on_hold: {
    ar: 'بانتظار استكمال المستندات من العميل.',
    en: 'On hold until the client sends the missing documents.',
  },
  pending: {
    ar: 'بانتظار رد الجهة الخارجية.',
    en: 'Waiting for a reply from the external authority.',
  },
  cancelled: { ar: 'أُلغي بناءً على طلب العميل.', en: 'Cancelled at the client’s request.' },
  approved: { ar: 'استوفى الطلب جميع الشروط.', en: 'All requirements are met.' },
};
