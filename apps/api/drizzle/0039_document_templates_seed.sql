-- The shipped texts of the official documents, as rows an admin edits: the receipt and the
-- certificate for all application types, decision letters at approved and cancelled.
INSERT INTO "document_templates" ("kind", "application_type", "status", "title_en", "title_ar", "body_en", "body_ar", "footer_en", "footer_ar") VALUES
  ('receipt', NULL, NULL, 'Receipt of application', 'إيصال استلام طلب', 'Dear {{ name }},

We received your application {{ reference_number }}, “{{ application_title }}”, on {{ submitted_on }}. Keep this receipt: its reference number tells us which application is yours, and its code lets anyone check it.', 'السيد/السيدة {{ name }}،

استلمنا طلبكم رقم {{ reference_number }} «{{ application_title }}» بتاريخ {{ submitted_on }}. احتفظوا بهذا الإيصال: يدل رقمه المرجعي على طلبكم، ويتيح رمزه لأي أحد التحقق منه.', '{{ organisation }} issued this document electronically; it needs no signature. Scan the code or open the address below to check it.', 'أصدرت {{ organisation }} هذا المستند إلكترونيًا ولا يحتاج إلى توقيع. امسح الرمز أو افتح العنوان أدناه للتحقق منه.'),
  ('decision', NULL, 'approved', 'Decision on your application', 'قرار بشأن طلبكم', 'Dear {{ name }},

Having reviewed your application {{ reference_number }}, “{{ application_title }}”, we inform you that it was approved on {{ date }}.', 'السيد/السيدة {{ name }}،

بعد دراسة طلبكم رقم {{ reference_number }} «{{ application_title }}»، نفيدكم بالموافقة عليه بتاريخ {{ date }}.', '{{ organisation }} issued this document electronically; it needs no signature. Scan the code or open the address below to check it.', 'أصدرت {{ organisation }} هذا المستند إلكترونيًا ولا يحتاج إلى توقيع. امسح الرمز أو افتح العنوان أدناه للتحقق منه.'),
  ('decision', NULL, 'cancelled', 'Decision on your application', 'قرار بشأن طلبكم', 'Dear {{ name }},

We inform you that your application {{ reference_number }}, “{{ application_title }}”, was closed without being granted on {{ date }} (status: {{ status }}). You may submit a new application.', 'السيد/السيدة {{ name }}،

نفيدكم بأن طلبكم رقم {{ reference_number }} «{{ application_title }}» أُغلق دون إجابته بتاريخ {{ date }} (الحالة: {{ status }}). يمكنكم تقديم طلب جديد.', '{{ organisation }} issued this document electronically; it needs no signature. Scan the code or open the address below to check it.', 'أصدرت {{ organisation }} هذا المستند إلكترونيًا ولا يحتاج إلى توقيع. امسح الرمز أو افتح العنوان أدناه للتحقق منه.'),
  ('certificate', NULL, NULL, 'Certificate of completion', 'شهادة إنجاز', 'This certifies that application {{ reference_number }}, “{{ application_title }}”, submitted by {{ name }} on {{ submitted_on }}, was completed on {{ date }}.', 'نشهد بأن الطلب رقم {{ reference_number }} «{{ application_title }}» المقدم من {{ name }} بتاريخ {{ submitted_on }} قد أُنجز بتاريخ {{ date }}.', '{{ organisation }} issued this document electronically; it needs no signature. Scan the code or open the address below to check it.', 'أصدرت {{ organisation }} هذا المستند إلكترونيًا ولا يحتاج إلى توقيع. امسح الرمز أو افتح العنوان أدناه للتحقق منه.')
ON CONFLICT DO NOTHING;
