-- The mails of official documents (jobs/mail/catalog.documents.ts holds the same text for
-- "Reset to default"; a test keeps the two equal), as version 1 of each template.
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('document_receipt', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'We received your application {{ reference_number }} — Mutabaa', 'Hello {{ name }},

We received your application {{ reference_number }}, “{{ application_title }}”. Its receipt is attached as a PDF: keep it, its code lets anyone check it.

[Follow your application]({{ link }})' FROM t
  UNION ALL SELECT id, 'ar', 'استلمنا طلبك {{ reference_number }} — متابعة', 'مرحبًا {{ name }}،

استلمنا طلبك {{ reference_number }} «{{ application_title }}». إيصاله مرفق بصيغة PDF: احتفظ به، فرمزه يتيح لأي أحد التحقق منه.

[متابعة طلبك]({{ link }})' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'We received your application {{ reference_number }} — Mutabaa', 'استلمنا طلبك {{ reference_number }} — متابعة', 'Hello {{ name }},

We received your application {{ reference_number }}, “{{ application_title }}”. Its receipt is attached as a PDF: keep it, its code lets anyone check it.

[Follow your application]({{ link }})', 'مرحبًا {{ name }}،

استلمنا طلبك {{ reference_number }} «{{ application_title }}». إيصاله مرفق بصيغة PDF: احتفظ به، فرمزه يتيح لأي أحد التحقق منه.

[متابعة طلبك]({{ link }})' FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO email_templates (key, version) VALUES ('document_issued', 1) ON CONFLICT DO NOTHING RETURNING id),
texts AS (INSERT INTO email_template_texts (template_id, language, subject, body)
  SELECT id, 'en', 'Your {{ document }} for application {{ reference_number }} — Mutabaa', 'Hello {{ name }},

Your {{ document }} for application {{ reference_number }}, “{{ application_title }}”, was issued. Download it from the application’s documents.

[Download the document]({{ link }})' FROM t
  UNION ALL SELECT id, 'ar', 'صدر {{ document }} لطلبك {{ reference_number }} — متابعة', 'مرحبًا {{ name }}،

صدر {{ document }} لطلبك {{ reference_number }} «{{ application_title }}». نزّله من مستندات الطلب.

[تنزيل المستند]({{ link }})' FROM t)
INSERT INTO email_template_versions (template_id, version, subject_en, subject_ar, body_en, body_ar)
  SELECT id, 1, 'Your {{ document }} for application {{ reference_number }} — Mutabaa', 'صدر {{ document }} لطلبك {{ reference_number }} — متابعة', 'Hello {{ name }},

Your {{ document }} for application {{ reference_number }}, “{{ application_title }}”, was issued. Download it from the application’s documents.

[Download the document]({{ link }})', 'مرحبًا {{ name }}،

صدر {{ document }} لطلبك {{ reference_number }} «{{ application_title }}». نزّله من مستندات الطلب.

[تنزيل المستند]({{ link }})' FROM t;
