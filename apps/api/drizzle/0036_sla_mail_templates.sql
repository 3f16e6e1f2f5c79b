-- The service-level warning and breach mails (jobs/mail/catalog.ts holds the same text for
-- "Reset to default"; a test keeps the two equal), as version 1 of each template.
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('sla_warning', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('sla_breach', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open in Mutabaa]({{ link }})

You can choose which notifications you receive by e-mail in your notification preferences.', 'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح في متابعة]({{ link }})

يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.' FROM t;
