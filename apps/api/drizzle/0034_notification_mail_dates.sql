-- The notification e-mails and the digests say when their event happened ({{ date }}, and
-- {{ item.date }} in a digest's list): each of these templates whose current text is still the
-- one migration 0023 shipped gets the new shipped text (jobs/mail/catalog.ts) as its next
-- version. A template an administrator edited keeps its text; "Reset to default" brings the new
-- one.
WITH shipped (key, subject_en, subject_ar, old_body_en, old_body_ar, body_en, body_ar) AS (VALUES
  ('notification_assignment', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('notification_status_change', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('notification_comment', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('notification_registration', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('notification_announcement', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('due_soon_reminder', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('overdue_reminder', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('digest_daily', 'Your daily notifications — Mutabaa', 'ملخص إشعاراتك اليومي — متابعة',
   'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.date }} — {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.date }} — {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('digest_weekly', 'Your weekly notifications — Mutabaa', 'ملخص إشعاراتك الأسبوعي — متابعة',
   'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

Here are your notifications since the last summary ({{ count }}):
{% for item in items %}
- {{ item.date }} — {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[View all notifications]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

إليك إشعاراتك منذ آخر ملخص ({{ count }}):
{% for item in items %}
- {{ item.date }} — {{ item.title }}: {{ item.message }} {{ item.link }}{% endfor %}

[عرض كل الإشعارات]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.'),
  ('import_finished', '{{ title }}', '{{ title }}',
   'Hello {{ name }},

{{ message }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
   'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.',
   'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.')
),
unedited AS (
  SELECT e.id, e.version + 1 AS version, s.subject_en, s.subject_ar, s.body_en, s.body_ar
  FROM email_templates e
  JOIN shipped s ON s.key = e.key
  JOIN email_template_texts en ON en.template_id = e.id AND en.language = 'en'
  JOIN email_template_texts ar ON ar.template_id = e.id AND ar.language = 'ar'
  WHERE en.subject = s.subject_en AND en.body = s.old_body_en
    AND ar.subject = s.subject_ar AND ar.body = s.old_body_ar
),
versions AS (
  INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, version, subject_en, subject_ar, body_en, body_ar FROM unedited
),
texts AS (
  UPDATE email_template_texts x
  SET body = CASE x.language WHEN 'en' THEN u.body_en ELSE u.body_ar END
  FROM unedited u
  WHERE x.template_id = u.id
)
UPDATE email_templates e
SET version = u.version, updated_by = NULL, updated_at = now()
FROM unedited u
WHERE e.id = u.id;
