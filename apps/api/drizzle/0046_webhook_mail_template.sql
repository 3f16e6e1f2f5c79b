-- The mail of a webhook turned off after failing (jobs/mail/catalog.webhooks.ts holds the same
-- text for "Reset to default"; a test keeps the two equal), as version 1 of the template.
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('webhook_disabled', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', '{{ title }}', 'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open the webhooks]({{ link }})' FROM t
  UNION ALL SELECT id, 'ar', '{{ title }}', 'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح خطافات الويب]({{ link }})' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, '{{ title }}', '{{ title }}', 'Hello {{ name }},

{{ message }}

Date: {{ date }}

[Open the webhooks]({{ link }})', 'مرحبًا {{ name }}،

{{ message }}

التاريخ: {{ date }}

[فتح خطافات الويب]({{ link }})' FROM t;
